// Partner API (administration issue): an administrator adds a partner and is shown its client
// secret once; the secret works against the provider API's client-credentials exchange, is never
// answered again (record, revisions, CSV), and stops working when rotated (the new one works) or
// when the partner is disabled. API Docs renders the provider contract within the app's CSP.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { cspViolations, watchCsp } from './support/csp-watch.ts';
import { expect, test } from './support/stack-fixture.ts';
import { signInWithToken, tokenFor } from './support/stack.ts';

const SYSADMIN = 'sysadmin@mercy-general.test';

const exchange = (request: APIRequestContext, clientId: string, secret: string) =>
  request.post('/api/v1/partner_tokens', { data: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });

/** The credentials the once-shown dialog holds, then the dialog closed. */
async function readCredentials(page: Page): Promise<{ clientId: string; secret: string }> {
  const dialog = page.getByRole('dialog', { name: 'Partner credentials' });
  await expect(dialog.getByText('This client secret will not be shown again.', { exact: false })).toBeVisible();
  const clientId = (await dialog.getByTestId('partner-client-id').textContent()) ?? '';
  const secret = (await dialog.getByTestId('partner-client-secret').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  return { clientId, secret };
}

test('a new partner\'s secret is shown once, works, is never answered again, and is refused once rotated or disabled', async ({ page, request }) => {
  const name = `Census Feed ${Date.now() % 100000}`;
  const admin = { authorization: `Bearer ${await tokenFor(request, SYSADMIN)}` };
  await signInWithToken(page, SYSADMIN, '/system/partners/add');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Scopes' }).click();
  await page.getByRole('option', { name: 'Read patients', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Enabled' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  const first = await readCredentials(page);
  expect(first.secret).toMatch(/^bps_/);

  const granted = await exchange(request, first.clientId, first.secret);
  expect(granted.status()).toBe(200);
  expect(await granted.json()).toMatchObject({ token_type: 'Bearer', scope: 'patients:read' });
  expect((await exchange(request, first.clientId, `${first.secret}x`)).status()).toBe(401);
  // The token reads what its scope grants, and nothing else.
  const partner = { authorization: `Bearer ${(await granted.json()).access_token}` };
  const patients = await request.get('/api/v1/patients?division_id=*', { headers: partner });
  expect(patients.status()).toBe(200);
  expect((await patients.json()).results.length).toBeGreaterThan(0);
  expect((await request.get('/api/v1/video_devices?division_id=*', { headers: partner })).status()).toBe(403);

  // Back on the list; the record, its revisions and the CSV never carry the secret.
  const row = page.getByTestId('table-partners').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(first.clientId);
  const id = (await (await request.get(`/api/v1/partners?filters[name]=${encodeURIComponent(name)}`, { headers: admin })).json()).results[0].id as number;
  for (const path of [`/partners/${id}`, `/partners/${id}/revisions`, '/partners/export.csv']) {
    const body = await (await request.get(`/api/v1${path}`, { headers: admin })).text();
    expect(body, path).not.toContain(first.secret);
  }

  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('dialog', { name: 'Rotate secret' }).getByRole('button', { name: 'Rotate secret' }).click();
  const second = await readCredentials(page);
  expect(second.clientId).toBe(first.clientId);
  expect(second.secret).not.toBe(first.secret);
  expect((await exchange(request, first.clientId, first.secret)).status()).toBe(401);
  expect((await exchange(request, second.clientId, second.secret)).status()).toBe(200);
  await expect(page.getByTestId('revision').first().locator('tr[data-field=secret_rotated_at]')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Enabled' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Partner saved')).toBeVisible();
  expect((await exchange(request, second.clientId, second.secret)).status()).toBe(401);
});

test('API Docs renders the provider contract\'s operations without a CSP violation or a serious accessibility one', async ({ page }) => {
  await watchCsp(page);
  await signInWithToken(page, SYSADMIN, '/system/partners/api-docs');
  const docs = page.getByTestId('api-docs');
  await expect(docs.getByText('getCurrentUser', { exact: true })).toBeVisible({ timeout: 15_000 });
  // The viewer renders the operations as they scroll into view; the tag filter finds the rest.
  await docs.getByPlaceholder('Filter by tag').fill('patients');
  await expect(docs.getByText('listPatients', { exact: true })).toBeVisible();
  await expect(docs.getByText('getCurrentUser', { exact: true })).toHaveCount(0);
  expect(await cspViolations(page)).toEqual([]);
  // The accessibility suite scans this page too (WCAG A and AA, serious and critical block).
  const { violations } = await new AxeBuilder({ page }).include('[data-testid=api-docs]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
