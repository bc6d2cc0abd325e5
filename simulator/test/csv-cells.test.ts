// A CSV export reads as the table does for the caller (resources cell-format.ts): an instant in
// their timezone and clock, a status by its label, a date of birth as MM/DD/YYYY. It wrote raw
// values: instants in UTC, which a manager in Chicago read as local times hours off (new-user QA).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { bearer, testApp } from './helpers.ts';

const MANAGER = 'manager@mercy-general.test';

let built: BuiltApp;
beforeAll(async () => { built = await testApp(); });
afterAll(async () => { await built.app.close(); });

describe('CSV cells', () => {
  it("show instants in the caller's timezone and clock, statuses by label, dates of birth as MM/DD/YYYY", async () => {
    const manager = built.services.store.userByEmail(MANAGER)!;
    expect([manager.timezone, manager.time_format]).toEqual(['America/Chicago', 24]);
    const patient = built.services.store.data.patients.find((p) => p.status === 'active' && p.dob && manager.division_ids.includes(p.division_id))!;
    Object.assign(patient, { admitted_at: '2026-10-27T16:43:00.000Z', dob: '1975-03-09' });
    const csv = await built.app.inject({
      method: 'GET', url: `/api/v1/patients/export.csv?division_id=${patient.division_id}&columns[]=mrn&columns[]=dob&columns[]=status&columns[]=admitted_at`, headers: await bearer(built, MANAGER),
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"MRN","DOB","Status","Admitted"');
    expect(lines).toContain(`"${patient.mrn}","03/09/1975","Active","10/27/2026 11:43"`);
  });
});
