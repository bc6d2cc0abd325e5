// The application shell: command palette (Ctrl/Cmd+K), sidebar by role and permission, the
// titled placeholder pages, no-division routes, and the mobile hamburger.
import { expect, test } from './support/stack-fixture.ts';
import { clickMenuLink } from './support/menu.ts';
import { setMaskPhi } from './support/phi-scan.ts';
import { personas, signInWithToken, tokenFor } from './support/stack.ts';

const sysadmin = 'sysadmin@mercy-general.test';

test('Ctrl+K opens the palette; typing filters, arrows and Enter open a page, Esc closes', async ({ page }) => {
  await signInWithToken(page, sysadmin);
  await expect(page.getByRole('heading', { name: 'Welcome, Sam Rivera' })).toBeVisible();

  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Go to page' });
  await expect(search).toBeFocused();
  const count = page.getByTestId('palette-count');
  const all = Number((await count.textContent())?.split(' ')[0]);
  expect(all).toBeGreaterThan(30);
  await expect(page.getByText('↑↓ to navigate · Enter to select · Esc to close')).toBeVisible();

  // Breadcrumbs are searched too: "hospitals rooms" finds Rooms under the Hospitals group.
  await search.fill('hospitals rooms');
  await expect(count).toHaveText('1 item');
  await search.fill('user');
  await expect(count).toHaveText(/^[2-9] items$/);
  // The arrows move the highlight, and the box names the highlighted page as its active descendant
  // (a screen reader heard nothing move; a11y QA).
  const second = page.getByRole('listbox', { name: 'Pages' }).getByRole('option').nth(1);
  await page.keyboard.press('ArrowDown');
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  // (A page without a table: a table's own "Go to page" box would match the search's name.)
  await search.fill('homepage');
  await expect(count).toHaveText('1 item');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Homepage is one division's at a time: it opens the current division's form.
  await expect(page).toHaveURL(/\/hospital\/homepage\/\d+\/edit$/);
  await expect(page.getByRole('textbox', { name: 'Welcome Message' })).toBeVisible();
  await expect(search).toBeHidden();

  await page.keyboard.press('Control+K');
  await expect(search).toBeVisible();
  await expect(search).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
});

test('the sidebar moves from one list to another: each shows its own rows, no error', async ({ page }) => {
  // One generic list page serves them all: it was kept from Patients to Patient Monitors, and the
  // patients' rows drawn with the monitors' columns crashed the app (reading 'mrn' of undefined).
  await signInWithToken(page, sysadmin, '/patients');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => { if (message.type() === 'error' && /caught the following error/.test(message.text())) errors.push(message.text()); });
  for (const [group, link, url, header] of [
    [null, 'Patient Monitors', /\/patient-monitors/, 'Room'], ['User Management', 'Users', /\/users/, 'Email'], ['User Management', 'Roles', /\/roles/, 'Permissions'],
    ['Hospitals', 'Rooms', /\/rooms/, 'Unit'], ['User Management', 'Users', /\/users/, 'Email'],
  ] as const) {
    await clickMenuLink(page, group, link);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('columnheader', { name: new RegExp(`^${header} `) }).first()).toBeVisible();
    await expect(rows.nth(1)).toBeVisible();
    await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('the palette lists only what the user can see', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  await expect(page.getByRole('heading', { name: `Welcome, ${personas.nurse.name}` })).toBeVisible();
  await page.keyboard.press('Control+K');
  const search = page.getByRole('combobox', { name: 'Go to page' });
  await search.fill('rooms');
  await expect(page.getByText('Nothing found')).toBeVisible();
  await expect(page.getByTestId('palette-count')).toHaveText('0 items');
  await search.fill('patients');
  await expect(page.getByTestId('palette-count')).toHaveText('1 item');
});

