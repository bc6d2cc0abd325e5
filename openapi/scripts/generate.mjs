// Generates TypeScript types from every contract document. With --check it only compares and
// fails when the committed types differ from a fresh generation (contract drift).
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { documents, loadDocument } from './documents.mjs';
import { emitEnums, emitOperations } from './emit-catalogues.mjs';
import { emitRealtimePayloads } from './emit-realtime-payloads.mjs';

const check = process.argv.includes('--check');
const header = '// Generated from the contract by `npm run gen:api`. Do not edit by hand.\n';
let drift = 0;

/** output file -> its text */
const outputs = [];
for (const [name, { source, output }] of Object.entries(documents)) {
  const ast = await openapiTS(new URL(`file://${source}`), { alphabetize: false, exportType: true });
  outputs.push([name, source, output, header + astToString(ast)]);
}
const api = loadDocument('api');
const apiOut = documents.api.output;
outputs.push(['api enums', documents.api.source, apiOut.replace(/api\.ts$/, 'api-enums.ts'), emitEnums(api, header)]);
outputs.push(['api operations', documents.api.source, apiOut.replace(/api\.ts$/, 'api-operations.ts'), emitOperations(api, header)]);
const realtimeOut = documents.realtime.output;
outputs.push(['realtime payloads', documents.realtime.source, realtimeOut.replace(/realtime\.ts$/, 'realtime-payloads.ts'), emitRealtimePayloads(loadDocument('realtime'), header)]);

for (const [name, source, output, text] of outputs) {
  if (check) {
    let current = '';
    try { current = readFileSync(output, 'utf8'); } catch { /* missing counts as drift */ }
    if (current !== text) {
      drift += 1;
      console.error(`contract drift: ${output} differs from ${source}; run npm run gen:api`);
    }
  } else {
    writeFileSync(output, text);
    console.log(`generated ${name} -> ${output}`);
  }
}
if (check && drift === 0) console.log(`contract: ${outputs.length} generated files, generated types up to date`);
process.exit(drift ? 1 : 0);
