// Preferences (administration issue). Health System › Preferences: a hospital administrator sets
// the health system's logo; a bad address is answered on its field; a nurse signed in elsewhere
// sees the new logo in her header at once (user-updated, no reload). Hospitals › Homepage, one
// division at a time: a welcome message reaches the division's nurse's home page at once; the
// division's Preferences keep a revision. Changes that could disturb specs running beside this one
// (the MRN length, North Tower's Preview visits) are proved in simulator/test/preferences.test.ts.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken, tokenFor, waitForRealtime } from './support/stack.ts';

test("a health system's logo reaches a signed-in nurse's header at once", async ({ page, browser, request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, personas.hospitalAdmin.email)}` };
  const nurse = await (await browser.newContext()).newPage();
  try {
    await signInWithToken(nurse, personas.nurse.email);
    await waitForRealtime(nurse);
    const nurseLogo = nurse.getByRole('banner').getByRole('img', { name: 'Health system logo' });
    await expect(nurseLogo).toHaveCount(0);

    await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/preferences');
    await expect(page).toHaveURL(/\/health-system\/preferences\/1\/edit/);
    await expect(page.getByRole('heading', { name: 'Edit Mercy General Hospital' })).toBeVisible();
    const logo = page.getByRole('textbox', { name: 'Logo URL', exact: true });
    await logo.fill('ftp://files.example.test/logo.png');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(logo).toHaveAccessibleDescription(/Should be a web address starting with https:\/\/ or http:\/\//);

    // An image of another origin, as a hospital's logo is on its own site (the page's policy once
    // blocked every such logo: a broken image in every header).
    const here = new URL(page.url());
    const url = `${here.protocol}//${here.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${here.port}/favicon.svg`;
    await logo.fill(url);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Health System Preferences saved')).toBeVisible();
    await expect(page.getByTestId('revision').first().locator('tr[data-field=logo_url] td').last()).toHaveText(url);

    // The nurse's page was not reloaded: user-updated brought her the new logo.
    await expect(nurseLogo).toHaveAttribute('src', url);
    await expect.poll(() => nurseLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  } finally {
    await request.put('/api/v1/health_system_preferences/1', { headers: admin, data: { health_system_preference: { logo_url: null } } });
    await nurse.context().close();
  }
});

test("a division's welcome message reaches its nurse's home page at once; its preferences keep a revision", async ({ page, browser, request }) => {
  const admin = { authorization: `Bearer ${await tokenFor(request, personas.hospitalAdmin.email)}` };
  const nurse = await (await browser.newContext()).newPage();
  const message = `Visitors sign in at the North Tower desk ${Date.now() % 100_000}`;
  try {
    await signInWithToken(nurse, personas.nurse.email, '/');
    await waitForRealtime(nurse);
    await expect(nurse.getByRole('heading', { name: `Welcome, ${personas.nurse.name}` })).toBeVisible();
    await expect(nurse.getByTestId('welcome-message')).toHaveCount(0);

    await signInWithToken(page, personas.hospitalAdmin.email, '/hospital/homepage');
    await expect(page).toHaveURL(/\/hospital\/homepage\/1\/edit/);
    await expect(page.getByRole('heading', { name: 'Edit North Tower' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Welcome Message' }).fill(message);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Homepage saved')).toBeVisible();
    await expect(nurse.getByTestId('welcome-message')).toHaveText(message);

    // Behavioral Health (division 4): no spec beside this one calls there.
    await page.goto('/hospital/preferences/4/edit');
    await expect(page.getByRole('heading', { name: 'Edit Behavioral Health' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Meeting Previews' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hospital Preferences saved')).toBeVisible();
    await expect(page.getByTestId('revision').first().locator('tr[data-field=meeting_preview_enabled] td')).toHaveText(['Meeting Previews', 'Yes', 'No']);
  } finally {
    await request.put('/api/v1/division_homepages/1', { headers: admin, data: { division_homepage: { welcome_message: null } } });
    await request.put('/api/v1/division_preferences/4', { headers: admin, data: { division_preference: { meeting_preview_enabled: true } } });
    await nurse.context().close();
  }
});
