import type { Page } from '@playwright/test';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';

/**
 * The weather video player and the video gallery (discovery spec §5, §7, §9) against the sandbox's
 * YouTube playlists (lib/upstreams/youtube/sandbox/playlists.ts): the region kept in the
 * `user-region` cookie, previous/next wrapping, and YouTube reached only after play is pressed.
 */
const PAGE = '/pt-BR/ferramentas/previsao-do-tempo-em-video';
/** The controls work once React has hydrated. */
const hydrated = { waitUntil: 'networkidle' } as const;

const CO_FIRST = 'Centro-Oeste: início do período chuvoso libera o plantio da soja em Mato Grosso e Goiás';
const CO_LAST = 'Centro-Oeste: balanço do mês';
const CO_SECOND = 'Mato Grosso do Sul: temporais com granizo no sul do estado';
const SUL_FIRST = 'Previsão do tempo Sul: frente fria traz chuva forte e queda de temperatura no Rio Grande do Sul e em Santa Catarina';

const youtubeHosts = /^https:\/\/([^/]+\.)?(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)\//;

/** Nothing leaves the machine: every https request is aborted, and the ones to YouTube are recorded. */
async function blockTheInternet(page: Page) {
  const youtubeRequests: string[] = [];
  page.on('request', (request) => {
    if (youtubeHosts.test(request.url())) youtubeRequests.push(request.url());
  });
  await page.route('https://**', (route) => route.abort());
  return youtubeRequests;
}

const player = (page: Page) => page.getByRole('region', { name: 'Previsão do tempo por região' });
const gallery = (page: Page) => page.getByRole('region', { name: 'Boletins do Centro-Oeste' });

const faults = sandboxFaults();
test.afterEach(({ request }) => faults.remove(request));

test('the player shows a poster first and loads YouTube only when play is pressed', async ({ page, consoleErrors, cspViolations }) => {
  const youtubeRequests = await blockTheInternet(page);
  await page.goto(PAGE, hydrated);
  const section = player(page);
  await expect(section.getByRole('combobox', { name: 'Região' })).toHaveValue('Centro-Oeste');
  await expect(section.getByRole('heading', { level: 3, name: CO_FIRST })).toBeVisible();
  await expect(section.getByText('Hoje')).toBeVisible();
  const play = section.getByRole('button', { name: `Assistir: ${CO_FIRST}` });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtubeRequests).toEqual([]);

  await play.click();
  const frame = section.locator(`iframe[title="Vídeo do YouTube: ${CO_FIRST}"]`);
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/wxCOE-00001?autoplay=1&rel=0');
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => youtubeRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("the page's HTML has the default region's first video, poster and all, with no script run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const section = player(page);
  await expect(section.getByRole('heading', { level: 3, name: CO_FIRST })).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Região' })).toHaveValue('Centro-Oeste');
  await expect(section.locator('img')).toHaveJSProperty('naturalWidth', 640);
  await expect(gallery(page).getByRole('heading', { level: 3 })).toBeVisible();
  await context.close();
});

test('previous and next wrap; a new region starts at its first video and is kept in the user-region cookie', async ({ page, context }) => {
  await blockTheInternet(page);
  await page.goto(PAGE, hydrated);
  const section = player(page);
  await expect(section.getByText('Vídeo 1 de 5')).toBeVisible();
  await section.getByRole('button', { name: 'Vídeo anterior' }).click();
  await expect(section.getByRole('heading', { level: 3, name: CO_LAST })).toBeVisible();
  await expect(section.getByText('Vídeo 5 de 5')).toBeVisible();
  await section.getByRole('button', { name: 'Próximo vídeo' }).click();
  await expect(section.getByText('Vídeo 1 de 5')).toBeVisible();
  await section.getByRole('button', { name: 'Próximo vídeo' }).click();
  await expect(section.getByRole('heading', { level: 3, name: CO_SECOND })).toBeVisible();

  await section.getByRole('combobox', { name: 'Região' }).selectOption('Sul');
  await expect(section.getByRole('heading', { level: 3, name: SUL_FIRST })).toBeVisible();
  await expect(section.getByText('Vídeo 1 de 4')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'user-region')?.value).toBe('Sul');

  // The region is remembered on the next visit.
  await page.reload(hydrated);
  await expect(player(page).getByRole('combobox', { name: 'Região' })).toHaveValue('Sul');
  await expect(player(page).getByRole('heading', { level: 3, name: SUL_FIRST })).toBeVisible();
});

test('the gallery wraps around its videos', async ({ page }) => {
  await blockTheInternet(page);
  await page.goto(PAGE, hydrated);
  const section = gallery(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Vídeo 1 de 5')).toBeVisible();
  await section.getByRole('button', { name: 'Vídeo anterior' }).click();
  await expect(section.getByRole('heading', { level: 3, name: CO_LAST })).toBeVisible();
  await section.getByRole('button', { name: 'Próximo vídeo' }).click();
  await expect(section.getByRole('heading', { level: 3, name: CO_FIRST })).toBeVisible();
});

test('a playlist YouTube cannot answer shows the error, and the retry loads it', async ({ page, request }) => {
  await blockTheInternet(page);
  await faults.add(request, { path: '/youtube/v3/playlistItems', query: { playlistId: 'PLclima-norte' }, status: 503, times: 0 });
  await page.goto(PAGE, hydrated);
  const section = player(page);
  await section.getByRole('combobox', { name: 'Região' }).selectOption('Norte');
  await expect(section.getByText('Não foi possível carregar os vídeos')).toBeVisible();
  await faults.remove(request);
  await section.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(section.getByRole('heading', { level: 3, name: 'Norte: pancadas diárias no Amazonas e no Pará' })).toBeVisible();
});
