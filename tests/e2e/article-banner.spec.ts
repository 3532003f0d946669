import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAtProvider } from './support/sign-in';

/**
 * The article banner on each locale's articles page (discovery spec §2, §4, §5). The page is cached
 * for everyone, so the banner decides in the browser: a visitor is sent to sign in with
 * `redirectUrl` = this page and its query, and comes back to it; a signed-in member opens the
 * interests (themes) picker, which needs at least 1 item.
 */
const QUERY = '?utm_source=newsletter&utm_campaign=safra';

const pages = [
  {
    locale: 'pt-BR',
    path: '/pt-BR/artigos',
    signedOut: { heading: 'Receba os conteúdos que importam para a sua lavoura', cta: 'Entrar e escolher temas' },
  },
  {
    locale: 'es-AR',
    path: '/es-AR/articulos',
    signedOut: { heading: 'Recibí los contenidos que importan para tu campo', cta: 'Ingresar y elegir temas' },
  },
  {
    locale: 'en-US',
    path: '/en-US/articles',
    signedOut: { heading: 'Get the content that matters for your fields', cta: 'Sign in and pick topics' },
  },
] as const;

const banner = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/**
 * Brings the banner near the screen, where its island goes live (until then the page shows the
 * server's visitors' copy). Found by its text, which both copies keep in the page whichever shows.
 */
async function reachBanner(page: Page, text: string) {
  // Again until it holds: the island going live (on a signed-in return, at once) can swap the
  // markup out while the scroll waits for it to be stable.
  await expect(async () => {
    await page.locator('section[aria-labelledby]').filter({ hasText: text }).scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
}

for (const { locale, path, signedOut } of pages) {
  test(`${locale}: a visitor's sign-in link carries the page and its query in redirectUrl`, async ({ page, consoleErrors, cspViolations }) => {
    await page.goto(`${path}${QUERY}`);
    // The server's link (it works without script) comes back to the page's path; the browser's adds the query.
    await reachBanner(page, signedOut.heading);
    const region = banner(page, signedOut.heading);
    const link = region.getByRole('link', { name: signedOut.cta });
    await expect(link).toHaveAttribute('href', `/${locale}/login?redirectUrl=${encodeURIComponent(`${path}${QUERY}`)}`);
    await expectNoSeriousViolations(page);

    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === `/${locale}/login` && url.searchParams.get('redirectUrl') === `${path}${QUERY}`);
    // The login page hands the same place on to the sign-in.
    const signIn = page.locator('a[href^="/api/auth/login"]');
    const state = new URL((await signIn.getAttribute('href'))!, 'http://site.invalid').searchParams.get('state');
    expect(JSON.parse(state!)).toEqual({ redirectUri: `${path}${QUERY}` });
    expect(consoleErrors).toEqual([]);
    expect(cspViolations).toEqual([]);
  });
}

test('pt-BR: a visitor signs in from the banner, comes back to the page, and picks themes (at least 1)', async ({ page, consoleErrors, cspViolations }) => {
  const [{ path, signedOut }] = pages;
  await page.goto(`${path}${QUERY}`);
  await reachBanner(page, signedOut.heading);
  const visitors = banner(page, signedOut.heading);
  const link = visitors.getByRole('link', { name: signedOut.cta });
  await expect(link).toHaveAttribute('href', /redirectUrl=%2Fpt-BR%2Fartigos%3Futm_source/);
  await link.click();
  await page.locator('a[href^="/api/auth/login"]').click();
  // Ana: a programme member (her saved themes: Soja, Milho, Centro-Oeste, Mercado, Clima).
  await signInAtProvider(page, 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === `${path}${QUERY}`);

  await reachBanner(page, signedOut.heading);
  const members = banner(page, 'Escolha os temas que você quer acompanhar');
  await expect(members.getByRole('link')).toHaveCount(0);
  const choose = members.getByRole('button', { name: 'Escolher temas' });
  await choose.click();
  const sheet = page.getByRole('dialog', { name: 'Seus interesses' });
  const saved = ['Soja', 'Milho', 'Centro-Oeste', 'Mercado', 'Clima'];
  for (const name of saved) await expect(sheet.getByRole('checkbox', { name })).toBeChecked();

  // None ticked is refused.
  for (const name of saved) await sheet.getByRole('checkbox', { name }).uncheck();
  await sheet.getByRole('button', { name: 'Salvar interesses' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('Selecione ao menos 1 item da lista abaixo');

  // One is enough.
  await sheet.getByRole('checkbox', { name: 'Café' }).check();
  await expect(sheet.getByRole('alert')).toHaveText('');
  await sheet.getByRole('button', { name: 'Salvar interesses' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(members.getByRole('status')).toHaveText('Pronto! Seus temas de interesse foram salvos. Vamos usá-los para sugerir conteúdos para você.');
  await expect(choose).toBeFocused();

  // Saved in the programme: after a reload the picker opens on the new choice.
  await page.reload();
  await reachBanner(page, signedOut.heading);
  await banner(page, 'Escolha os temas que você quer acompanhar').getByRole('button', { name: 'Escolher temas' }).click();
  await expect(sheet.getByRole('checkbox', { name: 'Café' })).toBeChecked();
  await expect(sheet.getByRole('checkbox', { name: 'Soja' })).not.toBeChecked();
  await expectNoSeriousViolations(page);

  // Ana's choice as it was, as she would set it back (resetting the programme's sandbox would also
  // undo what journeys running beside this one redeem).
  for (const name of saved) await sheet.getByRole('checkbox', { name }).check();
  await sheet.getByRole('checkbox', { name: 'Café' }).uncheck();
  await sheet.getByRole('button', { name: 'Salvar interesses' }).click();
  await expect(sheet).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});
