import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults, type FaultRule } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';
import { arrivals, sessionCookie } from './support/streamed-arrivals';

/**
 * The member's dashboard on /pt-BR/meu-impulso (issue 17, points dashboard, accumulated points,
 * campaign suggestion): each demo member's own view, the restricted page for João, the programme
 * failing or slow. Faults are global to the server, so they name Paula's calls only (no other
 * journey signs in as her) and are removed one by one.
 */

const PAGE = '/pt-BR/meu-impulso';
const DELAY_MS = 3_000;

/** Paula's id in the programme's paths: the base64 of her CPF, URL-encoded. */
const PAULA = encodeURIComponent(Buffer.from('13579246828').toString('base64'));
const paulaCalls = {
  member: `/loyalty/impulso-back/api/members/${PAULA}`,
  banner: `/impulso/api/banner/${PAULA}`,
  expiration: `/impulso/api/expiration/points/${PAULA}`,
  suggestion: `/impulso/api/campaign/suggestions-customer/${PAULA}`,
};

// These journeys set faults on Paula's calls: one after another.
test.describe.configure({ mode: 'serial' });

const faults = sandboxFaults();
/** A fault on one of Paula's calls, until the journey ends. */
const fault = (request: APIRequestContext, rule: FaultRule) => faults.add(request, { ...rule, times: 0 });

test.afterEach(async ({ request }) => {
  await faults.remove(request);
});

const dashboard = (page: Page) => page.getByRole('region', { name: 'Seus pontos Impulso' });
const card = (page: Page, name: string) => dashboard(page).getByRole('article', { name });

