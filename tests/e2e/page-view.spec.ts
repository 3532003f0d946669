import type { Page } from '@playwright/test';
import { sandboxAccounts } from '../../lib/sandbox/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * Page views: the page wrapper sends `page_view` to window.dataLayer on the first load and after
 * every client-side navigation (Next's router: what the lead form's thank-you redirect and the
 * browser's back button use), with the locale, page type and path, and nothing about the user.
 */
type DataLayerEvent = Record<string, unknown>;

const pageViews = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view'));

/** Waits until the page has sent this many page views, and gives them. */
async function pageViewsOnceThere(page: Page, count: number) {
  await expect.poll(async () => (await pageViews(page)).length).toBe(count);
  return pageViews(page);
}

/** A client-side navigation, as the site's own code makes one (router.push of next/navigation). */
async function navigateInApp(page: Page, href: string) {
  await page.evaluate((target) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(target), href);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
}

/** Marks the document: the mark survives a client-side navigation and is gone after a full load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a page view on the first load, after a client-side navigation and after going back', async ({ page, consoleErrors }) => {
  await page.goto('/pt-BR');
  expect(await pageViewsOnceThere(page, 1)).toEqual([{ event: 'page_view', locale: 'pt-BR', page_type: 'home', page_path: '/pt-BR' }]);

  await markDocument(page);
  await navigateInApp(page, '/pt-BR/campanhas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const afterNavigation = await pageViewsOnceThere(page, 2);
  expect(afterNavigation[1]).toEqual({ event: 'page_view', locale: 'pt-BR', page_type: 'campaign', page_path: '/pt-BR/campanhas' });
  expect(await isSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/pt-BR$/);
  expect((await pageViewsOnceThere(page, 3))[2]).toEqual({ event: 'page_view', locale: 'pt-BR', page_type: 'home', page_path: '/pt-BR' });
  expect(await isSameDocument(page)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a page view in every locale, with the page type of each page', async ({ page }) => {
  await page.goto('/es-AR/articulos/manejo-de-la-roya-asiatica-en-soja');
  expect(await pageViewsOnceThere(page, 1)).toEqual([
    { event: 'page_view', locale: 'es-AR', page_type: 'article', page_path: '/es-AR/articulos/manejo-de-la-roya-asiatica-en-soja' },
  ]);
  await navigateInApp(page, '/en-US/tools');
  expect((await pageViewsOnceThere(page, 2))[1]).toEqual({ event: 'page_view', locale: 'en-US', page_type: 'tools', page_path: '/en-US/tools' });
});

test('the path alone: a query string (which may carry personal data) never reaches the data layer', async ({ page }) => {
  await page.goto('/pt-BR/campanhas?utm_source=newsletter&email=ana.ribeiro%40example.com.br');
  expect(await pageViewsOnceThere(page, 1)).toEqual([{ event: 'page_view', locale: 'pt-BR', page_type: 'campaign', page_path: '/pt-BR/campanhas' }]);
});

test('signed in, on a guarded page and after navigating, page views carry nothing about the user', async ({ page }) => {
  const ana = sandboxAccounts.find((account) => account.email === 'ana.ribeiro@example.com.br')!;
  await signInFrom(page, '/pt-BR/area-logada', ana.email);
  await expect(page).toHaveURL(/\/pt-BR\/area-logada$/);
  expect(await pageViewsOnceThere(page, 1)).toEqual([{ event: 'page_view', locale: 'pt-BR', page_type: 'standard', page_path: '/pt-BR/area-logada' }]);

  await navigateInApp(page, '/pt-BR/campanhas');
  const views = await pageViewsOnceThere(page, 2);
  for (const view of views) expect(Object.keys(view).sort()).toEqual(['event', 'locale', 'page_path', 'page_type']);
  const everything = JSON.stringify(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer));
  for (const personal of [ana.email, ana.name, ana.givenName, ana.familyName, ana.document!, ana.sub, encodeURIComponent(ana.email)]) {
    expect(everything).not.toContain(personal);
  }
});

test('the restricted-access page counts as its own page type', async ({ page }) => {
  await signInFrom(page, '/pt-BR/area-logada', 'joao.lima@example.com.br');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso Restrito' })).toBeVisible();
  expect(await pageViewsOnceThere(page, 1)).toEqual([{ event: 'page_view', locale: 'pt-BR', page_type: 'restricted', page_path: '/pt-BR/area-logada' }]);
});
