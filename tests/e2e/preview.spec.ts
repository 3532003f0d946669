import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentDir } from './support/demo-pages';
import { expect, test } from './support/fixtures';
import { publishPage, unpublishPage } from './support/publish';

const titleOf = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), 'utf8')).properties.title as string;
const publishedTitle = titleOf('pt-BR/campanhas.json');
const draftTitle = titleOf('pt-BR/campanhas.draft.json');
const draftOnlyTitle = titleOf('pt-BR/lancamento-safra-2027.draft.json');
const secret = 'sandbox-preview-secret';

test('drafts are invisible without preview', async ({ page }) => {
  await page.goto('/pt-BR/campanhas');
  await expect(page).toHaveTitle(`${publishedTitle} | Terralis`);
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
  expect((await page.goto('/pt-BR/lancamento-safra-2027'))?.status()).toBe(404);
});

test('the preview link refuses a wrong or missing secret, bad paths and missing pages', async ({ request }) => {
  expect((await request.get('/api/preview?path=/pt-BR/campanhas', { maxRedirects: 0 })).status()).toBe(401);
  expect((await request.get('/api/preview?secret=wrong-secret-value&path=/pt-BR/campanhas', { maxRedirects: 0 })).status()).toBe(401);
  const offsite = await request.get(`/api/preview?secret=${secret}&path=https://evil.example/pt-BR`, { maxRedirects: 0 });
  expect(offsite.status()).toBe(400);
  expect(await offsite.json()).toMatchObject({ error: 'invalid_request' });
  expect((await request.get(`/api/preview?secret=${secret}&path=//evil.example`, { maxRedirects: 0 })).status()).toBe(400);
  expect((await request.get(`/api/preview?secret=${secret}&path=/pt-BR/nao-existe`, { maxRedirects: 0 })).status()).toBe(404);
});

test('preview shows drafts with the preview bar on every page, and the exit form ends it', async ({ page, context }) => {
  await page.goto(`/api/preview?secret=${secret}&path=/pt-BR/campanhas/`);
  expect(new URL(page.url()).pathname).toBe('/pt-BR/campanhas');
  await expect(page).toHaveTitle(`${draftTitle} | Terralis`);
  const bar = page.getByTestId('preview-bar');
  await expect(bar).toContainText('Modo de pré-visualização');
  await expect(bar).toContainText('Rascunho');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // A page that exists only as a draft, and a published page: the bar follows the editor everywhere.
  await page.goto('/pt-BR/lancamento-safra-2027');
  await expect(page).toHaveTitle(`${draftOnlyTitle} | Terralis`);
  await page.goto('/pt-BR');
  await expect(page.getByTestId('preview-bar')).toBeVisible();
  await expect(page.getByTestId('preview-bar')).not.toContainText('Rascunho');

  await page.goto('/pt-BR/campanhas');
  await page.getByRole('button', { name: 'Sair da pré-visualização' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/campanhas$/);
  await expect(page).toHaveTitle(`${publishedTitle} | Terralis`);
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === '__prerender_bypass')).toBeUndefined();
});

test.describe('a block the site cannot render', () => {
  // Published into the server's live content copy, under a new path each run (support/publish.ts).
  const slug = `e2e-broken-block-${Date.now()}`;
  test.beforeAll(() =>
    publishPage(
      'es-AR',
      slug,
      {
        properties: { title: 'Página con un bloque roto', description: 'Un bloque desconocido no rompe la página.', translationKey: slug },
        childNodes: [
          { id: 'intro', resourceType: 'rich-text', props: { html: '<p>Texto que sí se ve.</p>' } },
          { id: 'legacy', resourceType: 'legacy-carousel', props: {} },
          { id: 'hero', resourceType: 'hero-banner', props: { title: 'Sin imagen' } },
        ],
      },
    ),
  );
  test.afterAll(() => unpublishPage('es-AR', slug));

  test('is left out for visitors and shown to editors with the reason in preview', async ({ page }) => {
    expect((await page.goto(`/es-AR/${slug}`))?.status()).toBe(200);
    await expect(page.getByText('Texto que sí se ve.')).toBeVisible();
    await expect(page.locator('[data-block-warning]')).toHaveCount(0);
    await expect(page.getByText('Sin imagen')).toHaveCount(0);

    await page.goto(`/api/preview?secret=${secret}&path=/es-AR/${slug}`);
    await expect(page.getByText('Texto que sí se ve.')).toBeVisible();
    const warnings = page.locator('[data-block-warning]');
    await expect(warnings).toHaveCount(2);
    await expect(warnings.nth(0)).toContainText('Bloque omitido para los visitantes: legacy-carousel');
    await expect(warnings.nth(0)).toContainText('unknown resource type "legacy-carousel"');
    await expect(warnings.nth(1)).toContainText('hero-banner');
    await expect(warnings.nth(1)).toContainText('image');
  });
});
