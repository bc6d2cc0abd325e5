// Virtual request types (Health System): an administrator finds the five seeded request kinds, adds
// a type (a sound repeat count of 0 is answered on its field with the shell §5 message), changes
// its sound and repeat count and reads both changes in its revision history.
import type { Page } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrator adds a request type, answered on a bad repeat count, then edits it; the revision shows the changes', async ({ page }) => {
  // Three page loads and two saves on a shared 2-core machine.
  test.setTimeout(60_000);
  await signInWithToken(page, personas.hospitalAdmin.email, '/virtual-request-types');
  const table = page.getByTestId('table-virtual_request_types');
  const eicu = table.locator('tbody tr').filter({ has: page.getByRole('link', { name: 'eICU', exact: true }) });
  await expect(eicu.locator('td[data-column=notification_sound]')).toHaveText('eICU Request', { timeout: 20_000 });
  await expect(eicu.locator('td[data-column=video_reason]')).toHaveText('Safety concern');
  await expect(table.locator('tbody tr')).toHaveCount(5);

  await page.getByRole('link', { name: 'Add Virtual Request Type' }).click();
  const name = `Code Grey ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Request Kind', 'Security');
  await choose(page, 'Default Priority', 'High');
  await choose(page, 'Notification Sound', 'Siren');
  await choose(page, 'Video Reason', 'Safety concern');
  const count = page.getByRole('textbox', { name: 'Sound Repeat Count' });
  await count.fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(count).toHaveAccessibleDescription(/Should be a whole number of 1 or more/);
  await count.fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/virtual-request-types(\?|$)/);

  await page.goto(`/virtual-request-types?filters[name]=${encodeURIComponent(name)}`);
  const added = table.locator('tbody tr');
  await expect(added.locator('td[data-column=default_priority]')).toHaveText('High');
  await added.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
  await choose(page, 'Notification Sound', 'Bell');
  await count.fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Virtual Request Type saved')).toBeVisible();
  const revision = page.getByTestId('revision').first();
  await expect(revision.locator('tr[data-field=notification_sound] td')).toHaveText(['Notification Sound', 'Siren', 'Bell']);
  await expect(revision.locator('tr[data-field=sound_repeat_count] td')).toHaveText(['Sound Repeat Count', '2', '4']);
});