test('the admin menu shows for a system administrator', async ({ page }) => {
  await signInWithToken(page, sysadmin);
  const nav = page.getByRole('navigation');
  for (const group of ['Health System', 'Hospitals', 'User Management', 'Labeling', 'Monitoring', 'System']) {
    await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'User Management', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await clickMenuLink(page, 'User Management', 'Groups');
  await expect(page).toHaveURL(/\/user-management\/groups$/);
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
});

// A test of its own, on a fresh page: signing out by clearing storage and signing in again on the
// same page raced the app's own reaction to its cleared session (net::ERR_ABORTED in a CI run).
test('the admin menu does not show for a nurse', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Virtual Care', exact: true })).toBeVisible();
  await expect(nav.getByText('Health System', { exact: true })).toHaveCount(0);
  await expect(nav.getByText('User Management', { exact: true })).toHaveCount(0);
});

// Video devices are registered by provisioning: their Add page stays without content.
test('a page without content shows its title and breadcrumbs', async ({ page }) => {
  await signInWithToken(page, sysadmin, '/hospital/video_devices/add');
  await expect(page.getByRole('heading', { name: 'Add Video Device' })).toBeVisible();
  await expect(page.getByText('This page has no content yet')).toBeVisible();
  // A navigation landmark of its own.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByText('Hospital', { exact: true })).toBeVisible();
  await crumbs.getByRole('link', { name: 'Video Devices' }).click();
  await expect(page).toHaveURL(/\/hospital\/video_devices(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Video Devices' })).toBeVisible();
});

test('the footer\'s About gives the support details to copy; its Privacy says what the app keeps and follows Mask PHI', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await tokenFor(request, sysadmin);
  const me = await (await request.get('/api/v1/users/current?division_id=*', { headers: { authorization: `Bearer ${token}` } })).json() as { inactivity_timeout_sec: number | null };
  await signInWithToken(page, sysadmin);
  const footer = page.getByRole('contentinfo');
  const build = await footer.getByTestId('build-label').textContent();
  await footer.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  const details = page.getByRole('table', { name: 'Support details' });
  await expect(details.getByRole('row', { name: /^Build/ })).toContainText(build ?? 'no build label');
  await expect(details.getByRole('row', { name: /^Signed in as/ })).toContainText(sysadmin);
  await expect(details.getByRole('row', { name: /^Provider API/ })).toContainText(new URL(page.url()).host);
  await page.getByRole('button', { name: 'Copy support details' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Build: ${build}`);
  expect(copied).toContain(`Signed in as: ${sysadmin}`);

  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy' })).toBeVisible();
  // The user's own idle time (shell §9: their timeout less 5 minutes, or 55).
  const idle = me.inactivity_timeout_sec ? Math.max(1, Math.round(me.inactivity_timeout_sec / 60 - 5)) : 55;
  await expect(page.getByText(`After ${idle} minutes without activity`)).toBeVisible();
  const mask = page.getByTestId('privacy-mask-state');
  await expect(mask).toHaveText(/^Mask PHI is off for you/);
  await mask.getByRole('link', { name: 'Change it in your profile' }).click();
  try {
    await page.getByRole('switch', { name: 'Mask PHI' }).click();
    await footer.getByRole('link', { name: 'Privacy' }).click();
    await expect(mask).toHaveText(/^Mask PHI is on for you/);
  } finally {
    // The worker's later tests read names unmasked.
    await setMaskPhi(request, token, false);
  }
});

test('a route without a division requirement carries the current division in its query', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email, '/care-assignments');
  await expect(page.getByRole('heading', { name: 'Care Assignments' })).toBeVisible();
  await expect(page).toHaveURL(/\/care-assignments\?division_id=1$/);
  await expect(page.getByRole('combobox', { name: 'Hospital' })).toHaveCount(0);
});

test('below 768 px the hamburger opens the sidebar and a selection closes it', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signInWithToken(page, personas.nurse.email);
  const patients = page.getByRole('navigation').getByRole('link', { name: 'Patients' });
  await expect(patients).not.toBeInViewport();
  await page.getByRole('button', { name: 'Toggle navigation' }).filter({ visible: true }).click();
  await expect(patients).toBeInViewport();
  await patients.click();
  // The list writes its default filters into the address.
  await expect(page).toHaveURL(/\/patients(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();
  await expect(patients).not.toBeInViewport();
});
