import type { Locator, Page, Request } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

/**
 * The member's services, contacts and topics on /pt-BR/mi-impulso, and the featured services on
 * /pt-BR/impulso-sementes/servicos: what each demo account sees (loyalty spec §2, §5).
 */
const benefits = '/pt-BR/mi-impulso';
const seedServices = '/pt-BR/impulso-sementes/servicos';

async function signInTo(page: Page, path: string, email: string) {
  await signInFrom(page, path, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const services = (page: Page, name = 'Serviços recomendados para você') => page.getByRole('region', { name });
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/**
 * Ends once the browser has read the server's new render of `path` (Next's `router.refresh()`: an
 * RSC request for the page). Next cancels the copies of the answer it keeps no use for, which at
 * times ends the request as aborted rather than finished: either way it is over.
 */
function pageRefreshed(page: Page, path: string): Promise<void> {
  return new Promise((resolve) => {
    const ended = (request: Request) => {
      if (request.headers()['rsc'] !== '1' || new URL(request.url()).pathname !== path) return;
      page.off('requestfinished', ended).off('requestfailed', ended);
      resolve();
    };
    page.on('requestfinished', ended).on('requestfailed', ended);
  });
}

/** A card's cover comes from its address, lazily: it has loaded once the card is scrolled to. */
async function expectCoverLoaded(item: Locator) {
  const cover = item.locator('img');
  await expect(cover).toHaveAttribute('loading', 'lazy');
  await expect(cover).toHaveAttribute('src', /^\/sandbox\/loyalty\/imagens\/[a-z]+-\d+\.svg$/);
  await cover.scrollIntoViewIfNeeded();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBe(320);
}

test('Lucas, in Ana’s group but not its leader, sees "Acessar" on every service, free ones too', async ({ page, consoleErrors, cspViolations }) => {
  await signInTo(page, benefits, 'lucas.ribeiro@example.com.br');
  const list = services(page);
  await expect(list.getByRole('listitem')).toHaveCount(8);
  await expect(list.getByRole('link', { name: /^Acessar: / })).toHaveCount(8);
  await expect(list.getByRole('link', { name: /^Resgatar agora/ })).toHaveCount(0);
  // A cost of 0 or less is free.
  await expect(card(page, 'Guia digital da safra')).toContainText('Grátis');
  await expect(card(page, 'Webinar de manejo de plantas daninhas')).toContainText('Grátis');
  // Current and previous cost.
  await expect(card(page, 'Análise de solo completa').getByText('2.500 pontos')).toBeVisible();
  await expect(card(page, 'Análise de solo completa').locator('del')).toContainText('3.000 pontos');
  await expectCoverLoaded(card(page, 'Análise de solo completa'));
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('Ana, the group leader, sees "Resgatar agora" where her points cover the cost and "Acessar" above it', async ({ page, consoleErrors }) => {
  await signInTo(page, benefits, 'ana.ribeiro@example.com.br');
  const list = services(page);
  // Her 48.500 points cover every service of page 1.
  await expect(list.getByRole('link', { name: /^Resgatar agora: / })).toHaveCount(8);
  const soil = list.getByRole('link', { name: /^Resgatar agora: Análise de solo completa/ });
  await expect(soil).toHaveAttribute('href', 'https://loja.impulso.example/servicos/1');
  await expect(soil).toHaveAttribute('target', '_blank');

  await list.getByRole('button', { name: 'Ver mais serviços' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(14);
  await expect(list.getByRole('link', { name: /^Acessar: Viagem técnica ao Show Rural/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Acessar: Imersão em agricultura digital/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Resgatar agora: Mentoria de sucessão familiar/ })).toBeVisible();
  // Focus moves to the first service 'see more' brought; the last page has no 'see more'.
  await expect(list.getByRole('link', { name: /Assinatura de previsão do tempo/ })).toBeFocused();
  await expect(list.getByRole('button', { name: 'Ver mais serviços' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the contacts’ "see more" opens its modal by keyboard and Escape closes it, focus back on the button', async ({ page }) => {
  await signInTo(page, benefits, 'ana.ribeiro@example.com.br');
  const contacts = page.getByRole('region', { name: 'Contatos' });
  await expect(contacts.getByRole('heading', { level: 3 })).toHaveText(['Central Impulso', 'Fernanda Lima', 'Rafael Costa']);
  const seeMore = contacts.getByRole('button', { name: 'Ver mais sobre Fernanda Lima' });
  // Reached by Tab from the card's last link, once the page is live (until then it is disabled).
  await expect(seeMore).toBeEnabled();
  await card(page, 'Fernanda Lima').getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(seeMore).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Fernanda Lima' });
  await expect(dialog.getByRole('link', { name: 'fernanda.lima@impulso.example' })).toHaveAttribute('href', 'mailto:fernanda.lima@impulso.example');
  await expect(dialog.getByRole('link', { name: '(64) 99912-3344 (abre em uma nova aba)' })).toHaveAttribute('href', 'https://wa.me/5564999123344');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(seeMore).toBeFocused();
});

test.describe('topics of interest', () => {
  test('show at most 4 articles with their overlines; the interests sheet refuses none and saves a choice', async ({ page, consoleErrors }) => {
    // Lucas, not Paula: the dashboard's journeys make Paula's programme calls fail or slow while they run beside this one.
    await signInTo(page, benefits, 'lucas.ribeiro@example.com.br');
    const topics = page.getByRole('region', { name: 'Conteúdos para você' });
    await expect(topics.getByRole('listitem')).toHaveCount(4);
    await expect(topics.getByRole('listitem').locator('p').first()).toHaveText('MERCADO');
    for (const overline of ['CLIMA', 'TECNOLOGIA', 'MILHO']) await expect(topics.getByText(overline, { exact: true })).toBeVisible();
    await expectCoverLoaded(topics.getByRole('listitem').first());

    const edit = topics.getByRole('button', { name: 'Editar interesses' });
    await edit.click();
    const sheet = page.getByRole('dialog', { name: 'Seus interesses' });
    // Lucas's saved themes.
    for (const name of ['Milho', 'Centro-Oeste', 'Tecnologia']) await expect(sheet.getByRole('checkbox', { name })).toBeChecked();
    for (const name of ['Milho', 'Centro-Oeste', 'Tecnologia']) await sheet.getByRole('checkbox', { name }).uncheck();
    await sheet.getByRole('button', { name: 'Salvar interesses' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Selecione ao menos 1 item da lista abaixo');

    await sheet.getByRole('checkbox', { name: 'Café' }).check();
    // A save asks the server for the page again, whose cards follow the new interests.
    const refreshed = pageRefreshed(page, benefits);
    await sheet.getByRole('button', { name: 'Salvar interesses' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(topics.getByRole('status')).toHaveText('Seus interesses foram salvos.');
    await expect(edit).toBeFocused();
    // The status and the focus outlast the refreshed page.
    await refreshed;
    await expect(topics.getByRole('listitem')).toHaveCount(4);
    await expect(topics.getByRole('status')).toHaveText('Seus interesses foram salvos.');
    await expect(edit).toBeFocused();

    // Saved in the programme: after a reload the sheet opens on the new choice.
    await page.reload();
    await page.getByRole('region', { name: 'Conteúdos para você' }).getByRole('button', { name: 'Editar interesses' }).click();
    await expect(sheet.getByRole('checkbox', { name: 'Café' })).toBeChecked();
    await expect(sheet.getByRole('checkbox', { name: 'Milho' })).not.toBeChecked();

    // Lucas's choice as it was, as he would set it back (resetting the programme's sandbox would
    // also undo what journeys running beside this one redeem).
    for (const name of ['Milho', 'Centro-Oeste', 'Tecnologia']) await sheet.getByRole('checkbox', { name }).check();
    await sheet.getByRole('checkbox', { name: 'Café' }).uncheck();
    await sheet.getByRole('button', { name: 'Salvar interesses' }).click();
    await expect(sheet).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('Carlos sees the featured services by his points, and no topics until he has chosen interests', async ({ page, consoleErrors }) => {
  await signInTo(page, seedServices, 'carlos.souza@example.com.br');
  const list = services(page, 'Serviços em destaque para Impulso Sementes');
  await expect(list.getByRole('listitem')).toHaveCount(8);
  // 9.870 points, outside any group.
  await expect(list.getByRole('link', { name: /^Resgatar agora: Diagnóstico de nematoides/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Acessar: Consultoria agronômica \(4 visitas\)/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(benefits);
  await expect(services(page).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Contatos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conteúdos para você' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
