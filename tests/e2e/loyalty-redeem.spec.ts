import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { signInFrom } from './support/sign-in';

// Faults are global to the server: these journeys run one after another. Redemptions stay in the
// sandbox for the server's life, so each journey reads the balance first and finds its own request
// by a note of its own.
test.describe.configure({ mode: 'serial' });

const PAGE = '/pt-BR/meu-impulso';
/** Ana's member id at the programme (base64 of her CPF, URL-encoded): the redemption endpoint's path. */
const ANA_REDEMPTIONS = '/impulso/api/redemptions/MTIzNDU2Nzg5MDk%3D';

const grouped = new Intl.NumberFormat('pt-BR', { useGrouping: 'always', maximumFractionDigits: 0 });
const points = (amount: number) => `${grouped.format(amount)} pontos`;
const noteOf = (journey: string) => `${journey} ${Date.now()}`;

const faults = sandboxFaults();
const fault = faults.add;

test.afterEach(async ({ request }) => {
  await faults.remove(request);
});

/** The member route's redeemable points, as every widget reads them (the browser's session). */
async function redeemablePoints(page: Page): Promise<number> {
  const response = await page.request.get('/api/loyalty/member');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { member: { orbiaPoints: number } }).member.orbiaPoints;
}

/** The flow's section at #resgate (while a streamed page swaps its skeleton out, React briefly holds the block in a hidden copy). */
const redeemSection = (page: Page) => page.getByRole('region', { name: 'Resgate de pontos', exact: true });

/** Signed in on the redeem page, the flow live (its Continue button submits once its code runs). */
async function openFlow(page: Page, email: string): Promise<Locator> {
  await signInFrom(page, PAGE, email);
  await expect(page).toHaveURL(/\/pt-BR\/meu-impulso$/);
  const flow = redeemSection(page);
  await expect(flow).toHaveAttribute('id', 'resgate');
  // Lower on the page: its code loads as it comes near the screen (scrolled to as the dashboard's
  // #resgate link does; again if the streamed section was swapped in meanwhile).
  await expect(async () => {
    await page.evaluate(() => document.getElementById('resgate')?.scrollIntoView());
    await expect(flow.getByRole('button', { name: 'Continuar' })).toHaveAttribute('type', 'submit', { timeout: 1_000 });
  }).toPass();
  return flow;
}

const next = (flow: Locator) => flow.getByRole('button', { name: 'Continuar' }).click();

/** Every step up to the review. */
async function fillUpToReview(flow: Locator, { kind, amount, recipient, note }: { kind: string; amount: string; recipient: string; note: string }) {
  await flow.getByRole('radio', { name: kind, exact: true }).check();
  await next(flow);
  await flow.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' }).fill(amount);
  await next(flow);
  await flow.getByRole('radio', { name: recipient, exact: true }).check();
  await next(flow);
  await flow.getByRole('textbox', { name: 'Observação (opcional)' }).fill(note);
  await next(flow);
  const review = flow.getByRole('form', { name: 'Revisão' });
  await expect(review).toBeVisible();
  return review;
}

/** This journey's request in the list (by its note). */
const requestWith = (flow: Locator, note: string) => flow.getByRole('region', { name: 'Seus pedidos de resgate' }).getByRole('listitem').filter({ hasText: note });

test('Ana redeems for her group: after a double click the request shows Submitted and the balance drops once, also after a reload', async ({ page, consoleErrors }) => {
  const flow = await openFlow(page, 'ana.ribeiro@example.com.br');
  const before = await redeemablePoints(page);
  expect(before).toBeGreaterThan(100);
  await expect(flow.getByTestId('redeemable-points')).toHaveText(points(before));

  const note = noteOf('Grupo');
  const review = await fillUpToReview(flow, { kind: 'Tradicional 100%', amount: '25', recipient: 'Para o grupo Família Ribeiro', note });
  await expect(review).toContainText('Para o grupo Família Ribeiro');
  await expect(review).toContainText(points(before - 25));
  await expectNoSeriousViolations(page);
  await review.getByRole('button', { name: 'Confirmar resgate' }).dblclick();

  await expect(flow.getByRole('heading', { name: 'Pedido de resgate enviado' })).toBeVisible();
  await expect(flow.getByTestId('redeemable-points')).toHaveText(points(before - 25));
  const request = requestWith(flow, note);
  await expect(request).toHaveCount(1);
  await expect(request).toContainText('Tradicional 100%');
  await expect(request).toContainText('25 pontos');
  await expect(request).toContainText('Para o grupo');
  await expect(request).toContainText('Situação: Enviado');
  expect(await redeemablePoints(page)).toBe(before - 25);
  // The page's points dashboard, rendered by the server, shows the new balance too: the flow asks the
  // server for the page again (a whole page's render, slower than the assertion's usual 5 s on a busy machine).
  await expect(page.getByRole('region', { name: 'Seus pontos Impulso' }).getByRole('article', { name: 'Pontos para resgatar' })).toContainText(points(before - 25), {
    timeout: 15_000,
  });

  await page.reload();
  await expect(redeemSection(page).getByTestId('redeemable-points')).toHaveText(points(before - 25));
  await expect(requestWith(redeemSection(page), note)).toHaveCount(1);
  // Nothing was kept to resume: the live flow starts over at the first step.
  await expect(redeemSection(page).getByRole('button', { name: 'Continuar' })).toHaveAttribute('type', 'submit');
  await expect(redeemSection(page).getByRole('radio', { name: 'Tradicional 100%' })).not.toBeChecked();
  expect(await redeemablePoints(page)).toBe(before - 25);
  expect(consoleErrors).toEqual([]);
});

