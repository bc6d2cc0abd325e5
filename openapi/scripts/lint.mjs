// Lints every contract document with Redocly's recommended rules (the engine behind
// `redocly lint`, already a dependency of openapi-typescript).
import { createConfig, lint, formatProblems } from '@redocly/openapi-core';
import { documents } from './documents.mjs';

let problems = 0;
for (const { source, lintOff } of Object.values(documents)) {
  const rules = Object.fromEntries(lintOff.map((rule) => [rule, 'off']));
  const config = await createConfig({ extends: ['recommended-strict'], rules });
  const results = await lint({ ref: source, config });
  if (results.length) formatProblems(results, { format: 'stylish', totals: { errors: 0, warnings: 0, ignored: 0 }, version: '' });
  problems += results.length;
}
if (problems) {
  console.error(`contract lint: ${problems} problem(s)`);
  process.exit(1);
}
console.log(`contract lint: ${Object.keys(documents).length} documents clean`);
