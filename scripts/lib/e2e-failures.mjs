// After a failed end-to-end run, what CI keeps is the end of its log: the clone, with
// test-results/, is gone, and Playwright's reporter prints only a text attachment's first 300
// characters. So for each failed test this prints what its worker ran just before (a spec earlier
// in the same worker shares its stack, and may have left state behind), the ends of its text
// attachments (the browser's and the stack's logs, stack-fixture.ts) and what the page showed
// when it failed (the page snapshot of Playwright's error context).
import { existsSync, readFileSync } from 'node:fs';

const SNAPSHOT_LINES = 60;
const EARLIER_TESTS = 6;
const ATTACHMENT_LINES = 30;
const MOST_FAILURES = 3;

function* tests(suite, file = suite.file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) yield { file: spec.file ?? file, title: spec.title, line: spec.line, test };
  }
  for (const child of suite.suites ?? []) yield* tests(child, child.file ?? file);
}

/**
 * The page snapshot of an error-context.md (its YAML block), from the main landmark on: the
 * header and menus are the same on every page, and dialogs, which portal to the end, come last.
 */
function pageSnapshot(path) {
  if (!path || !existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const block = /```yaml\n([\s\S]*?)```/.exec(text)?.[1];
  if (!block) return null;
  const lines = block.trimEnd().split('\n');
  const main = lines.findIndex((line) => line.startsWith('- main'));
  const shown = lines.slice(Math.max(main, 0));
  return shown.length > SNAPSHOT_LINES ? [`… ${shown.length - SNAPSHOT_LINES} lines`, ...shown.slice(-SNAPSHOT_LINES)].join('\n') : shown.join('\n');
}

/** Lines describing each failed test of a Playwright JSON report (none when all passed). */
export function describeFailures(report) {
  const runs = [];
  for (const suite of report.suites ?? []) {
    for (const { file, title, line, test } of tests(suite)) {
      for (const result of test.results) runs.push({ name: `${file}:${line} › ${title}`, result, failed: test.status === 'unexpected' || test.status === 'flaky' });
    }
  }
  const out = [];
  for (const failed of runs.filter((run) => run.failed && run.result.status !== 'passed').slice(0, MOST_FAILURES)) {
    const { workerIndex, startTime } = failed.result;
    const earlier = runs
      .filter((run) => run.result.workerIndex === workerIndex && run.result.startTime < startTime)
      .sort((a, b) => a.result.startTime.localeCompare(b.result.startTime))
      .slice(-EARLIER_TESTS);
    out.push(`\n--- ${failed.name} (worker ${workerIndex}, started ${startTime})`);
    out.push(`ran before it in that worker: ${earlier.length ? '' : 'nothing'}`);
    for (const run of earlier) out.push(`  ${run.result.status.padEnd(8)} ${run.name}`);
    for (const attachment of failed.result.attachments) {
      if (!attachment.contentType.startsWith('text/plain') || attachment.body === undefined) continue;
      const text = Buffer.from(attachment.body, 'base64').toString('utf8').trimEnd();
      if (!text) {
        out.push(`${attachment.name}: nothing`);
        continue;
      }
      const lines = text.split('\n');
      out.push(`${attachment.name}:${lines.length > ATTACHMENT_LINES ? ` (last ${ATTACHMENT_LINES} of ${lines.length} lines)` : ''}`);
      out.push(...lines.slice(-ATTACHMENT_LINES).map((line) => `  ${line}`));
    }
    const context = failed.result.attachments.find((attachment) => attachment.name === 'error-context');
    out.push('page when it failed:', pageSnapshot(context?.path) ?? 'no page snapshot');
  }
  return out;
}
