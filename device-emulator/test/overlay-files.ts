// The camera's drawtext layers live in a temp folder per router (bedside-emulator-*): the tests
// read them to see what the picture shows.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What every current copy of one layer file (e.g. device-7.txt) holds. */
export function overlayContents(file: string): string[] {
  return readdirSync(tmpdir())
    .filter((dir) => dir.startsWith('bedside-emulator-'))
    .map((dir) => join(tmpdir(), dir, file))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'));
}
