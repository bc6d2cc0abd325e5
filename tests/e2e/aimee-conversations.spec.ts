// Aimee Conversations (System; View AimeeConversation): an administrator finds the ended
// conversations listed, narrows them by status, and opens one to read its transcript.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

test('the conversations are listed with their prompt and lines, and each opens on its transcript', async ({ page }) => {
  await signInWithToken(page, personas.hospitalAdmin.email, '/system/aimee-conversations?filters[status][]=ended');
  const table = page.getByTestId('table-aimee_conversations');
  const firstPrompt = table.locator('td[data-column=prompt]').first();
  await expect(firstPrompt).toHaveText(/ \(version 1\)$/, { timeout: 20_000 });
  await expect(table.locator('td[data-column=status]').first()).toHaveText('Ended');
  // The API exports no CSV of conversations, so the table offers none (its button answered 400).
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await firstPrompt.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Aimee Conversation \d+$/ })).toBeVisible();
  await expect(page.getByText(/Aimee: Hi, I'm Aimee, the virtual assistant for your care team\./)).toBeVisible();
});
