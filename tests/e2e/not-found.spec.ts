import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { BROKEN_PAGE, publishPage, unpublishPage } from './support/publish';

const notFound = [
  {
    locale: 'pt-BR',
    metaTitle: 'Página não encontrada',
    title: 'Não encontramos esta página',
    description: 'O endereço pode ter mudado ou a página não existe mais. Volte para o início e continue navegando.',
    home: 'Voltar para o início',
  },
  {
    locale: 'es-AR',
    metaTitle: 'Página no encontrada',
    title: 'No encontramos esta página',
    description: 'Puede que la dirección haya cambiado o que la página ya no exista. Volvé al inicio para seguir navegando.',
    home: 'Volver al inicio',
  },
  {
    locale: 'en-US',
    metaTitle: 'Page not found',
    title: "We couldn't find this page",
    description: 'The address may have changed or the page no longer exists. Head back to the home page to keep browsing.',
    home: 'Back to home',
  },
];

/** The visible text of an HTML document: no scripts, no styles, no tags, entities of quotes decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

test.describe('a visitor (or a crawler) without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, metaTitle, title, description, home } of notFound) {
    test(`sees the ${locale} 404 page with its status, message and way home`, async ({ page }) => {
      const response = await page.goto(`/${locale}/sem-javascript-nao-existe`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${metaTitle} | Terralis`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: home })).toHaveAttribute('href', `/${locale}`);
      const html = (await response?.text()) ?? '';
      expect(html.match(/<meta name="robots" content="[^"]*"/g)).toEqual(['<meta name="robots" content="noindex"']);
    });
  }

  test('sees the 404 document for an address whose first segment is no locale', async ({ page }) => {
    // Dotted addresses skip the proxy, so the locale layout gets a segment that is no locale.
    for (const address of ['/wp-login.php', '/fr-FR/pagina.html']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText('Página não encontrada.')).toBeVisible();
      await expect(page.getByText('Page not found.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'English (US)' })).toHaveAttribute('href', '/en-US');
    }
  });

  test('sees the 404 page for a page that cannot be read and was never good: it is left out of its listing, the rest of the locale is served', async ({ page, request }) => {
    const slug = `e2e-broken-${Date.now().toString(36)}`;
    try {
      await publishPage('en-US', slug, BROKEN_PAGE);
      const response = await page.goto(`/en-US/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find this page");
      expect(await page.content()).not.toMatch(/not valid JSON|half a docu|\.e2e-content/);
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(slug);
      expect((await page.goto('/en-US'))?.status()).toBe(200);
    } finally {
      await unpublishPage('en-US', slug);
    }
  });

  test('sees the error page, with status 500, for a page listed while good and broken before anyone read it', async ({ page, request }) => {
    // A page that was never good (nothing earlier to fall back on): listed while valid, then broken.
    const slug = `e2e-broken-${Date.now().toString(36)}`;
    try {
      await publishPage('en-US', slug, { properties: { title: 'Soon broken', description: 'Listed, then broken.', translationKey: slug }, childNodes: [] });
      // The sitemap reads the listing: it now has the page, which nobody has read yet.
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`/en-US/${slug}`);
      await publishPage('en-US', slug, BROKEN_PAGE);

      const response = await page.goto(`/en-US/${slug}`);
      expect(response?.status()).toBe(500);
      await expect(page).toHaveTitle('Something went wrong | Terralis');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page.getByText("We couldn't load this page right now. Please try again in a moment.")).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/en-US/${slug}`);
      await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en-US');
      expect(await page.content()).not.toMatch(/not valid JSON|half a docu|\.e2e-content/);
    } finally {
      await unpublishPage('en-US', slug);
    }
  });
});

test('the served HTML of a 404 carries its message, not an empty error shell', async ({ request }) => {
  for (const { locale, title, description, home } of notFound) {
    const response = await request.get(`/${locale}/html-cru-nao-existe`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).not.toContain('__next_error__');
    const text = visibleText(html);
    for (const words of [title, description, home]) expect(text).toContain(words);
    expect(html).toContain(`<a href="/${locale}"`);
  }
});

for (const { locale, title, home } of notFound) {
  test(`an unknown path in ${locale} answers a localized 404`, async ({ page }) => {
    const response = await page.goto(`/${locale}/esta-pagina-nao-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Crawlers read the served HTML: exactly one robots tag there, saying noindex. (After hydration
    // Next sometimes repeats its own not-found robots tag in the DOM, vercel/next.js#79529.)
    const html = (await response?.text()) ?? '';
    expect(html.match(/<meta name="robots" content="[^"]*"/g)).toEqual(['<meta name="robots" content="noindex"']);
    await page.getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  });
}

test.describe('a browser in a language we do not serve', () => {
  test.use({ locale: 'fr-FR' });

  test('a path outside every locale goes to the pt-BR fallback and answers 404 there', async ({ page }) => {
    const response = await page.goto('/pagina-solta');
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/pt-BR/pagina-solta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Não encontramos esta página');
  });
});

test.describe('the root negotiates the locale from Accept-Language', () => {
  for (const [acceptLanguage, expected] of <const>[
    ['es-AR,es;q=0.9', '/es-AR'],
    ['es-ES,es;q=0.9', '/es-AR'],
    ['en-US,en;q=0.9', '/en-US'],
    ['pt-BR,pt;q=0.9', '/pt-BR'],
    ['fr-FR,fr;q=0.9', '/pt-BR'],
  ]) {
    test(`${acceptLanguage} -> ${expected}`, async ({ request }) => {
      const response = await request.get('/', { headers: { 'accept-language': acceptLanguage }, maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(expected);
    });
  }
});

test('unknown addresses cost the server nothing to keep: no render of theirs is stored', async ({ request }) => {
  const marker = `nada-aqui-${Date.now().toString(36)}`;
  for (let i = 0; i < 30; i++) {
    const response = await request.get(`/pt-BR/${marker}-${i}`);
    expect(response.status()).toBe(404);
  }
  // The e2e server's build directory (tests/e2e/support/start-server.mjs): Next keeps what it caches there.
  const stored = readdirSync(path.join(process.cwd(), '.e2e-next'), { recursive: true, encoding: 'utf8' }).filter((file) => file.includes(marker));
  expect(stored).toEqual([]);
  // Asked again, still a 404 (rendered again, not served from a stored copy).
  expect((await request.get(`/pt-BR/${marker}-0`)).status()).toBe(404);
});
