// Lints every contract document with Redocly's recommended rules (the engine behind
// `redocly lint`, already a dependency of openapi-typescript), then checks that each operation
// declares the statuses the simulator's shared layers can answer (status-rules.mjs) and that each
// tag declaring x-resource keeps the resource convention (resource-rules.mjs).
import { createConfig, lint, formatProblems } from '@redocly/openapi-core';
import { documents, loadDocument } from './documents.mjs';
import { resourceProblems } from './resource-rules.mjs';
import { undeclaredStatuses } from './status-rules.mjs';

let problems = 0;
for (const [name, { source, lintOff }] of Object.entries(documents)) {
  const rules = Object.fromEntries(lintOff.map((rule) => [rule, 'off']));
  const config = await createConfig({ extends: ['recommended-strict'], rules });
  const results = await lint({ ref: source, config });
  if (results.length) formatProblems(results, { format: 'stylish', totals: { errors: 0, warnings: 0, ignored: 0 }, version: '' });
  const doc = loadDocument(name);
  const own = [...undeclaredStatuses(doc), ...resourceProblems(doc)];
  for (const problem of own) console.error(`${source}: ${problem}`);
  problems += results.length + own.length;
}
if (problems) {
  console.error(`contract lint: ${problems} problem(s)`);
  process.exit(1);
}
console.log(`contract lint: ${Object.keys(documents).length} documents clean`);
