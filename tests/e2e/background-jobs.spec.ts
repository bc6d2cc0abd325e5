// Background Jobs (issue 12 item 4): an administrator starts a patients export from the table in
// one tab and watches it reach 100 % on the Background Jobs screen open in another, without a
// reload; the downloaded file has every row of the table, PHI masked with mask_phi on. A bulk
// discharge with a still-monitored patient logs that patient's reason; once the monitor is
// stopped, Retry finishes the job.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { setMaskPhi } from './support/phi-scan.ts';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';

const latestJob = (page: Page) => page.getByTestId('table-background_jobs').locator('tbody tr').first();

async function api(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object) {
  const response = await request[method](`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

test('an export started from the patients table reaches 100 % live; its file has every row, PHI masked', async ({ page, request }) => {
  const token = await tokenFor(request, SYSADMIN);
  await setMaskPhi(request, token, true);
  try {
    await signInWithToken(page, SYSADMIN, '/system/background-jobs');
    await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected', { timeout: 20_000 });

    const table = await page.context().newPage();
    await table.goto('/patients');
    // The footer reads "of 0 items" until the first page has loaded.
    const footer = table.getByText(/of \d+ items/);
    await expect(footer).toHaveText(/of [1-9]\d* items/, { timeout: 20_000 });
    const count = Number(/of (\d+) items/.exec((await footer.textContent()) ?? '')?.[1]);
    await table.getByRole('button', { name: 'Export in Background' }).click();
    await expect(table.getByText('Patients CSV export started')).toBeVisible();

    // The jobs screen was open all along: the job appears and ends there without a reload.
    const row = latestJob(page);
    await expect(row.locator('td[data-column=title]')).toHaveText('Patients CSV export');
    await expect(row.getByTestId('job-progress')).toHaveAttribute('data-percent', '100');
    await expect(row.locator('td[data-column=status]')).toHaveText('Succeeded');
    await expect(row.getByTestId('job-progress')).toContainText(`${count}/${count} (100 %)`);

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^table-export-\d{8}-\d{6}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8').trim().split('\r\n');
    expect(lines).toHaveLength(count + 1);
    const header = lines[0]!.split(',');
    const name = header.indexOf('"Name"');
    expect(name).toBeGreaterThanOrEqual(0);
    // The names as stored (the API answers them unmasked); the file holds only their masked form.
    const patients = await api(request, token, 'get', '/patients?division_id=*&per_page=100&filters[status][]=active') as { results: { display_name: string }[] };
    const csv = lines.join('\n');
    for (const p of patients.results) expect(csv).not.toContain(p.display_name);
    expect(lines.slice(1).every((line) => line.split('","')[name]?.includes('*'))).toBe(true);
  } finally {
    await setMaskPhi(request, token, false);
  }
});

test('a bulk discharge logs the patient it could not discharge; Retry finishes it', async ({ page, request }) => {
  const token = await tokenFor(request, SYSADMIN);
  const stamp = String.fromCharCode(...[...String(Date.now() % 100000)].map((d) => 65 + Number(d)));
  const create = (name: string) => api(request, token, 'post', '/patients?division_id=1', { patient: { display_name: `Jobtest ${name} ${stamp}`, mrn: `JOB${stamp}${name}`, status: 'active' } });
  await create('Alder');
  const monitored = await create('Birch');
  const picker = await api(request, token, 'get', `/video_devices/picker?patient_id=${monitored.id}&division_id=1&per_page=10`) as { results: { id: number }[] };
  const monitor = await api(request, token, 'post', '/patient_monitors?division_id=1', { patient_monitor: { patient_id: monitored.id, video_device_id: picker.results[0]!.id } });

  await signInWithToken(page, SYSADMIN, `/patients?division_id=1&filters[display_name]=${stamp}`);
  // Each row's checkbox is named by the patient's name.
  for (const name of ['Alder', 'Birch']) await page.getByRole('checkbox', { name: `Select Jobtest ${name} ${stamp}`, exact: true }).check();
  await page.getByRole('button', { name: 'Discharge Selected (2)' }).click();
  await page.getByRole('button', { name: 'Discharge 2 Patients' }).click();
  await expect(page.getByText('Discharge 2 patients started')).toBeVisible();

  await page.goto('/system/background-jobs');
  const row = latestJob(page);
  await expect(row.locator('td[data-column=title]')).toHaveText('Discharge 2 patients');
  await expect(row.locator('td[data-column=status]')).toHaveText('Failed', { timeout: 15_000 });
  await row.getByRole('button', { name: 'Log' }).click();
  const log = page.getByTestId('job-log');
  await expect(log.locator('[data-level=error]').filter({ hasText: `Patient ${monitored.id}: Stop the patient’s monitoring before discharge` })).toBeVisible();
  await page.keyboard.press('Escape');

  await api(request, token, 'post', `/patient_monitors/${monitor.id}/stop`);
  await row.getByRole('button', { name: 'Retry' }).click();
  await expect(row.locator('td[data-column=status]')).toHaveText('Succeeded');
  await expect(row.getByTestId('job-progress')).toContainText('2/2 (100 %)');
  expect((await api(request, token, 'get', `/patients/${monitored.id}`)).status).toBe('discharged');
});
