// A failed end-to-end test leaves its page snapshot and its worker's earlier tests in CI's log.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFailures } from '../lib/e2e-failures.mjs';

const result = (workerIndex, startTime, status, attachments = []) => ({ workerIndex, startTime, status, attachments });
const spec = (file, line, title, status, results) => ({ file, line, title, tests: [{ status, results }] });

describe('describeFailures', () => {
  it('prints the page snapshot and what the same worker ran before, not the other worker', () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-failures-'));
    const context = join(dir, 'error-context.md');
    writeFileSync(context, '# Test info\n\n- Name: x\n\n```yaml\n- banner:\n  - link "Bedside"\n- main:\n  - heading "Patient"\n- dialog "Patient Video":\n  - alert: The patient or video device could not be loaded.\n```\n');
    const report = {
      suites: [
        { file: 'a.spec.ts', specs: [spec('a.spec.ts', 3, 'first', 'expected', [result(0, '2026-11-29T10:00:00.000Z', 'passed')])] },
        { file: 'b.spec.ts', specs: [spec('b.spec.ts', 7, 'elsewhere', 'expected', [result(1, '2026-11-29T10:00:01.000Z', 'passed')])] },
        {
          file: 'c.spec.ts',
          specs: [spec('c.spec.ts', 9, 'broken', 'unexpected', [result(0, '2026-11-29T10:00:02.000Z', 'timedOut', [
            { name: 'browser log', contentType: 'text/plain', body: Buffer.from('1.2 s GET /api/v1/video_reasons/dropdown answered 500').toString('base64') },
            { name: 'stack log (port 8200)', contentType: 'text/plain', body: '' },
            { name: 'error-context', contentType: 'text/markdown', path: context },
          ])])],
        },
      ],
    };
    const text = describeFailures(report).join('\n');
    expect(text).toContain('--- c.spec.ts:9 › broken (worker 0');
    expect(text).toContain('passed   a.spec.ts:3 › first');
    expect(text).not.toContain('elsewhere');
    expect(text).toContain('The patient or video device could not be loaded.');
    expect(text).toContain('stack log (port 8200): nothing');
    expect(text).toContain('browser log:\n  1.2 s GET /api/v1/video_reasons/dropdown answered 500');
    expect(text).not.toContain('# Test info');
    expect(text).not.toContain('link "Bedside"');
    expect(text).toContain('- main:');
  });

  it('says nothing when every test passed, and says so when a failure left no snapshot', () => {
    const passing = { suites: [{ file: 'a.spec.ts', specs: [spec('a.spec.ts', 3, 'first', 'expected', [result(0, 't', 'passed')])] }] };
    expect(describeFailures(passing)).toEqual([]);
    const bare = { suites: [{ file: 'a.spec.ts', specs: [spec('a.spec.ts', 3, 'first', 'unexpected', [result(0, 't', 'failed')])] }] };
    expect(describeFailures(bare).join('\n')).toContain('no page snapshot');
  });
});