test('Ana, leader of a family group: the family banner, the group\'s stars, the balance leading to #resgate', async ({ page, consoleErrors, cspViolations }) => {
  await signInFrom(page, PAGE, 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Impulso' })).toBeVisible();
  await expect(dashboard(page).getByText('Família Ribeiro')).toBeVisible();
  await expect(dashboard(page).getByText('Você lidera este grupo e pode resgatar pontos por ele.')).toBeVisible();
  const level = card(page, 'Nível da família');
  await expect(level).toContainText('5 estrelas');
  await expect(level.getByRole('progressbar', { name: 'Progresso até 5 estrelas' })).toHaveAttribute('aria-valuetext', '5 de 5 estrelas');
  const balance = card(page, 'Pontos para resgatar');
  await expect(balance).toContainText(/\d{1,3}(\.\d{3})* pontos/);
  const redeem = balance.getByRole('link', { name: 'Ver sugestões de resgate' });
  await expect(redeem).toHaveAttribute('href', '#resgate');
  await expect(redeem).not.toHaveAttribute('target');
  await expect(card(page, 'Boletim do tempo')).toContainText('Rio Verde - GO');
  await expect(page.getByRole('region', { name: 'Pontos acumulados' })).toContainText('320.000 pontos acumulados no programa Impulso');
  await expect(page.getByText(/^SAFRA \d{2}\/\d{2}$/)).toBeVisible();

  // The balance's link goes to the page's redeem section, on this page.
  await redeem.click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}#resgate$`));
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('on a phone, every target of the portal is well spaced, in the sections below the fold too (WCAG 2.5.8, which Lighthouse checks)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInFrom(page, PAGE, 'ana.ribeiro@example.com.br');
  await expect(dashboard(page).getByText('Família Ribeiro')).toBeVisible();
  // The last widgets, far below the fold: rendered only when they near the viewport (content-visibility).
  await expect(page.getByRole('region', { name: 'Conteúdos para você' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Contatos' }).getByRole('listitem')).not.toHaveCount(0);
  // target-size is off in axe's defaults; measured on sections that are not rendered yet, their
  // content must not spill over the space they hold (onto the footer's links).
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('Carlos, outside any group: the redeem link opens the programme\'s page in a new tab, and his points expiring today are flagged', async ({ page, consoleErrors }) => {
  await signInFrom(page, PAGE, 'carlos.souza@example.com.br');
  await expect(dashboard(page).getByText('Olá, Carlos')).toBeVisible();
  await expect(dashboard(page).getByText('Grupo familiar')).toHaveCount(0);
  await expect(card(page, 'Seu nível')).toContainText('4 estrelas');
  await expect(card(page, 'Pontos a vencer')).toContainText(/\d{1,3}(\.\d{3})* pontos vencem hoje/);
  await expect(card(page, 'Pontos a vencer')).toContainText('3 anos');

  const link = card(page, 'Pontos para resgatar').getByRole('link', { name: 'Resgatar pontos (abre em uma nova aba)' });
  await expect(link).toHaveAttribute('target', '_blank');
  const [programme] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(programme).toHaveURL(/\/sandbox\/accounts\/programme\/pt-BR\/redeem$/);
  await expect(programme.getByRole('heading', { level: 1, name: 'Resgate seus pontos Impulso' })).toBeVisible();
  await programme.close();
  // The site stays where it was.
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  expect(consoleErrors).toEqual([]);
});

test('Paula: the points expiring within the next 45 days, none today', async ({ page }) => {
  await signInFrom(page, PAGE, 'paula.alves@example.com.br');
  const expiring = card(page, 'Pontos a vencer');
  await expect(expiring).toContainText(/\d{1,3}(\.\d{3})* pontos vencem nos próximos 38 dias/);
  await expect(expiring).not.toContainText('hoje');
});

test('João, without a programme account, gets the restricted-access page at /pt-BR/meu-impulso', async ({ page }) => {
  await signInFrom(page, PAGE, 'joao.lima@example.com.br');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page).toHaveTitle('Impulso | Acesso Restrito');
  await expect(page.getByRole('heading', { level: 1, name: 'Acesso Restrito' })).toBeVisible();
  await expect(page.getByText('Seus pontos Impulso')).toHaveCount(0);
  await expect(page.getByText('Pontos acumulados')).toHaveCount(0);
});

test('the programme failing on the member call: the error card replaces the dashboard, the rest of the page works, and the retry brings it back', async ({ page, request, consoleErrors, cspViolations }) => {
  await signInFrom(page, PAGE, 'paula.alves@example.com.br');
  await expect(dashboard(page).getByText('Olá, Paula')).toBeVisible();
  await fault(request, { path: paulaCalls.member, status: 503 });
  await page.reload();

  const alert = dashboard(page).getByRole('alert');
  await expect(alert).toContainText('Erro ao carregar as informações');
  await expect(dashboard(page).getByRole('article')).toHaveCount(0);
  // The card that reads the same summary fails on its own, with the spec's reload to /mi-impulso.
  await expect(page.getByRole('region', { name: 'Pontos acumulados' }).getByRole('link', { name: 'Recarregar página' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
  // The rest of the page works: its heading, the suggestion of another service, the account menu.
  await expect(page.getByRole('heading', { level: 1, name: 'Meu Impulso' })).toBeVisible();
  await expect(page.getByText(/^SAFRA \d{2}\/\d{2}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Minha conta: Paula' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The programme answers again: the retry, by keyboard, asks the server for the page again and the
  // dashboard fills in. The button works once hydrated (disabled in the server's markup until then).
  await faults.remove(request);
  const retry = alert.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeEnabled();
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(dashboard(page).getByText('Olá, Paula')).toBeVisible();
  await expect(card(page, 'Pontos a vencer')).toContainText('pontos vencem nos próximos 38 dias');
  // The button left with the error; the focus went to the widget's heading, not to the page's start.
  await expect(dashboard(page).getByRole('heading', { level: 2 })).toBeFocused();
  // The server read the failure and, on the retry, the programme again: no error, nothing against the CSP.
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('with the programme 3 s slow, the page sends its shell and heading at once, and each widget fills in after', async ({ page, context, request }) => {
  await signInFrom(page, PAGE, 'paula.alves@example.com.br');
  await expect(dashboard(page).getByText('Olá, Paula')).toBeVisible();
  const cookie = await sessionCookie(context);
  for (const path of Object.values(paulaCalls)) await fault(request, { path, delayMs: DELAY_MS });

  const { status, headers, at } = await arrivals(PAGE, cookie, {
    heading: /Seu programa Impulso/,
    skeleton: /Carregando seus pontos…/,
    dashboard: /Olá, Paula/,
    suggestion: /SAFRA \d{2}\/\d{2}/,
  });
  console.info(`streamed ${PAGE}: heading ${Math.round(at.heading!)} ms, skeleton ${Math.round(at.skeleton!)} ms, dashboard ${Math.round(at.dashboard!)} ms (programme delayed ${DELAY_MS} ms)`);
  expect(status).toBe(200);
  expect(headers['transfer-encoding']).toBe('chunked');
  expect(headers['cache-control']).toContain('no-store');
  expect(at.heading).toBeLessThan(1_000);
  expect(at.skeleton).toBeLessThan(1_000);
  expect(at.dashboard).toBeGreaterThanOrEqual(DELAY_MS);
  expect(at.suggestion).toBeGreaterThanOrEqual(DELAY_MS);

  // In the browser: the heading and the spinner first, then the dashboard in its place.
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Seu programa Impulso' })).toBeVisible();
  await expect(dashboard(page).getByRole('status')).toHaveText('Carregando seus pontos…');
  await expect(dashboard(page).getByText('Olá, Paula')).toBeVisible({ timeout: DELAY_MS + 10_000 });
  await expect(dashboard(page).getByRole('status')).toHaveCount(0);
});
