// Patient monitors on the resource pattern (issue 11): starting a monitor makes it active and
// takes its cart out of the video visit picker; multipause of three monitors shows them paused in
// a second browser's open list without a reload; the monitoring page plays the room's live video
// and stops showing it once paused; with mask_phi on, no patient name or MRN shows unmasked on the
// list, the monitoring page or the multipause page.
import type { APIRequestContext, Page } from '@playwright/test';
import { toast, waitOnline } from './support/call.ts';
import { shownFrames } from './support/live-video.ts';
import { collectPhiScan, setMaskPhi, watchForPhi, type PhiHit } from './support/phi-scan.ts';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const NURSE = 'nurse@mercy-general.test';
const SYSADMIN = 'sysadmin@mercy-general.test';

interface Monitor { id: number; status: string; patient: { id: number; display_name: string; mrn: string }; video_device: { id: number; name: string } | null }

async function headersFor(request: APIRequestContext, email: string) {
  return { authorization: `Bearer ${await tokenFor(request, email)}` };
}

// A row's checkbox is named by the row's patient (a11y QA: "Select 17" told a screen reader user nothing).
const rowOf = (page: Page, m: Monitor) => page.getByTestId('table-patient_monitors').locator('tbody tr')
  .filter({ has: page.getByRole('checkbox', { name: `Select ${m.patient.display_name}`, exact: true }) });
