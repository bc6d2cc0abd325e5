// Access Browser (User Management): the administrator looks up the nurse and reads, room by room,
// whether she can see it and why; adding her to a group that gives a Pediatrics room (on the Groups
// screen) shows that room with the group as the reason, and the nurse, in her own browser, can now
// open the room's patient: what the screen says is what the server enforces.
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

const ADMIN = personas.hospitalAdmin.email;
// Pediatrics (division 3) is not one of the nurse's; its Float Pool group has nobody and no rooms,
// and no group gives room P-502 (seed-groups.ts).
const FLOAT_POOL = { id: 32, name: 'Pediatrics Float Pool' };
const ROOM = 'P-502';

async function pick(page: Page, label: string, search: string, option: string | RegExp = search) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
  await input.press('Escape');
}

const room = (page: Page, name: string) => page.locator(`[data-testid=access-room][data-room="${name}"]`);

test('the nurse’s rooms and why; a group giving her a room shows it with the group as the reason, and she can open its patient', async ({ page, browser, request }) => {
  // About 20 s alone; up to 35 s measured on the shared 2-core machine.
  test.setTimeout(60_000);
  const nurse = await (await browser.newContext()).newPage();
  try {
    await signInWithToken(page, ADMIN, '/user-management/access-browser?division_id=*');
    await pick(page, 'User', 'Nora', /^Nora Lindqvist/);
    await expect(page.getByTestId('user-access').getByRole('heading', { name: personas.nurse.name })).toBeVisible({ timeout: 15_000 });
    await expect(room(page, 'N-301').locator('[data-sees]')).toHaveText('Can see patients');
    await expect(room(page, 'N-301').getByTestId('access-reasons')).toContainText('Division North Tower is assigned to the user');
    await expect(room(page, ROOM).locator('[data-sees]')).toHaveText('Cannot see patients');
    await expect(room(page, ROOM).getByTestId('access-reasons')).toContainText('No access to division Pediatrics');
    const patientId = await room(page, ROOM).locator('[data-patient]').first().getAttribute('data-patient');

    // The nurse cannot open that patient yet.
    await signInWithToken(nurse, personas.nurse.email, `/patients/${patientId}/overview?division_id=1`);
    await expect(nurse.getByText(`Patient ${patientId} not found`)).toBeVisible({ timeout: 15_000 });

    await page.goto(`/user-management/groups/${FLOAT_POOL.id}/edit?division_id=3`);
    await expect(page.getByRole('heading', { name: `Edit ${FLOAT_POOL.name}` })).toBeVisible();
    await pick(page, 'Members', personas.nurse.name);
    await pick(page, 'Rooms', ROOM);
    await page.getByRole('button', { name: 'Save' }).click();
    // Saved: the edit page's newest revision names her.
    await expect(page.getByTestId('revision').first().locator('tr[data-field=member_ids]')).toContainText(personas.nurse.name);

    await page.goto('/user-management/access-browser?division_id=*&user=4');
    await expect(room(page, ROOM).locator('[data-sees]')).toHaveText('Can see patients', { timeout: 15_000 });
    await expect(room(page, ROOM).getByTestId('access-reasons')).toContainText(`Group ${FLOAT_POOL.name} gives room ${ROOM}`);
    // The reverse view names her with the same reason.
    await room(page, ROOM).getByRole('button', { name: `Who can see ${ROOM}` }).click();
    await expect(page.locator(`[data-testid=access-user][data-user="${personas.nurse.name}"]`)).toContainText(`Group ${FLOAT_POOL.name} gives room ${ROOM}`);

    await nurse.reload();
    await expect(nurse.getByTestId('patient-name')).toBeVisible({ timeout: 15_000 });
    await expect(nurse.getByText(`${ROOM} · Pediatrics`)).toBeVisible();
  } finally {
    const admin = { authorization: `Bearer ${await tokenFor(request, ADMIN)}` };
    await request.put(`/api/v1/groups/${FLOAT_POOL.id}?division_id=3`, { headers: admin, data: { group: { member_ids: [], room_ids: [] } } });
    await nurse.context().close();
  }
});
