import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * The content card list (discovery spec §2, §5, §9) on each locale's news page, over the sandbox's
 * article index (30 articles a locale, newest first): 12 cards a page on a desktop and 6 on a phone;
 * the page lives in the address, so a reload keeps it and the back button returns to page 1; the
 * category filter starts again at page 1.
 */
const LOCALES = [
  { locale: 'pt-BR', path: '/pt-BR/noticias', heading: 'Conteúdos recentes', pages: 'Páginas de artigos', page: 'Página', filter: 'Tipo de conteúdo', news: 'Notícia' },
  { locale: 'es-AR', path: '/es-AR/noticias', heading: 'Contenidos recientes', pages: 'Páginas de artículos', page: 'Página', filter: 'Tipo de contenido', news: 'Noticia' },
  { locale: 'en-US', path: '/en-US/news', heading: 'Latest content', pages: 'Pages of articles', page: 'Page', filter: 'Content type', news: 'News' },
] as const;

type Locale = (typeof LOCALES)[number];

const list = (page: Page, words: Locale) => page.getByRole('region', { name: words.heading });
/** The visible cards' titles (a card's only third-level heading). */
const cards = (page: Page, words: Locale) => list(page, words).getByRole('heading', { level: 3 });
const pager = (page: Page, words: Locale) => list(page, words).getByRole('navigation', { name: words.pages });
const pageLink = (page: Page, words: Locale, number: number) => pager(page, words).getByRole('link', { name: `${words.page} ${number}`, exact: true });

for (const words of LOCALES) {
  test(`${words.locale}: 12 cards on a desktop, 6 on a phone, the page in the address through reload and back`, async ({ page, consoleErrors, cspViolations }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(words.path);
    await expect(cards(page, words)).toHaveCount(12);
    await expect(pageLink(page, words, 1)).toHaveAttribute('aria-current', 'page');
    await expect(pager(page, words).getByRole('link', { name: new RegExp(`^${words.page} \\d+$`) })).toHaveCount(3);
    // Every card links to its article.
    expect(await cards(page, words).first().getByRole('link').getAttribute('href')).toMatch(new RegExp(`^/${words.locale}/(artigos|articulos|articles)/[a-z0-9-]+$`));
    const firstOfPageOne = await cards(page, words).first().textContent();
    await expectNoSeriousViolations(page);

    // A phone: 6 a page, over 5 pages.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(cards(page, words)).toHaveCount(6);
    await expect(pager(page, words).getByRole('link', { name: new RegExp(`^${words.page} \\d+$`) })).toHaveCount(5);
    await expect(cards(page, words).first()).toHaveText(firstOfPageOne!);

    await pageLink(page, words, 2).click();
    await expect(page).toHaveURL(new RegExp(`${words.path}\\?page=2$`));
    await expect(pageLink(page, words, 2)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page, words)).toHaveCount(6);
    await expect(cards(page, words).first()).not.toHaveText(firstOfPageOne!);
    const firstOfPageTwo = await cards(page, words).first().textContent();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${words.path}\\?page=2$`));
    await expect(pageLink(page, words, 2)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page, words).first()).toHaveText(firstOfPageTwo!);
    await expect(cards(page, words)).toHaveCount(6);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${words.path}$`));
    await expect(pageLink(page, words, 1)).toHaveAttribute('aria-current', 'page');
    await expect(cards(page, words).first()).toHaveText(firstOfPageOne!);
    await expectNoSeriousViolations(page);
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('pt-BR: a category filter starts again at page 1 and stays in the address', async ({ page, consoleErrors, cspViolations }) => {
  const words = LOCALES[0];
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${words.path}?page=2`);
  await expect(pageLink(page, words, 2)).toHaveAttribute('aria-current', 'page');
  await list(page, words).getByRole('combobox', { name: words.filter }).selectOption({ label: words.news });
  await expect(page).toHaveURL(new RegExp(`${words.path}\\?category=news$`));
  // Every card shown is news, from the newest.
  const shown = list(page, words).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  for (const card of await shown.all()) await expect(card.getByText(words.news, { exact: true })).toBeVisible();
  await page.reload();
  await expect(list(page, words).getByRole('combobox', { name: words.filter })).toHaveValue('news');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});
