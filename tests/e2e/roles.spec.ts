// Roles (administration issue): an administrator edits a role's permission rules and the role's
// signed-in users feel it at once, in another browser, without a reload (their sidebar follows
// user-updated) and on their next call (the server refuses); a new role with a taken name is
// answered on its field; a role nobody holds is deleted, a held one is not.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
type Role = { id: number; name: string; permissions: { action: string; resource: string }[] };

test('taking View Patient from the Nurse role removes Patients from a signed-in nurse at once; giving it back restores it', async ({ page, browser, request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const roles = (await (await request.get('/api/v1/roles?per_page=100', { headers: admin })).json()) as { results: Role[] };
  const nurseRole = roles.results.find((r) => r.name === 'Nurse')!;
  const nurse = await (await browser.newContext()).newPage();
  try {
    const nurseToken = await signInWithToken(nurse, personas.nurse.email);
    await waitForRealtime(nurse);
    const sidebarPatients = nurse.getByRole('navigation').getByRole('link', { name: 'Patients', exact: true });
    await expect(sidebarPatients).toBeVisible();

    await signInWithToken(page, SYSADMIN, '/user-management/roles');
    await page.getByTestId('table-roles').getByRole('link', { name: 'Nurse', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Edit Nurse' })).toBeVisible();
    const viewPatients = page.getByRole('checkbox', { name: 'View Patients', exact: true });
    await expect(viewPatients).toBeChecked();
    await viewPatients.uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role saved')).toBeVisible();

    // The nurse's browser was not reloaded: user-updated refreshed her permissions and sidebar.
    await expect(sidebarPatients).toHaveCount(0);
    const refused = await request.get('/api/v1/patients?division_id=1', { headers: { authorization: `Bearer ${nurseToken}` } });
    expect(refused.status()).toBe(403);

    const change = page.getByTestId('revision').first().locator('tr[data-field=permissions_removed]');
    await expect(change.locator('td').first()).toHaveText('Permissions Removed');
    await expect(change.locator('td').nth(1)).toHaveText('View Patient');

    await viewPatients.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(sidebarPatients).toBeVisible();
    expect((await request.get('/api/v1/patients?division_id=1', { headers: { authorization: `Bearer ${nurseToken}` } })).status()).toBe(200);
  } finally {
    await request.put(`/api/v1/roles/${nurseRole.id}`, { headers: admin, data: { role: { permissions: nurseRole.permissions } } });
    await nurse.context().close();
  }
});

test('a new role: a taken name is answered on its field; saved, it shows its rules; deleted once nobody holds it', async ({ page }) => {
  await signInWithToken(page, SYSADMIN, '/user-management/roles/add');
  await page.getByRole('textbox', { name: 'Name' }).fill('nurse');
  await page.getByRole('checkbox', { name: 'View Patients', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Access Live Video Patient Monitors', exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A role with this name already exists')).toBeVisible();

  const name = `Night Float ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user-management\/roles\/\d+\/view/);
  const rules = page.getByTestId('role-permissions');
  await expect(rules).toContainText('Patients');
  await expect(rules).toContainText('Access Live Video');

  // Nobody holds the new role: it goes.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/user-management\/roles(\?|$)/);
  await expect(page.getByText('Role deleted')).toBeVisible();
  await expect(page.getByTestId('table-roles').getByRole('link', { name, exact: true })).toHaveCount(0);

  // A held role stays, with the server's reason.
  await page.getByTestId('table-roles').getByRole('link', { name: 'Manager', exact: true }).click();
  // The link's navigation may still be under way: read the URL only once it is the edit page.
  await expect(page).toHaveURL(/\/user-management\/roles\/\d+\/edit/);
  await page.goto(page.url().replace('/edit', '/view'));
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('1 user holds this role; give them another role first');
});

test('a hospital administrator reads the System Administrator role but is not offered to change it, and cannot tick a rule they do not hold', async ({ page }) => {
  await signInWithToken(page, 'hospital.admin@mercy-general.test', '/user-management/roles');
  // The role does more than she can (Manage System): its link opens the record, with the reason.
  await page.getByTestId('table-roles').getByRole('link', { name: 'System Administrator', exact: true }).click();
  await expect(page).toHaveURL(/\/user-management\/roles\/\d+\/view/);
  await expect(page.getByTestId('record-locked')).toContainText('you do not hold Manage System');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  // Its edit page, typed by hand, says so instead of a form whose save would be refused.
  await page.goto(page.url().replace('/view', '/edit'));
  await expect(page.getByTestId('record-locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  // A role within her rules: its form offers Manage System only as a rule she cannot give.
  await page.goto('/user-management/roles');
  await page.getByTestId('table-roles').getByRole('link', { name: 'Nurse', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit Nurse' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Manage System', exact: true })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'View Patients', exact: true })).toBeEnabled();
  await expect(page.getByText('You can give only rules you hold yourself.')).toBeVisible();
});
