// Groups (User Management): a group's page lists its members, rooms and units, each opening its
// own page; an administrator adds a group (a taken name is answered on its field) with members
// (of the hospital) and rooms (of the division), and a change of members shows in the revision history.
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

const ADMIN = personas.hospitalAdmin.email;

// Group 10 is North Tower Rapid Response: the division's active users, rooms N-301 to N-303, unit Med-Surg 3.
const GROUP = { id: 10, name: 'North Tower Rapid Response' };

async function pick(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await input.press('Escape');
}

// The hospital administrator may edit users, rooms and units: each opens its page.
test("a group's page lists its members, rooms and units, and a unit opens its page", async ({ page }) => {
  await signInWithToken(page, ADMIN, `/user-management/groups/${GROUP.id}/view?division_id=1`);
  await expect(page.getByTestId('record-title')).toHaveText(GROUP.name, { timeout: 20_000 });
  await expect(page.getByTestId('group-members')).toContainText('Nora Lindqvist');
  await expect(page.getByTestId('group-members')).not.toContainText('Dana Pemberton');
  const roomLinks = page.getByTestId('group-rooms').getByRole('link');
  await expect(roomLinks).toHaveText(['N-301', 'N-302', 'N-303']);
  await page.getByTestId('group-units').getByRole('link', { name: 'Med-Surg 3' }).click();
  await expect(page).toHaveURL(/\/hospital\/units\/1\/edit/);
});

test('an administrator adds a group with members and rooms, then removes a member; the revision names them', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithToken(page, ADMIN, '/user-management/groups/add?division_id=1');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill(GROUP.name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveAccessibleDescription('A group with this name already exists in this division');

  const added = `E2E Stroke Team ${Date.now() % 100000}`;
  await name.fill(added);
  await pick(page, 'Members', 'Nora Lindqvist');
  await pick(page, 'Members', 'Marcus Bell');
  await pick(page, 'Rooms', 'N-402');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user-management\/groups\/\d+\/view/);
  await expect(page.getByTestId('group-members').getByRole('link')).toHaveText(['Marcus Bell', 'Nora Lindqvist']);
  await expect(page.getByTestId('group-rooms').getByRole('link')).toHaveText(['N-402']);
  await expect(page.getByTestId('group-units')).toContainText('This group has no units.');

  await page.goto(page.url().replace('/view', '/edit'));
  await expect(page.getByRole('heading', { name: `Edit ${added}` })).toBeVisible();
  // Backspace in the empty search removes the last member chosen (by name: Nora Lindqvist).
  const members = page.getByRole('combobox', { name: 'Members' });
  await members.press('Backspace');
  await members.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('revision').first().locator('tr[data-field=member_ids] td')).toHaveText(['Members', 'Marcus Bell, Nora Lindqvist', 'Marcus Bell']);
});
