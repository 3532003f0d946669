import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';

/**
 * The Impulso rewards calculator (marketing spec §2, §4, §5, §9) on its three pages, against the
 * sandbox's rewards catalogue: a partner flow and a direct flow with the maximum-reached alert.
 */
// One after another: the failure journey sets a fault on the catalogue every journey here reads.
test.describe.configure({ mode: 'serial' });

const CALCULATOR = '/pt-BR/ferramentas/calculadora-de-recompensas';
const faults = sandboxFaults();

test.afterEach(({ request }) => faults.remove(request));

const calculator = (page: Page) => page.getByRole('region', { name: 'Calculadora de recompensas Impulso' });
// Intl puts a no-break space between the currency sign and the number.
const amountText = (text: string) => new RegExp(`^${text.replace('R$ ', 'R\\$\\s')}$`);

test('through a partner: both amounts empty are refused, then the result and the rewards of its band', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(CALCULATOR);
  const widget = calculator(page);
  await expect(page.getByRole('radio', { name: 'Por meio de um parceiro' })).toBeChecked();
  await widget.getByRole('radio', { name: 'Cooperativa' }).check();

  await widget.getByRole('button', { name: 'Calcular' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Informe o valor das compras ou o valor em milho.');
  const purchase = widget.getByRole('textbox', { name: 'Valor das compras' });
  const corn = widget.getByRole('textbox', { name: 'Valor em milho' });
  await expect(purchase).toHaveAttribute('aria-invalid', 'true');
  await expect(corn).toHaveAttribute('aria-invalid', 'true');

  // Digits only; the last two are centavos.
  await purchase.pressSequentially('80000000000a');
  await expect(purchase).toHaveValue(amountText('R$ 800.000.000,00'));
  await expect(purchase).not.toHaveAttribute('aria-invalid', 'true');
  await widget.getByRole('radio', { name: '3 estrelas' }).check();
  await widget.getByRole('combobox', { name: 'Anos no programa' }).selectOption({ label: '3 anos' });
  await widget.getByRole('button', { name: 'Calcular' }).click();

  // 500M x0.25 + 300M x0.5 = 275M -> 2.750.000; x0.5 = 1.375.000; +30% = 412.500: 1.787.500.
  const result = widget.getByRole('region', { name: 'Seu resultado' });
  await expect(result).toBeFocused();
  await expect(result).toContainText('Total de impulsos: 1.787.500');
  await expect(result).toContainText('Categoria do resultado: 5 estrelas');
  await expect(result).toContainText('Com 3 anos no programa, você recebe 30% de bônus em impulsos.');
  await expect(result).toContainText('Esta é uma simulação.');
  await expect(result).not.toContainText('PARABÉNS!');
  await expect(result).toContainText('De 150.000 até 999.999 impulsos');

  const rewards = result.getByRole('tabpanel').getByRole('listitem');
  await expect(rewards).toHaveCount(8);
  await result.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rewards).toHaveCount(9);
  await expect(result.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);

  // Filters narrow the list; a combination with nothing says so.
  await result.getByRole('combobox', { name: 'Cultura' }).selectOption({ label: 'Café' });
  await result.getByRole('combobox', { name: 'Etapa da jornada' }).selectOption({ label: 'Colheita' });
  await expect(result.getByText('Nenhuma recompensa encontrada com esses filtros.')).toBeVisible();
  await result.getByRole('combobox', { name: 'Cultura' }).selectOption({ label: 'Soja' });
  await result.getByRole('combobox', { name: 'Etapa da jornada' }).selectOption({ label: 'Planejamento' });
  await expect(rewards).toHaveCount(6);

  // The Products tab, by keyboard.
  await result.getByRole('tab', { name: 'Serviços' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(result.getByRole('tab', { name: 'Produtos' })).toHaveAttribute('aria-selected', 'true');
  await expect(result.getByRole('combobox', { name: 'Cultura' })).toHaveValue('');
  await expect(rewards.first()).toBeVisible();

  await expectNoSeriousViolations(page);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('buying directly with five brands: the maximum-reached alert; changing the channel and Clear start over', async ({ page, consoleErrors }) => {
  await page.goto(CALCULATOR);
  const widget = calculator(page);
  await widget.getByRole('radio', { name: 'Direto com a Terralis' }).check();
  await widget.getByRole('radio', { name: '4 estrelas' }).check();
  await widget.getByRole('textbox', { name: 'Valor das compras' }).fill('2000000000');
  await widget.getByRole('textbox', { name: 'Valor em milho' }).fill('10000000');
  await widget.getByRole('combobox', { name: 'Anos no programa' }).selectOption({ label: '2 anos' });
  await widget.getByRole('combobox', { name: 'Marcas compradas' }).selectOption({ label: '5 marcas' });
  await widget.getByRole('button', { name: 'Calcular' }).click();

  // The README's worked example.
  const result = widget.getByRole('region', { name: 'Seu resultado' });
  await expect(result).toContainText('Total de impulsos: 105.261');
  await expect(result.getByText('PARABÉNS! VOCÊ ATINGIU O MÁXIMO DESTE ACELERADOR E RECEBERIA 20% DE BONIFICAÇÃO EM IMPULSOS!')).toBeVisible();
  await expect(result).toContainText('Com 2 anos no programa, você recebe 20% de bônus em impulsos.');
  await expect(result).toContainText('De 100.000 a 150.000 impulsos');
  await expect(result.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();

  await widget.getByRole('button', { name: 'Limpar' }).click();
  await expect(widget.getByRole('textbox', { name: 'Valor das compras' })).toHaveValue('');
  await expect(widget.getByRole('radio', { name: '1 estrela', exact: true })).toBeChecked();
  await expect(widget.getByRole('radio', { name: 'Direto com a Terralis' })).toBeChecked();
  await expect(result).toHaveCount(0);

  await widget.getByRole('textbox', { name: 'Valor em milho' }).fill('10000000');
  await widget.getByRole('radio', { name: 'Por meio de um parceiro' }).check();
  await expect(widget.getByRole('textbox', { name: 'Valor em milho' })).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('a failing catalogue shows its error and the retry brings the rewards', async ({ page, request }) => {
  // R$ 1.000.000,00 through a partner at 1 star is 1.250 impulsos: only the services of the first band,
  // 8 a page, fail; the rewards listing's journeys and pages (16 a page) read the catalogue as usual.
  await faults.add(request, { path: '/impulso/api/services/search', query: { item_type: 'service', min_points: '0', items_per_page: '8' }, status: 503, times: 0 });
  await page.goto(CALCULATOR);
  const widget = calculator(page);
  await widget.getByRole('textbox', { name: 'Valor das compras' }).fill('100000000');
  await widget.getByRole('button', { name: 'Calcular' }).click();
  const result = widget.getByRole('region', { name: 'Seu resultado' });
  await expect(result.getByRole('alert')).toContainText('Não foi possível carregar as recompensas');
  await faults.remove(request);
  await result.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(result.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
});

for (const [path, heading, calculate, total] of [
  ['/es-AR/herramientas/calculadora-de-beneficios', 'Calculadora de beneficios Impulso', 'Calcular', 'Total de impulsos'],
  ['/en-US/tools/rewards-calculator', 'Impulso rewards calculator', 'Calculate', 'Total impulsos'],
] as const) {
  test(`${path} calculates in its language`, async ({ page }) => {
    await page.goto(path);
    const widget = page.getByRole('region', { name: heading });
    await widget.getByRole('textbox').first().fill('100000000');
    await widget.getByRole('button', { name: calculate }).click();
    await expect(widget.getByText(`${total}:`, { exact: false })).toBeAttached();
    await expect(widget.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  });
}
