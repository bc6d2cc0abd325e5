// The sidebar as a user works it: a folded group opened, then one of its links clicked.
import { expect, type Page } from '@playwright/test';

/**
 * Clicks `link` in the page's main menu (the sidebar), opening `group` first when the link is folded away. The group
 * opens with a height transition, and a link it still clips counts as visible and stable to
 * Playwright: clicked while the group grew, a CI run's press reached Users and its release Roles
 * (shell-navigation.spec.ts), so the click reached neither. So the link is clicked once the menu's
 * transitions have ended and it is wholly in sight (scrolled to: the sidebar scrolls).
 */
export async function clickMenuLink(page: Page, group: string | null, link: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const entry = menu.getByRole('link', { name: link, exact: true });
  if (group && !(await entry.isVisible())) await menu.getByRole('button', { name: group, exact: true }).click();
  await expect(async () => {
    await entry.scrollIntoViewIfNeeded({ timeout: 1_000 });
    await expect(entry).toBeInViewport({ ratio: 1, timeout: 250 });
    // Checked last: a transition that began meanwhile (the group's starts two frames after the
    // click) sends it round again.
    const moving = await menu.evaluate((nav) => nav.getAnimations({ subtree: true }).some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity));
    expect(moving, 'the menu still moves').toBe(false);
  }).toPass({ timeout: 15_000 });
  await entry.click();
}
