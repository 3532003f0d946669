import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * The growers' rewards widget on /en-US/my-rewards (loyalty-finance spec §2, §4, §6, §9): what each
 * US demo account sees. One after another: the failure journey sets a fault on Sarah's enrolment.
 */
test.describe.configure({ mode: 'serial' });

const MY_REWARDS = '/en-US/my-rewards';
const faults = sandboxFaults();

test.afterEach(({ request }) => faults.remove(request));

const widget = (page: Page) => page.getByRole('region', { name: "Growers' rewards" });

async function signInTo(page: Page, email: string) {
  await signInFrom(page, MY_REWARDS, email);
  await expect(page).toHaveURL(new RegExp(`${MY_REWARDS}$`));
}

/** What the banner says today, by the sandbox programme's calendar (it starts every September 1). */
function expectedBanner(today = new Date()): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (month >= 9) return `You can redeem 50% of your available rewards now. The second period starts January 1, ${year + 1}.`;
  if (month <= 4) return `You can redeem 100% of your available rewards. The next period starts May 1, ${year}.`;
  return `You can redeem 100% of your available rewards until the programme closes. Rewards left expire on September 1, ${year}.`;
}

test('John, a head grower short of the requirements, sees them by tab, the closest one first', async ({ page, consoleErrors, cspViolations }) => {
  await signInTo(page, 'john.miller@example.com');
  const panel = widget(page);
  await expect(panel.getByRole('heading', { name: 'Minimum requirements' })).toBeVisible();
  // Potatoes are half done; Rewards and Fruits and vegetables a quarter (their money locked).
  const potatoes = panel.getByRole('tab', { name: 'Potatoes' });
  await expect(potatoes).toHaveAttribute('aria-selected', 'true');
  const tabPanel = panel.getByRole('tabpanel');
  await expect(tabPanel).toContainText('50% complete');
  await expect(tabPanel).toContainText('Emesto: 2 of 5 gallons');
  await expect(tabPanel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

  // Choosing the chosen tab again keeps it.
  await potatoes.click();
  await expect(potatoes).toHaveAttribute('aria-selected', 'true');

  // Arrow keys move between the tabs.
  await potatoes.focus();
  await page.keyboard.press('ArrowRight');
  const rewards = panel.getByRole('tab', { name: 'Rewards' });
  await expect(rewards).toBeFocused();
  await expect(rewards).toHaveAttribute('aria-selected', 'true');
  await expect(tabPanel).toContainText('25% complete');
  await expect(tabPanel).toContainText('1 of 2 products purchased');
  await expect(tabPanel).toContainText('$900.00 of $1,500.00 in rewards earned');
  await expect(tabPanel).toContainText('Rewards count once you buy 2 products.');

  await expect(panel.getByText('Available rewards')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('Emily met the requirements: the redemption banner, her rewards and her activity', async ({ page, consoleErrors }) => {
  await signInTo(page, 'emily.carter@example.com');
  const panel = widget(page);
  await expect(panel.getByText(expectedBanner())).toBeVisible();
  await expect(panel).toContainText('Available rewards$1,875.50');
  await expect(panel.getByRole('tab')).toHaveCount(0);
  const activity = panel.getByRole('listitem');
  await expect(activity).toHaveCount(10);
  await expect(activity.first()).toContainText(/^(Transaction|Qualified purchase|Cash back|Loyalty rewards|Additional money)/);

  // An item's details open the programme's page beside the site.
  const details = panel.getByRole('link', { name: /^Details of / }).first();
  const [portal] = await Promise.all([page.waitForEvent('popup'), details.click()]);
  await expect(portal.getByRole('heading', { level: 1 })).toHaveText(/^(Statement|Invoice|Reward|Remittance) [A-Z]{2,3}-\d{4}-\d{2}$/);
  await portal.close();
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('Ryan, not the head grower: his activity only, no rewards, banner or requirements', async ({ page }) => {
  await signInTo(page, 'ryan.brooks@example.com');
  const panel = widget(page);
  await expect(panel.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByText('Available rewards')).toHaveCount(0);
  await expect(panel.getByText(/You can redeem/)).toHaveCount(0);
  await expect(panel.getByRole('tablist')).toHaveCount(0);
});

test('Sarah, not enrolled, sees the steps to start earning; a failing programme says so, and refresh brings it back', async ({ page, request }) => {
  await faults.add(request, { path: '/growers-rewards/api/growers/sbx-us-0004/enrollment', status: 503, times: 0 });
  await signInTo(page, 'sarah.nguyen@example.com');
  const panel = widget(page);
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('Failed to load');
  await expect(alert).toContainText('Refresh the page to try again');
  await expectNoSeriousViolations(page);

  await faults.remove(request);
  await alert.getByRole('button', { name: 'Refresh' }).click();
  await expect(panel.getByRole('heading', { name: 'Start earning rewards' })).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText(['Create passwordDone', 'Verify accountDone', 'Connect your grower IDTo do']);
  await expectNoSeriousViolations(page);
  await panel.getByRole('link', { name: 'Start earning' }).click();
  await expect(page).toHaveURL(/\/en-US\/campaigns$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
