// Aimee Prompts (System): an administrator adds a prompt (a taken name is answered on its field),
// then changes its instructions: the prompt moves to version 2, in the list and on the edit page,
// and the revision shows the script and the version before and after.
import { expect, test } from './support/stack-fixture.ts';
import { personas, signInWithToken } from './support/stack.ts';

test('a new prompt starts at version 1; changing its instructions makes version 2, shown in the list and the revision', async ({ page }) => {
  const name = `Post-op check ${Date.now() % 100000}`;
  await signInWithToken(page, personas.hospitalAdmin.email, '/health-system/aimee-prompts/add');
  const nameInput = page.getByRole('textbox', { name: 'Name' });
  await nameInput.fill('fall risk check-in');
  await page.getByRole('textbox', { name: 'Greeting' }).fill("Hi, I'm Aimee. How is your pain right now?");
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Ask the patient to rate their pain from 0 to 10.');
  await page.getByRole('combobox', { name: 'Voice' }).click();
  await page.getByRole('option', { name: 'Coral' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(nameInput).toHaveAccessibleDescription('An Aimee prompt with this name already exists');
  await nameInput.fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/health-system\/aimee-prompts(\?|$)/);

  await page.goto(`/health-system/aimee-prompts?filters[name]=${encodeURIComponent(name)}`);
  const table = page.getByTestId('table-aimee_prompts');
  await expect(table.locator('td[data-column=version]')).toHaveText(['1'], { timeout: 20_000 });
  await table.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${name} (version 1)` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Ask the patient to rate their pain from 0 to 10. Above 6, raise a virtual nursing request.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Aimee Prompt saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Edit ${name} (version 2)` })).toBeVisible();
  const revision = page.getByTestId('revision').first();
  await expect(revision.locator('tr[data-field=version] td')).toHaveText(['Version', '1', '2']);
  await expect(revision.locator('tr[data-field=instructions] td')).toHaveText([
    'Instructions', 'Ask the patient to rate their pain from 0 to 10.', 'Ask the patient to rate their pain from 0 to 10. Above 6, raise a virtual nursing request.',
  ]);

  await page.goto(`/health-system/aimee-prompts?filters[name]=${encodeURIComponent(name)}`);
  await expect(table.locator('td[data-column=version]')).toHaveText(['2'], { timeout: 20_000 });
});
