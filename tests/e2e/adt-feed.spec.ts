// HL7 ADT as a hospital sends it (issue 13 item 5): an administrator fills an A02 (transfer) on
// Test ADT Feed and sends it; the simulator sends it over MLLP to its own listener, which answers
// AA. The patient's room changes in the patients table, and ADT Messages lists the message with
// its effect.
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';

test('an admin sends an A02 from Test ADT Feed: AA, the patient moves, and ADT Messages lists it', async ({ page, request }) => {
  await signInWithToken(page, SYSADMIN, '/system/test-adt?division_id=1');
  await page.getByRole('button', { name: 'Fill Template' }).click();
  const message = page.getByRole('textbox', { name: 'HL7 Message' });
  // The sysadmin's Mask PHI is off: the template shows the patient's MRN as it is sent.
  await expect(message).toHaveValue(/ADT\^A02\^ADT_A02[\s\S]*\nPID\|1\|\|MRN\d+/);
  const text = await message.inputValue();
  const mrn = /\nPID\|1\|\|([^^|]+)/.exec(text)?.[1] ?? '';
  const room = /\nPV1\|1\|I\|[^^]*\^([^^]+)/.exec(text)?.[1] ?? '';
  expect(room).not.toBe('');

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('adt-ack-code')).toHaveText('AA');
  await expect(page.getByTestId('adt-ack-text')).toHaveText('Message accepted');

  await page.goto(`/patients?division_id=1&filters[mrn]=${mrn}`);
  await expect(page.getByTestId('table-patients').locator('tbody td[data-column=room]')).toHaveText([room]);

  await page.goto('/monitoring/adt-messages');
  const newest = page.getByTestId('table-adt_messages').locator('tbody tr').first();
  await expect(newest.locator('td[data-column=message_type]')).toHaveText('ADT^A02^ADT_A02');
  await expect(newest.locator('td[data-column=ack_code]')).toContainText('AA');
  await expect(newest.locator('td[data-column=effect]')).toContainText(`to ${room}`);

  // The API agrees with the table: the patient's room is the one PV1-3 named.
  const token = await tokenFor(request, SYSADMIN);
  const found = await (await request.get(`/api/v1/patients?division_id=*&filters[mrn]=${mrn}`, { headers: { authorization: `Bearer ${token}` } })).json() as { results: { room: { name: string } | null }[] };
  expect(found.results[0]?.room?.name).toBe(room);
});
