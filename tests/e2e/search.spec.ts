// Global search in the header: keyboard flow, PHI masking, the 'Since' line and server errors.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

async function setMaskPhi(request: APIRequestContext, token: string, enabled: boolean): Promise<void> {
  const response = await request.put('/api/v1/user_preferences/mask_phi', {
    headers: { Authorization: `Bearer ${token}` },
    data: { user_preference: { settings: { enabled } } },
  });
  expect(response.status()).toBe(200);
}

test.describe('with PHI masking on', () => {
  let token: string;
  test.beforeEach(async ({ request }) => {
    token = await tokenFor(request, personas.nurse.email);
    await setMaskPhi(request, token, true);
  });
  test.afterEach(async ({ request }) => setMaskPhi(request, token, false));

  test("'/' focuses the search, arrows choose a result and Enter opens it", async ({ page }) => {
    await signInWithToken(page, personas.nurse.email);
    const box = page.getByRole('combobox', { name: 'Search' });
    await expect(box).toBeVisible();

    await page.locator('body').press('/');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('');
    await expect(page.getByText('Type to start search')).toBeVisible();

    await box.pressSequentially('Kowalczyk');
    const patients = page.getByRole('group', { name: 'Patients' });
    await expect(patients.getByText('2 / 2')).toBeVisible();
    // Names, MRNs and dates of birth are masked; the real name is nowhere on the page.
    const zoe = patients.getByRole('option').first();
    await expect(zoe).toContainText('Z***** K*****');
    await expect(zoe).toContainText('*******715');
    await expect(zoe).toContainText('**/**/1975');
    await expect(zoe).toContainText('North Tower');
    await expect(page.getByText('Zoe Kowalczyk')).toHaveCount(0);

    // A stopped session is 'Since' its end, in the user's timezone (Chicago, 12-hour clock).
    const sessions = page.getByRole('group', { name: 'Monitoring Sessions' });
    await expect(sessions.getByRole('option').nth(1)).toContainText('Stopped');
    await expect(sessions.getByRole('option').nth(1)).toContainText('Since 11/01/2026 1:45 AM');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('ArrowUp');
    await expect(zoe).toHaveAttribute('aria-selected', 'true');
    // Ctrl+Enter opens the result in a new tab and leaves this one as it was.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), box.press('Control+Enter')]);
    await expect(tab).toHaveURL(/\/patients\/3\/overview\?division_id=1$/);
    await tab.close();
    await expect(box).toBeFocused();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/patients\/3\/overview\?division_id=1$/);
    await expect(box).not.toBeFocused();
  });

  // Masking follows the server's preference, not anything the browser stored (shell §5).
  test('the mask_phi preference saved on the server masks a browser that never stored it', async ({ page }) => {
    await signInWithToken(page, personas.nurse.email);
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.click();
    await box.pressSequentially('Kowalczyk');
    await expect(page.getByRole('option').first()).toContainText('Z***** K*****');
  });
});

test('turning Mask PHI on in one tab masks another tab left open, without a reload', async ({ browser, request }) => {
  const token = await tokenFor(request, personas.nurse.email);
  await setMaskPhi(request, token, false);
  const context = await browser.newContext();
  try {
    const left = await context.newPage();
    await left.goto(`/patients/3/overview?division_id=1&api_token=${token}`);
    await expect(left.getByTestId('patient-name')).toHaveText('Zoe Kowalczyk');
    await waitForRealtime(left);
    const other = await context.newPage();
    await other.goto(`/profile?api_token=${token}`);
    const mask = other.getByRole('switch', { name: 'Mask PHI' });
    await expect(mask).not.toBeChecked();
    await mask.click();
    await expect(mask).toBeChecked();
    await expect(left.getByTestId('patient-name')).toHaveText('Z***** K*****');
  } finally {
    await context.close();
    await setMaskPhi(request, token, false);
  }
});

test('with mask_phi off, results show real names once the preference has answered', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('Kowalczyk');
  await expect(page.getByRole('group', { name: 'Patients' }).getByRole('option').first()).toContainText('Zoe Kowalczyk');
});

test('on a phone-wide window the results fit the screen: counts and status tags are not cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInWithToken(page, personas.nurse.email);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('Kowalczyk');
  const patients = page.getByRole('group', { name: 'Patients' });
  const count = patients.getByText('2 / 2');
  await expect(count).toBeVisible();
  const within = async (name: string, locator: typeof count) => {
    const box = await locator.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.x, name).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, name).toBeLessThanOrEqual(390);
  };
  await within('the count', count);
  await within('the listbox', page.getByRole('listbox', { name: 'Search results' }));
  await within('a status tag', patients.getByRole('option').first().getByText(/^(Active|Discharged|Inactive)$/i).first());
});

test('Escape closes the results and an empty search says so', async ({ page }) => {
  await signInWithToken(page, personas.nurse.email);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('zzqx-nothing');
  await expect(page.getByText("Couldn't find anything")).toBeVisible();
  await box.press('Escape');
  await expect(box).not.toBeFocused();
  await expect(page.getByText("Couldn't find anything")).toBeHidden();
});

test("a failing search shows the server's error text and no results", async ({ page, request }) => {
  await signInWithToken(page, personas.nurse.email);
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.click();
  await box.pressSequentially('Kowalczyk');
  await expect(page.getByRole('option').first()).toBeVisible();

  const fault = await request.post('/sim/faults', { data: { path_prefix: '/search', status: 500, error: 'Search index is rebuilding' } });
  expect(fault.status()).toBe(201);
  try {
    await box.press('End');
    await box.pressSequentially(' Zoe');
    await expect(page.getByText('Search index is rebuilding')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  } finally {
    await request.delete('/sim/faults');
  }
});
