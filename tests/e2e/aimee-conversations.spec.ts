// Aimee Conversations (System; View AimeeConversation): an administrator finds the ended
// conversations listed, narrows them by status, and opens one to read its transcript, masked
// where it says the patient's MRN or date of birth while mask_phi is on.
import { sayDate, sayDigits, sayDigitsInPairs } from '../../resources/src/spoken-numbers.ts';
import { setMaskPhi } from './support/phi-scan.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';

test('the conversations are listed with their prompt and lines, and each opens on its transcript', async ({ page }) => {
  await signInWithToken(page, personas.hospitalAdmin.email, '/system/aimee-conversations?filters[status][]=ended');
  const table = page.getByTestId('table-aimee_conversations');
  const firstPrompt = table.locator('td[data-column=prompt]').first();
  await expect(firstPrompt).toHaveText(/ \(version 1\)$/, { timeout: 20_000 });
  await expect(table.locator('td[data-column=status]').first()).toHaveText('Ended');
  // The API exports no CSV of conversations, so the table offers none (its button answered 400).
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await firstPrompt.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Aimee Conversation \d+$/ })).toBeVisible();
  await expect(page.getByText(/Aimee: Hi, I'm Aimee, the virtual assistant for your care team\./)).toBeVisible();
});

// Shell §5: with mask_phi on, the transcript on a conversation's page masks what the patient said
// of their date of birth and MRN as the DOB and MRN fields are masked (they showed as said), in
// digits or in words as speech-to-text writes them: the MRN digit by digit or in pairs, the date
// with its year last or first.
test("with mask_phi on, a transcript shows the patient's MRN and date of birth masked", async ({ page }) => {
  const token = await signInWithToken(page, SYSADMIN);
  const api = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const response = await page.request[method](`/api/v1${url}`, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json() as Promise<Record<string, unknown>>;
  };
  // The first actively monitored patient with a date of birth (some seeded patients have none).
  const monitors = (await api('get', '/patient_monitors?division_id=*&filters[status][]=active&per_page=100')).results as { id: number; patient: { id: number } }[];
  let found: { monitor: number; patient: { mrn: string; dob: string | null } } | undefined;
  for (const monitor of monitors) {
    const patient = await api('get', `/patients/${monitor.patient.id}?division_id=*`) as { mrn: string; dob: string | null };
    if (patient.dob) {
      found = { monitor: monitor.id, patient };
      break;
    }
  }
  expect(found, 'an active monitor of a patient with a date of birth').toBeDefined();
  const { monitor, patient } = found!;
  const [year, month, day] = patient.dob!.split('-');
  const monthName = new Date(Date.UTC(Number(year), Number(month) - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  const digits = patient.mrn.replace(/^\D+/, '').split('');
  const inWords = { mrn: sayDigits(digits.join('')).split(' '), dob: sayDate(patient.dob!).split(', ') as [string, string] };
  const inPairs = sayDigitsInPairs(digits.join('')).split(', ');
  const said = `Born ${monthName} ${Number(day)}, ${year}, that is ${month}/${day}/${year}. My MRN is ${digits.join(' ')}. `
    + `That is ${inWords.mrn.join(' ')}, ${inWords.dob.join(', ')}. Again: ${inPairs.join(', ')}, born ${inWords.dob[1]}, ${inWords.dob[0]}.`;

  // A conversation started with the browser's offer and ended with that line.
  const sdp = await page.evaluate(async () => {
    const pc = new RTCPeerConnection();
    pc.addTransceiver('audio', { direction: 'sendrecv' });
    pc.createDataChannel('oai-events');
    await pc.setLocalDescription(await pc.createOffer());
    return pc.localDescription!.sdp;
  });
  const { aimee_conversation_id: id } = await api('post', '/aimee_conversations?division_id=*', { sdp, patient_monitor_id: monitor, meeting_id: null, source: 'web' });
  await api('post', `/aimee_conversations/${String(id)}/end_conversation?division_id=*`, { transcript: [{ role: 'patient', text: said, at: new Date().toISOString() }] });

  const transcript = page.locator('[data-field=transcript]');
  await setMaskPhi(page.request, token, true);
  try {
    await page.goto(`/system/aimee-conversations/${String(id)}/view`);
    const stars = (text: string) => text.replace(/\w/g, '*');
    const lastThree = (said: string[]) => said.map((digit, i) => (i < said.length - 3 ? '*' : digit)).join(' ');
    // A pair word with a hidden digit is hidden whole, a star per digit ("oh five" is two words).
    const hidden = digits.length - 3;
    const pairsMasked = inPairs.map((pair, i) => (pair.includes(' ')
      ? pair.split(' ').map((word, j) => (i * 2 + j < hidden ? '*' : word)).join(' ')
      : i * 2 < hidden ? '*'.repeat(Math.min(2, digits.length - i * 2)) : pair));
    await expect(transcript).toContainText(`Patient: Born ${stars(monthName)} ${stars(String(Number(day)))}, ${year}, that is **/**/${year}. My MRN is ${lastThree(digits)}. `
      + `That is ${lastThree(inWords.mrn)}, ${stars(inWords.dob[0])}, ${inWords.dob[1]}. Again: ${pairsMasked.join(', ')}, born ${inWords.dob[1]}, ${stars(inWords.dob[0])}.`, { timeout: 20_000 });
  } finally {
    await setMaskPhi(page.request, token, false);
  }
  await page.reload();
  await expect(transcript).toContainText(`Patient: ${said}`, { timeout: 20_000 });
});
