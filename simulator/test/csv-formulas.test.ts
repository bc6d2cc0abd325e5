// CSV exports neutralise what a spreadsheet would run as a formula (found by the hostile-input
// sweep: a patient named =cmd|' /C calc'!A0 went into the manager's export as it was).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { inertCell } from '../src/resources/csv.ts';
import { bearer, NURSE, testApp } from './helpers.ts';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

describe('CSV formulas', () => {
  it('a patient named as a formula is exported with a leading apostrophe', async () => {
    const headers = await bearer(built, NURSE);
    const name = "=cmd|' /C calc'!A0";
    const created = await built.app.inject({ method: 'POST', url: '/api/v1/patients?division_id=1', headers, payload: { patient: { display_name: name, mrn: 'INJ-001', status: 'active' } } });
    expect(created.statusCode).toBe(201);
    const csv = await built.app.inject({ method: 'GET', url: '/api/v1/patients/export.csv?division_id=1', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`"'${name}"`);
    expect(csv.body).not.toContain(`"=cmd`);
  });

  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+cmd|calc', `'+cmd|calc`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tTab', `'\tTab`],
    ['-5', '-5'],
    ['+3.25', '+3.25'],
    ['N/A', 'N/A'],
    ['Ada Lovelace', 'Ada Lovelace'],
  ])('%j is written %j', (text, written) => {
    expect(inertCell(text)).toBe(written);
  });
});
