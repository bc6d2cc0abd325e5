// Aimee's live transcript in the call (live video §6) while mask_phi is on (shell §5): the patient
// saying their MRN or date of birth shows them masked as the MRN and DOB fields are, not as said.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AimeeSnapshot } from '../../../lib/media/aimee-types';
import { preferenceKeys, userPreferenceQueryKey } from '../../../lib/preferences/preference-keys';
import type { AimeeCallContext } from '../hooks/use-aimee';
import { AimeePanel } from './aimee-panel';

const at = '2026-01-05T10:00:00Z';
const snapshot: AimeeSnapshot = {
  state: 'connected', error: null, assistantStream: null, conversationId: 3,
  lines: [
    { itemId: 'a', role: 'assistant', text: 'Hello Alma, can you tell me your date of birth and MRN?', final: true, at },
    { itemId: 'p', role: 'patient', text: 'Born March 14, 1952, that is 3/14/1952. My MRN is 4 8 3 2 1 7 2, room 12.', final: true, at },
  ],
};

// The conversation itself (WebRTC, the API) is use-aimee's subject: here it is connected with these lines.
vi.mock('../hooks/use-aimee', () => ({
  useAimee: () => ({ snapshot, canStart: false, start: () => undefined, end: () => undefined, available: true }),
}));

function show(maskPhi: boolean) {
  const client = new QueryClient();
  client.setQueryData(userPreferenceQueryKey(preferenceKeys.maskPhi), { enabled: maskPhi });
  const patient = { display_name: 'Alma Sandoval', mrn: 'MRN4832172', dob: '1952-03-14' };
  render(
    <QueryClientProvider client={client}>
      <MantineProvider><AimeePanel context={{} as AimeeCallContext} patient={patient} /></MantineProvider>
    </QueryClientProvider>,
  );
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
    expect(show(false).querySelector('[data-role=patient]')!.textContent).toBe(`Patient: ${snapshot.lines[1]!.text}`);
  });
});
