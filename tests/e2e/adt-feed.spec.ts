// HL7 ADT as a hospital sends it (issue 13 item 5): an administrator fills an A02 (transfer) on
// Test ADT Feed and sends it; the simulator sends it over MLLP to its own listener, which answers
// AA. The patient's room changes in the patients table, and ADT Messages lists the message with
// its effect. An A12 (cancel transfer) then puts the patient and their monitor back: the worker's
// stack is shared by the specs after this one, which rely on the seeded patient-device pairs.
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

  const token = await tokenFor(request, SYSADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const roomOf = async () => ((await (await request.get(`/api/v1/patients?division_id=*&filters[mrn]=${mrn}`, { headers })).json()) as { results: { room: { name: string } | null }[] }).results[0]?.room?.name;
  const before = await roomOf();
  expect(before).not.toBe(room);

  await page.getByRole('button', { name: 'Send' }).click();
  try {
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
    expect(await roomOf()).toBe(room);
  } finally {
    // A12 cancels the patient's last standing A02: back to the room they came from.
    const cancel = await (await request.get('/api/v1/adt_test_feed/template?event=A12&division_id=1', { headers })).json() as { message: string };
    const ack = await (await request.post('/api/v1/adt_test_feed/send?division_id=1', { headers, data: { message: cancel.message } })).json() as { ack_code: string };
    expect(ack.ack_code).toBe('AA');
    expect(await roomOf()).toBe(before);
  }
});
