import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { CalculatorRewards } from '@/lib/loyalty/calculator-rewards';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { RewardsCalculator } from './rewards-calculator.client';

// Intl puts a no-break space between the currency sign and the number.
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

function reward(index: number, points: number) {
  return { id: `r-${index}`, name: `Recompensa ${index}`, url: `/sandbox/loyalty/servicos/${index}`, imageUrl: null, points };
}

/** Our route as the browser reaches it: pages of 8 from `rewards`, every query recorded. */
function catalogue(rewards: ReturnType<typeof reward>[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/calculator-rewards', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const page = Number(query.get('page') ?? 1);
      const items = rewards.slice((page - 1) * 8, page * 8);
      return HttpResponse.json<CalculatorRewards>({ items, page, nextPage: page * 8 < rewards.length ? page + 1 : null });
    }),
  );
  return queries;
}

function setUp(locale: 'pt-BR' | 'es-AR' | 'en-US' = 'pt-BR') {
  const user = userEvent.setup();
  renderWithProviders(<RewardsCalculator idPrefix="calculadora" />, { locale });
  return {
    user,
    purchase: () => screen.getByRole('textbox', { name: /valor das compras|monto de las compras|purchase amount/i }),
    corn: () => screen.getByRole('textbox', { name: /valor em milho|monto en maíz|corn amount/i }),
    calculate: () => user.click(screen.getByRole('button', { name: /calcular|calculate/i })),
  };
}

beforeEach(() => resetBrowserQueryClient());

