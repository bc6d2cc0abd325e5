// A worker thread starts without its parent's TypeScript loader (tsx in the servers, Vite under
// Vitest), so the speech thread registers tsx itself before loading its TypeScript body.
import { register } from 'tsx/esm/api';

register();
await import('./speech-thread.ts');
