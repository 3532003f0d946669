import { expect, test } from './support/fixtures';

/** The controls work once React has hydrated; before that a key press does nothing (toggle) or follows the plain link (back). */
const hydrated = { waitUntil: 'networkidle' } as const;

test('the toggle-show block opens and closes its content by keyboard', async ({ page }) => {
  await page.goto('/en-US/components/utilities', hydrated);
  const toggle = page.getByRole('button', { name: 'Show application tips' });
  const tip = page.getByText('Rate: 6.8 fl oz/acre with the recommended adjuvant.');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Hidden, yet in the HTML for crawlers.
  await expect(tip).toBeHidden();
  await expect(tip).toHaveCount(1);
  await toggle.focus();
  await page.keyboard.press('Enter');
  const open = page.getByRole('button', { name: 'Hide application tips' });
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(open).toBeFocused();
  await expect(tip).toBeVisible();
  await expect(page.locator(`[id="${await open.getAttribute('aria-controls')}"]`)).toContainText('Rate: 6.8 fl oz/acre');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Show application tips' })).toHaveAttribute('aria-expanded', 'false');
  await expect(tip).toBeHidden();
});

test('the back heading returns to the previous page of the site through history', async ({ page }) => {
  await page.goto('/en-US');
  // A real navigation from the home page, so the browser records /en-US as referrer and history entry.
  await Promise.all([
    page.waitForURL(/\/en-US\/components\/utilities$/, hydrated),
    page.evaluate((url) => setTimeout(() => window.location.assign(url), 0), '/en-US/components/utilities'),
  ]);
  const back = page.getByRole('link', { name: 'Back', exact: true });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-US$/);
  // It went back, not forward to a new entry: the utilities page is still ahead in history.
  await page.goForward();
  await expect(page).toHaveURL(/\/en-US\/components\/utilities$/);
});

test('the back heading goes to the locale home when the visitor arrived directly', async ({ page }) => {
  await page.goto('/en-US/components/utilities', hydrated);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/en-US$/);
  // A new history entry: going back returns to the utilities page.
  await page.goBack();
  await expect(page).toHaveURL(/\/en-US\/components\/utilities$/);
});

test('the download button downloads the label PDF of this site', async ({ page }) => {
  await page.goto('/en-US/components/utilities');
  const link = page.getByRole('link', { name: /Download the Aurora Pro label PDF · 915 byte/ });
  await expect(link).toHaveAttribute('href', '/downloads/aurora-pro-bula.pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('aurora-pro-bula.pdf');
});
