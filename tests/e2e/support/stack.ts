// Helpers that drive the running stack the way QA scripts do: /sim for tokens and scenarios.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const personas = {
  nurse: { name: 'Nora Lindqvist', email: 'nurse@mercy-general.test', initials: 'NL' },
  hospitalAdmin: { name: 'Helen Marie Okafor', email: 'hospital.admin@mercy-general.test', initials: 'HMO' },
  blocked: { name: 'Blake Holloway', email: 'blocked@mercy-general.test' },
  otherOrganization: { name: 'Olive Sandoval', email: 'nurse@st-elsewhere.test' },
} as const;

export async function tokenFor(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/sim/tokens', { data: { email } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** Signs in through the api_token parameter (for tests whose subject is not sign-in itself). */
export async function signInWithToken(page: Page, email: string, path = '/'): Promise<string> {
  const token = await tokenFor(page.request, email);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}api_token=${token}`);
  return token;
}

/** Picks a persona on the development identity provider's sign-in page. */
export async function choosePersona(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to Bedside' })).toBeVisible();
  await page.getByRole('button', { name: `Sign in as ${name}` }).click();
}

export async function waitForRealtime(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
}
