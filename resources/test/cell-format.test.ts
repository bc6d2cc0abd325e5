import { describe, expect, it } from 'vitest';
import { aimeeConversations, columnText, formatCell, monitorStatus, patientStatus, type Column } from '../src/index.ts';

const dates = { timeZone: 'America/Chicago', timeFormat: 24 as const };
const on = { dates, maskPhi: true };
const off = { dates, maskPhi: false };

describe('formatCell', () => {
  it('shows labels, not contract values, and N/A for empty', () => {
    expect(formatCell({ kind: 'tag', labels: monitorStatus, tones: {} }, 'paused', off)).toBe('Paused');
    expect(formatCell({ kind: 'enum', labels: patientStatus }, 'discharged', off)).toBe('Discharged');
    expect(formatCell(undefined, null, off)).toBe('N/A');
    expect(formatCell(undefined, '', off)).toBe('N/A');
    expect(formatCell({ kind: 'boolean' }, false, off)).toBe('No');
    // A response time of 0 s is a time, not an empty cell.
    expect(formatCell({ kind: 'duration' }, 65, off)).toBe('1 min 5 s');
    expect(formatCell({ kind: 'duration' }, 0, off)).toBe('0 s');
  });

  it("shows instants in the user's zone and clock", () => {
    expect(formatCell({ kind: 'datetime' }, '2026-11-21T18:05:00Z', off)).toBe('11/21/2026 12:05');
  });

  it('masks names, MRNs and dates of birth only while mask_phi is on', () => {
    expect(formatCell({ kind: 'mask', type: 'patient_name' }, 'Ann Lee', on)).toBe('A***** L*****');
    expect(formatCell({ kind: 'mask', type: 'mrn' }, 'MRN4832172', on)).toBe('*******172');
    expect(formatCell({ kind: 'mask', type: 'dob' }, '1985-04-12', on)).toBe('**/**/1985');
    expect(formatCell({ kind: 'mask', type: 'patient_name' }, 'Ann Lee', off)).toBe('Ann Lee');
    expect(formatCell({ kind: 'mask', type: 'dob' }, '1985-04-12', off)).toBe('04/12/1985');
  });
});
describe('columnText', () => {
  it("masks the patient's name inside free text of a column that names it, only while mask_phi is on", () => {
    const column = { id: 'transcript', header: 'Transcript', value: (r: { text: string }) => r.text, maskPatientOf: () => ({ display_name: 'Zoe Kowalczyk' }) };
    const row = { text: 'Aimee: Good morning Zoe Kowalczyk. Zoe, can you hear me?' };
    expect(columnText(column, row, on)).toBe('Aimee: Good morning Z***** K*****. Z*****, can you hear me?');
    expect(columnText(column, row, off)).toBe(row.text);
  });
});

describe('the Aimee conversations table', () => {
  it("masks the patient's name in a saved transcript as the call's panel does (the PHI sweep found it unmasked)", () => {
    const transcript = (aimeeConversations.columns as readonly Column<unknown>[]).find((c) => c.id === 'transcript')!;
    const row = { patient: { display_name: 'Zoe Kowalczyk' }, transcript: [{ role: 'assistant', text: 'Good morning Zoe Kowalczyk, I am Aimee. Zoe, can you hear me?' }] };
    expect(columnText(transcript, row, on)).toBe('Aimee: Good morning Z***** K*****, I am Aimee. Z*****, can you hear me?');
  });

  // The table, the record page and any CSV of it read the cell through columnText.
  it("masks the patient's MRN and date of birth in a saved transcript, as the MRN and DOB columns are masked", () => {
    const transcript = (aimeeConversations.columns as readonly Column<unknown>[]).find((c) => c.id === 'transcript')!;
    const row = {
      patient: { id: 7, display_name: 'Zoe Kowalczyk', mrn: 'MRN4832172', dob: '1952-03-14' },
      transcript: [
        { role: 'assistant', text: 'Can you tell me your date of birth and your MRN?' },
        { role: 'patient', text: 'March 14th, 1952. My MRN is 483-2172. Room 12, bed 2.' },
      ],
    };
    expect(columnText(transcript, row, on)).toBe('Aimee: Can you tell me your date of birth and your MRN?\nPatient: ***** ****, 1952. My MRN is ***-*172. Room 12, bed 2.');
    expect(columnText(transcript, row, off)).toContain('Patient: March 14th, 1952. My MRN is 483-2172.');
  });
});
