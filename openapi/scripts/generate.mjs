// Generates TypeScript types from every contract document. With --check it only compares and
// fails when the committed types differ from a fresh generation (contract drift).
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { documents } from './documents.mjs';

const check = process.argv.includes('--check');
const header = '// Generated from the contract by `npm run gen:api`. Do not edit by hand.\n';
let drift = 0;

for (const [name, { source, output }] of Object.entries(documents)) {
  const ast = await openapiTS(new URL(`file://${source}`), { alphabetize: false, exportType: true });
  const text = header + astToString(ast);
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
if (check && drift === 0) console.log(`contract: ${Object.keys(documents).length} documents, generated types up to date`);
process.exit(drift ? 1 : 0);
