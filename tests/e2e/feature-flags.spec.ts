// Feature flags (administration issue): an administrator turns PTZ Presets off, and a nurse's
// call that is already open drops the presets from its Camera panel at once, without a reload and
// without ending the call; the server refuses her presets too. Turned back on, they return.
import { callView, openOverlay, overlay, startCall } from './support/overlay.ts';
import { openCamera } from './support/call.ts';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';
type Flag = { id: number; key: string; name: string; enabled: boolean };

test('PTZ Presets turned off leaves an open call without presets at once; turned on, they return', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const flags = (await (await request.get('/api/v1/feature_flags?per_page=100', { headers: admin })).json()) as { results: Flag[] };
  const presetsFlag = flags.results.find((f) => f.key === 'ptz_presets')!;
  const adminPage = await (await browser.newContext()).newPage();
  try {
    const nurseToken = await openOverlay(page, '/patients/2/overview/video-visit');
    await waitForRealtime(page);
    await startCall(page);
    const camera = await openCamera(page);
    const presetName = camera.getByRole('textbox', { name: 'Preset name' });
    await expect(presetName).toBeVisible();
    const presetsOfDevice = () => request.get('/api/v1/ptz_presets/for_device/2?division_id=1', { headers: { authorization: `Bearer ${nurseToken}` } });
    expect((await presetsOfDevice()).status()).toBe(200);

    await signInWithToken(adminPage, SYSADMIN, '/system/feature-flags');
    await adminPage.getByTestId('table-feature_flags').getByRole('link', { name: 'PTZ Presets', exact: true }).click();
    await expect(adminPage.getByRole('heading', { name: 'Edit PTZ Presets' })).toBeVisible();
    await adminPage.getByRole('checkbox', { name: 'Enabled' }).uncheck();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(adminPage.getByText('Feature Flag saved')).toBeVisible();

    // The nurse's call goes on; only its presets are gone, and the server agrees.
    await expect(presetName).toHaveCount(0);
    await expect(camera.getByRole('button', { name: 'Tilt up' })).toBeVisible();
    await expect(callView(page)).toHaveAttribute('data-session-state', 'playing');
    expect((await presetsOfDevice()).status()).toBe(403);
    const change = adminPage.getByTestId('revision').first().locator('tr[data-field=enabled]');
    await expect(change.locator('td').first()).toHaveText('Enabled');

    await adminPage.getByRole('checkbox', { name: 'Enabled' }).check();
    await adminPage.getByRole('button', { name: 'Save' }).click();
    await expect(overlay(page).getByRole('region', { name: 'Camera' }).getByRole('textbox', { name: 'Preset name' })).toBeVisible();
    expect((await presetsOfDevice()).status()).toBe(200);
  } finally {
    await request.put(`/api/v1/feature_flags/${presetsFlag.id}`, { headers: admin, data: { feature_flag: { enabled: true } } });
    await adminPage.context().close();
  }
});

test('a flag\'s description is required: the error shows on its field and nothing is saved', async ({ page, request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  const screenSharing = async () => ((await (await request.get('/api/v1/feature_flags?per_page=100', { headers: admin })).json()) as { results: (Flag & { description: string })[] })
    .results.find((f) => f.key === 'screen_sharing')!;
  const saved = await screenSharing();
  await signInWithToken(page, SYSADMIN, '/system/feature-flags');
  await page.getByTestId('table-feature_flags').getByRole('link', { name: 'Screen Sharing', exact: true }).click();
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(saved.description);
  await description.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  expect((await screenSharing()).description).toBe(saved.description);
});
