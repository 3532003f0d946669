import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A/AA and axe's best practices: what the representative pages are held to. */
export const WCAG_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What axe finds serious or critical on the page as it is now, as `rule: targets`. */
export async function seriousViolations(page: Page, { tags }: { tags?: string[] } = {}) {
  // A router.refresh() (a card's retry) streams the page's metadata after its content, so for a
  // moment the head has no <title>: axe reads the page once its head has settled.
  await expect(page).toHaveTitle(/\S/);
  const builder = new AxeBuilder({ page });
  const { violations } = await (tags ? builder.withTags(tags) : builder).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page, options?: { tags?: string[] }) {
  expect(await seriousViolations(page, options)).toEqual([]);
}