const statusOf = (page: Page, m: Monitor) => rowOf(page, m).locator('td[data-column=status]');
/** A text matched as it is inside a RegExp (a masked name's stars). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('starting a monitor makes it active and takes its cart out of the video visit picker', async ({ page, request }) => {
  const headers = await headersFor(request, NURSE);
  // Patient 1 has no running monitor: the picker offers the free carts of their division.
  const picker = async () => ((await (await request.get('/api/v1/video_devices/picker?patient_id=1&division_id=1&per_page=100', { headers })).json()) as { results: { id: number; name: string }[] }).results;
  const cart = (await picker())[0]!;
  const created = await request.post('/api/v1/patient_monitors?division_id=1', { headers, data: { patient_monitor: { patient_id: 1, video_device_id: cart.id } } });
  expect(created.status()).toBe(201);
  const monitor = (await created.json()) as Monitor;
  try {
    expect(monitor.status).toBe('pending');
    await signInWithToken(page, NURSE, `/patient-monitors?division_id=1&filters[video_device]=${encodeURIComponent(cart.name)}`);
    const row = rowOf(page, monitor);
    await expect(row.locator('td[data-column=status]')).toHaveText('Pending', { timeout: 20_000 });
    await row.getByRole('button', { name: 'Start' }).click();
    await expect(row.locator('td[data-column=status]')).toHaveText('Active');
    expect((await picker()).map((d) => d.id)).not.toContain(cart.id);
  } finally {
    await request.post(`/api/v1/patient_monitors/${monitor.id}/stop`, { headers });
  }
  expect((await picker()).map((d) => d.id)).toContain(cart.id);
});

test('multipause of three monitors shows them paused in a second browser without a reload', async ({ page, browser, request }) => {
  const headers = await headersFor(request, NURSE);
  const list = (await (await request.get('/api/v1/patient_monitors?division_id=1&per_page=100&filters[status][]=active', { headers })).json()) as { results: Monitor[] };
  // Not patient 2's or 3's monitors: the live video specs call them.
  const chosen = list.results.filter((m) => m.patient.id > 3).slice(0, 3);
  expect(chosen).toHaveLength(3);
  const ids = chosen.map((m) => m.id);
  const other = await (await browser.newContext()).newPage();
  try {
    const listPath = '/patient-monitors?division_id=1&per_page=100';
    await signInWithToken(other, SYSADMIN, listPath);
    for (const m of chosen) await expect(statusOf(other, m)).toHaveText('Active', { timeout: 20_000 });

    await signInWithToken(page, NURSE, listPath);
    for (const m of chosen) await page.getByRole('checkbox', { name: `Select ${m.patient.display_name}`, exact: true }).check();
    await page.getByRole('link', { name: 'Pause selected (3)' }).click();
    await expect(page).toHaveURL(/\/patient-monitors\/multipause\?ids=/);
    await expect(page.getByTestId('bulk-monitors').locator('tbody tr')).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Reason for pause' }).click();
    await page.getByRole('option', { name: 'Procedure', exact: true }).click();
    await page.getByRole('button', { name: 'Pause 3 Monitors' }).click();
    await expect(toast(page, '3 monitors paused')).toBeVisible();

    // The other browser was not reloaded: monitor-updated patched its open list.
    for (const m of chosen) await expect(statusOf(other, m)).toHaveText('Paused');
  } finally {
    await request.post('/api/v1/patient_monitors/multiresume?division_id=1', { headers, data: { ids } });
    await other.context().close();
  }
});

test('the monitoring page plays the room live, and says why once paused', async ({ page, request }) => {
  const headers = await headersFor(request, NURSE);
  await waitOnline(request, 2);
  await signInWithToken(page, NURSE, '/patient-monitors/1/monitoring?division_id=1');
  await expect(page.getByTestId('patient-video')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => shownFrames(page), { timeout: 20_000 }).toBeGreaterThan(10);
  await expect(page.getByTestId('monitor-events').locator('tbody tr').first()).toBeVisible();
  try {
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('dialog', { name: 'Pause Monitoring' }).getByRole('combobox', { name: 'Reason for pause' }).click();
    await page.getByRole('option', { name: 'Patient privacy', exact: true }).click();
    await page.getByRole('dialog', { name: 'Pause Monitoring' }).getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByTestId('monitoring-state')).toHaveText('Monitoring is paused: Patient privacy');
    await expect(page.getByTestId('patient-video')).toHaveCount(0);
    await expect(page.getByTestId('monitor-events').locator('tbody tr').first()).toContainText('Patient privacy');
  } finally {
    await request.post('/api/v1/patient_monitors/1/resume', { headers });
  }
  // Resumed (here through the API): the page reconnects by itself.
  await expect(page.getByTestId('patient-video')).toBeVisible();
  await expect.poll(() => shownFrames(page), { timeout: 20_000 }).toBeGreaterThan(5);
});

test('with mask_phi on, the monitors list, monitoring page and multipause page show no name or MRN unmasked', async ({ page, request }) => {
  const token = await tokenFor(request, NURSE);
  const headers = { authorization: `Bearer ${token}` };
  const monitors: Monitor[] = [];
  for (let p = 1; ; p += 1) {
    const { results } = (await (await request.get(`/api/v1/patient_monitors?division_id=1&per_page=100&page=${p}`, { headers })).json()) as { results: Monitor[] };
    monitors.push(...results);
    if (results.length < 100) break;
  }
  // Every patient the pages below can show, as the app could show them (the MRN's digits alone too).
  await watchForPhi(page, monitors.flatMap(({ patient }) => [patient.display_name, patient.mrn, patient.mrn.replace(/^\D+/, '')]));
  const hits: PhiHit[] = [];
  const scanned = () => collectPhiScan(page, hits);
  await setMaskPhi(request, token, true);
  try {
    await signInWithToken(page, NURSE, '/patient-monitors?division_id=1&per_page=100');
    await expect(page.getByTestId('table-patient_monitors').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('td[data-column=patient]').first()).toHaveText(/^\S\*+ /);
    // The row's checkbox names the patient as the row shows them: masked. Names that mask alike
    // (J***** D*****) are told apart by the room, then by the place on the page: no two the same.
    const table = page.getByTestId('table-patient_monitors');
    const first = table.locator('tbody tr').first();
    const [patient, room] = await Promise.all(['patient', 'room'].map((column) => first.locator(`td[data-column=${column}]`).innerText()));
    await expect(first.getByRole('checkbox')).toHaveAccessibleName(new RegExp(`^Select ${literal(patient!)}(, Room ${literal(room!)})?(, row 1 of \\d+)?$`));
    const names = await table.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);
    await scanned();

    await page.goto('/patient-monitors/1/monitoring?division_id=1');
    await expect(page.getByTestId('monitor-events').locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2 }).locator('[data-masked]')).toBeVisible();
    await scanned();

    await page.goto(`/patient-monitors/multipause?ids=${monitors.slice(0, 3).map((m) => m.id).join(',')}&division_id=1`);
    await expect(page.getByTestId('bulk-monitors').locator('tbody [data-masked]')).toHaveCount(3, { timeout: 20_000 });
    await scanned();
    expect(hits).toEqual([]);
  } finally {
    await setMaskPhi(request, token, false);
  }
});