describe('RewardsCalculator', () => {
  it('takes digits only and shows them as reais', async () => {
    const { user, purchase } = setUp();
    await user.type(purchase(), '12a3.4-56');
    expect(spaced((purchase() as HTMLInputElement).value)).toBe('R$ 1.234,56');
    await user.type(purchase(), '{Backspace}{Backspace}');
    expect(spaced((purchase() as HTMLInputElement).value)).toBe('R$ 12,34');
  });

  it('keeps at most 23 digits', async () => {
    const { user, purchase } = setUp();
    await user.click(purchase());
    await user.paste('9'.repeat(30));
    expect(spaced((purchase() as HTMLInputElement).value)).toBe('R$ 999.999.999.999.999.999.999,99');
  });

  it('marks both amounts and calculates nothing when both are empty', async () => {
    const queries = catalogue([]);
    const { calculate, purchase, corn } = setUp();
    await calculate();
    expect(screen.getByRole('alert')).toHaveTextContent('Informe o valor das compras ou o valor em milho.');
    expect(purchase()).toHaveAttribute('aria-invalid', 'true');
    expect(corn()).toHaveAttribute('aria-invalid', 'true');
    expect(purchase()).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Seu resultado' })).not.toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });

  it('calculates a direct purchase with the accelerators and lists the band’s rewards', async () => {
    const queries = catalogue(Array.from({ length: 10 }, (_, index) => reward(index, 100_000 + index)));
    const { user, purchase, corn, calculate } = setUp();
    await user.click(screen.getByRole('radio', { name: 'Direto com a Terralis' }));
    await user.click(screen.getByRole('radio', { name: '4 estrelas' }));
    await user.type(purchase(), '2000000000');
    await user.type(corn(), '10000000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anos no programa' }), '2 anos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marcas compradas' }), '5 marcas');
    await calculate();

    const result = screen.getByRole('region', { name: 'Seu resultado' });
    expect(result).toHaveFocus();
    // The README's worked example: 105.261 impulsos, 3 stars.
    expect(within(result).getByText('105.261')).toBeInTheDocument();
    expect(within(result).getByText(/3 estrelas/)).toBeInTheDocument();
    expect(within(result).getByText('PARABÉNS! VOCÊ ATINGIU O MÁXIMO DESTE ACELERADOR E RECEBERIA 20% DE BONIFICAÇÃO EM IMPULSOS!')).toBeInTheDocument();
    expect(within(result).getByText('Com 2 anos no programa, você recebe 20% de bônus em impulsos.')).toBeInTheDocument();
    expect(within(result).getByText(/Esta é uma simulação/)).toBeInTheDocument();
    expect(within(result).getByText('De 100.000 a 150.000 impulsos')).toBeInTheDocument();

    expect(await within(result).findAllByRole('listitem')).toHaveLength(8);
    expect(queries[0]?.toString()).toBe('item_type=service&min_points=100000&page=1');
    await user.click(within(result).getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(within(result).getAllByRole('listitem')).toHaveLength(10));
    expect(within(result).queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('sends the chosen filters and switches between services and products', async () => {
    const queries = catalogue([reward(1, 1_000)]);
    const { user, purchase, calculate } = setUp();
    await user.type(purchase(), '100000000');
    await calculate();
    await screen.findByText('Recompensa 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Milho');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Cursos e treinamentos');
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('item_type=service&min_points=0&service_crop=corn&service_category=courses-and-training&page=1'));
    await user.click(screen.getByRole('tab', { name: 'Produtos' }));
    expect(screen.getByRole('tab', { name: 'Produtos' })).toHaveAttribute('aria-selected', 'true');
    // Each tab keeps its own filters.
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe('item_type=product&min_points=0&page=1'));
    expect(screen.getByRole('combobox', { name: 'Cultura' })).toHaveValue('');
  });

  it('shows the empty state and the error state with a retry', async () => {
    catalogue([]);
    const { user, purchase, calculate } = setUp();
    await user.type(purchase(), '100000000');
    await calculate();
    expect(await screen.findByText('Nenhuma recompensa encontrada com esses filtros.')).toBeInTheDocument();

    let failing = true;
    server.use(http.get('/api/calculator-rewards', () => (failing ? HttpResponse.json({ error: 'upstream_unavailable' }, { status: 502 }) : HttpResponse.json({ items: [reward(2, 10)], page: 1, nextPage: null }))));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Café');
    expect(await screen.findByText('Não foi possível carregar as recompensas')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Recompensa 2')).toBeInTheDocument();
  });

  it('clears everything when the channel changes, and Clear resets the inputs and stars', async () => {
    catalogue([]);
    const { user, purchase, corn, calculate } = setUp();
    await user.click(screen.getByRole('radio', { name: '5 estrelas' }));
    await user.type(purchase(), '500');
    await calculate();
    expect(screen.getByRole('region', { name: 'Seu resultado' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Direto com a Terralis' }));
    expect(purchase()).toHaveValue('');
    expect(screen.getByRole('radio', { name: '1 estrela' })).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Seu resultado' })).not.toBeInTheDocument();
    expect(screen.getByText('Canal alterado: a calculadora foi limpa.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '4 estrelas' }));
    await user.type(corn(), '12345');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(corn()).toHaveValue('');
    expect(screen.getByRole('radio', { name: '1 estrela' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Direto com a Terralis' })).toBeChecked();
  });

  it('shows the points each category keeps', () => {
    setUp();
    const categories = screen.getByRole('heading', { name: 'Impulsos por categoria' }).nextElementSibling as HTMLElement;
    const items = within(categories).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Recebe 50% dos impulsos'),
      expect.stringContaining('A partir de 15.000 impulsos'),
      expect.stringContaining('A partir de 50.000 impulsos'),
      expect.stringContaining('Recebe 75% dos impulsos'),
      expect.stringContaining('Recebe 100% dos impulsos'),
    ]);
    expect(items[4]).toHaveTextContent('A partir de 550.000 impulsos');
  });

  it('speaks the page’s language (es-AR)', async () => {
    catalogue([]);
    const { user, purchase, calculate } = setUp('es-AR');
    await user.type(purchase(), '100');
    await calculate();
    expect(screen.getByRole('region', { name: 'Tu resultado' })).toBeInTheDocument();
    expect(screen.getByText(/Esto es una simulación/)).toBeInTheDocument();
  });
});
