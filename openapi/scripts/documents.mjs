// The contract documents in one place, so generation, linting and the simulator agree on paths.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));

/** name -> source document, generated types file, and lint rules that do not fit the document */
export const documents = {
  api: { source: here('openapi.yaml'), output: here('generated/api.ts'), lintOff: [] },
  // Health and persona listings cannot fail on input, so they have no 4xx answer.
  sim: { source: here('sim.yaml'), output: here('generated/sim.ts'), lintOff: ['operation-4xx-response'] },
  // Message catalogues: their schemas are used by the websocket, not by a path; 101 is the success.
  'device-link': {
    source: here('device-link.yaml'),
    output: here('generated/device-link.ts'),
    lintOff: ['no-unused-components', 'operation-2xx-response'],
  },
  // Data-channel messages between browser and device: schemas only, no paths.
  'device-control': {
    source: here('device-control.yaml'),
    output: here('generated/device-control.ts'),
    lintOff: ['no-unused-components'],
  },
  'web-config': { source: here('web-config.yaml'), output: here('generated/web-config.ts'), lintOff: ['operation-4xx-response'] },
  realtime: { source: here('realtime/events.yaml'), output: here('generated/realtime.ts'), lintOff: ['no-unused-components'] },
};

/** @param {keyof typeof documents} name */
export function loadDocument(name) {
  return parse(readFileSync(documents[name].source, 'utf8'));
}
