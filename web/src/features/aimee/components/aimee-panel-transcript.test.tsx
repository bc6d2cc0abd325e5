// Aimee's live transcript in the call (live video §6) while mask_phi is on (shell §5): the patient
// saying their MRN or date of birth shows them masked as the MRN and DOB fields are, not as said.
// The transcript is rendered on its own: the web tests share one module registry per worker, and a
// module mock of use-aimee here reached the AimeePanel tests of other files (CI at baf9d7f).
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AimeeSnapshot } from '../../../lib/media/aimee-types';
import { AimeeTranscript } from './aimee-transcript';

const at = '2026-01-05T10:00:00Z';
const lines: AimeeSnapshot['lines'] = [
  { itemId: 'a', role: 'assistant', text: 'Hello Alma, can you tell me your date of birth and MRN?', final: true, at },
  { itemId: 'p', role: 'patient', text: 'Born March 14, 1952, that is 3/14/1952. My MRN is 4 8 3 2 1 7 2, room 12.', final: true, at },
];

function show(maskPhi: boolean) {
  const patient = { display_name: 'Alma Sandoval', mrn: 'MRN4832172', dob: '1952-03-14' };
  render(<MantineProvider><AimeeTranscript lines={lines} patient={patient} masked={maskPhi} /></MantineProvider>);
  return screen.getByRole('log', { name: 'Aimee transcript' });
}

describe('the Aimee transcript in a call', () => {
  afterEach(cleanup);

  it("masks the patient's name, MRN and date of birth while mask_phi is on", () => {
    const patientLine = show(true).querySelector('[data-role=patient]')!;
    expect(patientLine.textContent).toBe('Patient: Born ***** **, 1952, that is */**/1952. My MRN is * * * * 1 7 2, room 12.');
    expect(screen.getByText(/can you tell me/).textContent).toBe('Aimee: Hello A*****, can you tell me your date of birth and MRN?');
  });

  it('shows them as said while mask_phi is off', () => {
    expect(show(false).querySelector('[data-role=patient]')!.textContent).toBe(`Patient: ${lines[1]!.text}`);
  });
});
