// Video reasons (Health System): what an administrator adds is offered to a clinician of the
// organisation in Video Meeting Settings, in another browser, the next time she opens them; a
// disabled one is not. A taken name is answered on its field; an edit shows in the revisions.
import type { Page } from '@playwright/test';
import { openOverlay, overlay, settingsHeading } from './support/overlay.ts';
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

/** Opens Video Meeting Settings from the patient's Video Visit tab and answers the Video Reason choices. */
async function offeredReasons(nurse: Page): Promise<string[]> {
  await nurse.getByRole('button', { name: 'Video Visit' }).click();
  await expect(settingsHeading(nurse)).toBeVisible();
  const select = overlay(nurse).getByRole('combobox', { name: 'Video Reason' });
  await select.click();
  await expect(nurse.getByRole('option').first()).toBeVisible();
  const names = await nurse.getByRole('option').allTextContents();
  await select.press('Escape');
  await overlay(nurse).getByRole('button', { name: 'Cancel' }).click();
  await expect(overlay(nurse)).toHaveCount(0);
  return names;
}

test('a reason an administrator adds is offered to a nurse before her next video visit, and no longer once disabled', async ({ page, browser }) => {
  // Two browsers and five openings of pages and settings on a shared 2-core machine.
  test.setTimeout(90_000);
  const name = `Wound check ${Date.now() % 100000}`;
  const nurse = await (await browser.newContext()).newPage();
  try {
    await openOverlay(nurse, '/patients/2/overview/video-visit', { click: false });
    const before = await offeredReasons(nurse);
    expect(before).toContain('Routine check-in');
    // Seeded disabled: not offered.
    expect(before).not.toContain('Telesitter trial');

    await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/video-reasons/add');
    await page.getByRole('textbox', { name: 'Name' }).fill('family visit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('A video reason with this name already exists');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/health-system\/video-reasons(\?|$)/);

    // The nurse's page was not reloaded: opening the settings again offers it, after the others.
    expect((await offeredReasons(nurse)).at(-1)).toBe(name);

    await page.goto(`/health-system/video-reasons?filters[name]=${encodeURIComponent(name)}`);
    await page.getByTestId('table-video_reasons').getByRole('link', { name, exact: true }).click({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Enabled' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Video Reason saved')).toBeVisible();
    const change = page.getByTestId('revision').first().locator('tr[data-field=enabled]');
    await expect(change.locator('td').first()).toHaveText('Enabled');
    await expect(change.locator('td').nth(1)).toHaveText('Yes');
    await expect(change.locator('td').nth(2)).toHaveText('No');

    expect(await offeredReasons(nurse)).not.toContain(name);
  } finally {
    await nurse.context().close();
  }
});
