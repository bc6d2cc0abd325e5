// The sidebar as a user works it: a folded group opened, then one of its links clicked.
import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `link` in the main menu, opening `group` first when the link is folded away. The group
 * opens with a height transition and a link it still clips counts as visible, so the link is
 * clicked once it is wholly in sight: clicked while the group grew, a CI run's press reached Users
 * and its release Roles (shell-navigation.spec.ts), so the click reached neither link.
 */
export async function clickMenuLink(menu: Locator, group: string | null, link: string): Promise<void> {
  const entry = menu.getByRole('link', { name: link, exact: true });
  if (group && !(await entry.isVisible())) await menu.getByRole('button', { name: group, exact: true }).click();
  // Scrolled to (the sidebar scrolls) until no part of it is hidden, the group's clip included.
  await expect(async () => {
    await entry.scrollIntoViewIfNeeded();
    await expect(entry).toBeInViewport({ ratio: 1, timeout: 250 });
  }).toPass();
  await entry.click();
}
