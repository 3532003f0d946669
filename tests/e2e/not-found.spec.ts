import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';

const notFound = [
  { locale: 'pt-BR', title: 'Não encontramos esta página', home: 'Voltar para o início' },
  { locale: 'es-AR', title: 'No encontramos esta página', home: 'Volver al inicio' },
  { locale: 'en-US', title: "We couldn't find this page", home: 'Back to home' },
];

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
