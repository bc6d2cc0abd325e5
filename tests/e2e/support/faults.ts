// Provider API faults through the simulator's scenario API (/sim/faults), as QA scripts them, and
// the shell's report of a server error that a user closes before going on.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export async function addFault(request: APIRequestContext, fault: object): Promise<void> {
  expect((await request.post('/sim/faults', { data: fault })).status()).toBe(201);
}

/** Every GET under `path` answers 500 while `body` runs; the fault is cleared after, whatever happens. */
export async function failingReads(request: APIRequestContext, path: string, body: () => Promise<void>): Promise<void> {
  await addFault(request, { path_prefix: path, method: 'GET', status: 500 });
  try {
    await body();
  } finally {
    await request.delete('/sim/faults');
  }
}

export async function closeErrorReport(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Something Went Wrong' }).getByRole('button', { name: 'Close', exact: true }).click();
}