test('Lucas, in the group but not its leader, has no group option', async ({ page, consoleErrors }) => {
  const flow = await openFlow(page, 'lucas.ribeiro@example.com.br');
  await flow.getByRole('radio', { name: 'Dinheiro adicional', exact: true }).check();
  await next(flow);
  await flow.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' }).fill('1');
  await next(flow);
  const recipients = flow.getByRole('group', { name: 'Para quem é o resgate?' }).getByRole('radio');
  await expect(recipients).toHaveCount(1);
  await expect(recipients).toHaveAccessibleName('Para mim');
  await expect(recipients).toBeChecked();
  await expect(flow.getByText(/Para o grupo/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('an amount above the balance is refused with a clear message, at the field, by keyboard', async ({ page, consoleErrors }) => {
  const flow = await openFlow(page, 'carlos.souza@example.com.br');
  const balance = await redeemablePoints(page);
  await flow.getByRole('radio', { name: 'Tradicional 50%' }).check();
  await page.keyboard.press('Enter');
  const amount = flow.getByRole('textbox', { name: 'Quantos pontos você quer resgatar?' });
  await amount.fill(String(balance + 1));
  await amount.press('Enter');
  await expect(flow.getByText(`Esse valor é maior que os seus pontos disponíveis: você pode resgatar até ${points(balance)}.`)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();
  await expect(flow.getByRole('form', { name: 'Quantidade' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Within the balance it goes on, written with the dot.
  await amount.fill(String(balance));
  await amount.press('Enter');
  await expect(flow.getByRole('group', { name: 'Para quem é o resgate?' })).toBeVisible();
  await flow.getByRole('button', { name: 'Voltar' }).click();
  await expect(amount).toHaveValue(grouped.format(balance));
  expect(await redeemablePoints(page)).toBe(balance);
  expect(consoleErrors).toEqual([]);
});

test('an upstream failure on the send shows an error and keeps the inputs; the retry redeems once', async ({ page, request, consoleErrors }) => {
  const flow = await openFlow(page, 'ana.ribeiro@example.com.br');
  const before = await redeemablePoints(page);
  const note = noteOf('Falha');
  const review = await fillUpToReview(flow, { kind: 'Recompensas de fidelidade', amount: '30', recipient: 'Para mim', note });
  await fault(request, { path: ANA_REDEMPTIONS, method: 'POST', status: 503, times: 1 });
  await review.getByRole('button', { name: 'Confirmar resgate' }).click();

  await expect(review.getByRole('alert')).toContainText('Não foi possível enviar o seu resgate');
  await expect(review).toContainText('Recompensas de fidelidade');
  await expect(review).toContainText('30 pontos');
  await expect(review).toContainText(note);
  expect(await redeemablePoints(page)).toBe(before);
  await expect(requestWith(flow, note)).toHaveCount(0);

  await review.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(flow.getByRole('heading', { name: 'Pedido de resgate enviado' })).toBeVisible();
  await expect(flow.getByTestId('redeemable-points')).toHaveText(points(before - 30));
  await expect(requestWith(flow, note)).toHaveCount(1);
  await expect(requestWith(flow, note)).toContainText('Situação: Enviado');
  expect(await redeemablePoints(page)).toBe(before - 30);
  // The failed send is the only error the page logged.
  expect(consoleErrors.filter((error) => !error.includes('502'))).toEqual([]);
});

test('a reload while the send is on its way brings the review back under the same attempt: the points go once', async ({ page, request }) => {
  const flow = await openFlow(page, 'ana.ribeiro@example.com.br');
  const before = await redeemablePoints(page);
  const note = noteOf('Recarga');
  const review = await fillUpToReview(flow, { kind: 'Dinheiro adicional', amount: '40', recipient: 'Para mim', note });
  await fault(request, { path: ANA_REDEMPTIONS, method: 'POST', delayMs: 2_000, times: 1 });
  await review.getByRole('button', { name: 'Confirmar resgate' }).click();
  await expect(review.getByRole('button', { name: 'Enviando…' })).toBeVisible();
  await page.reload();

  const resumed = redeemSection(page).getByRole('form', { name: 'Revisão' });
  await expect(resumed).toContainText('Você tinha um pedido de resgate não concluído');
  await expect(resumed).toContainText(note);
  await expect(resumed).toContainText('40 pontos');
  // The first send reached the programme before the page went away, and it took the points.
  await expect.poll(() => redeemablePoints(page), { timeout: 10_000 }).toBe(before - 40);

  // Sending the kept attempt again (its key) answers that same request: nothing more is taken.
  await expect(resumed.getByRole('button', { name: 'Confirmar resgate' })).toHaveAttribute('type', 'submit');
  await resumed.getByRole('button', { name: 'Confirmar resgate' }).click();
  await expect(redeemSection(page).getByRole('heading', { name: 'Pedido de resgate enviado' })).toBeVisible();
  await expect(requestWith(redeemSection(page), note)).toHaveCount(1);
  expect(await redeemablePoints(page)).toBe(before - 40);
  await page.reload();
  await expect(requestWith(redeemSection(page), note)).toHaveCount(1);
  await expect(redeemSection(page).getByRole('form', { name: 'Revisão' })).toHaveCount(0);
});
