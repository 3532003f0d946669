import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { Locale } from '@/lib/i18n/locales';
import { calculatorRewardsQueryFromSearchParams, type CalculatorRewards } from '@/lib/loyalty/calculator-rewards';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { makeContext } from '@/tests/fixtures/cms';
import { mockViewport } from '@/tests/mock-viewport';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { rewardsListingSchema } from '../schema';
import { RewardsListingBlock } from './rewards-listing-block';
import { RewardsListing } from './rewards-listing.client';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const SEARCH = '/impulso/api/services/search';
const DESKTOP = 1280;
const PHONE = 390;

/** Our route as the browser reaches it, answered by the loyalty client over the sandbox; every query recorded. */
function route() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/calculator-rewards', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const query = calculatorRewardsQueryFromSearchParams(params);
      if (!query.success) return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
      const { item_type, min_points, service_crop, service_journey, service_category, page, items_per_page } = query.data;
      return HttpResponse.json<CalculatorRewards>(
        await loyalty.searchRewards({ itemType: item_type, minPoints: min_points, crop: service_crop, journey: service_journey, category: service_category, page, itemsPerPage: items_per_page }),
      );
    }),
  );
  return queries;
}

async function renderBlock(props: Record<string, unknown> = {}, locale: Locale = 'pt-BR') {
  const parsed = rewardsListingSchema.parse({ heading: 'Serviços por impulsos', emptyActionHref: '/mi-impulso', ...props });
  const user = userEvent.setup();
  renderWithProviders(await RewardsListingBlock({ props: parsed, context: makeContext({ locale }), nodeId: 'servicos' }), { locale });
  return { user, section: () => screen.getByRole('region', { name: parsed.heading }) };
}

const cards = () => screen.queryAllByRole('listitem');
const loadMore = () => screen.queryByRole('button', { name: 'Carregar mais' });

beforeEach(async () => {
  await sandbox.reset();
  resetBrowserQueryClient();
});

describe('RewardsListingBlock', () => {
  it('renders its first band on the server, 16 a page: the cards, the bands and the filters, with no spinner and no call from the browser', async () => {
    mockViewport(DESKTOP);
    const queries = route();
    const { section } = await renderBlock({ intro: 'Resgate com seus impulsos.' });
    expect(within(section()).getByRole('heading', { level: 2, name: 'Serviços por impulsos' })).toBeInTheDocument();
    expect(within(section()).getByText('Resgate com seus impulsos.')).toBeInTheDocument();
    const bands = within(screen.getByRole('group', { name: 'Faixa de impulsos' })).getAllByRole('radio');
    expect(bands.map((band) => band.closest('label')!.textContent)).toEqual(['até 50.000', '50.000 a 100.000', '100.000 a 150.000', 'acima de 150.000']);
    expect(bands[0]).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Cultura' })).toHaveValue('');
    expect(within(screen.getByRole('combobox', { name: 'Etapa da jornada' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todas',
      'Colheita',
      'Compra',
      'Na safra',
      'Planejamento',
      'Plantio',
      'Pré plantio',
    ]);
    // The sandbox's 14 services under 50,000: one page of 16, nothing more to load.
    expect(cards()).toHaveLength(14);
    expect(loadMore()).not.toBeInTheDocument();
    const course = screen.getByRole('link', { name: 'Curso: agricultura de precisão' });
    expect(course.getAttribute('href')).toMatch(/^https:\/\/loja\.impulso\.example\/catalogo\/servicos\//);
    expect(course.closest('li')).toHaveTextContent('12.000 impulsos');
    expect(screen.queryByText('Carregando recompensas…')).not.toBeInTheDocument();
    expect((await sandbox.requests(SEARCH)).at(-1)!.query).toMatchObject({ items_per_page: '16', page: '1', min_points: '0', max_points: '50000' });
    expect(queries).toHaveLength(0);
  });

  it.each([
    ['es-AR', ['hasta 50.000', '50.000 a 100.000', '100.000 a 150.000', 'más de 150.000'], 'Maíz'],
    ['en-US', ['up to 50,000', '50,000 to 100,000', '100,000 to 150,000', 'over 150,000'], 'Corn'],
  ] as const)('labels the bands and filters in %s', async (locale, labels, corn) => {
    mockViewport(DESKTOP);
    route();
    await renderBlock({}, locale);
    expect(screen.getAllByRole('radio').map((band) => band.closest('label')!.textContent)).toEqual(labels);
    expect(screen.getAllByRole('option', { name: corn })).toHaveLength(1);
  });

  it('starts from the band and item type the editor chose', async () => {
    mockViewport(DESKTOP);
    route();
    await renderBlock({ itemType: 'product', initialBand: 150_000 });
    expect(screen.getByRole('radio', { name: 'acima de 150.000' })).toBeChecked();
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Piloto automático para trator' })).toBeInTheDocument();
  });

  it('asks for 16 a page on desktop when the band changes, back at page 1', async () => {
    mockViewport(DESKTOP);
    const queries = route();
    const { user } = await renderBlock();
    await user.click(screen.getByRole('radio', { name: '50.000 a 100.000' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('link', { name: 'Consultoria agronômica — fertilidade do solo para soja' })).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ item_type: 'service', min_points: '50000', items_per_page: '16', page: '1' });
    expect(loadMore()).not.toBeInTheDocument();
  });

  it('on a phone keeps the 16 the server rendered, then goes on 8 a page: load more appends and hides at the end', async () => {
    mockViewport(PHONE);
    const queries = route();
    const { user } = await renderBlock();
    expect(cards()).toHaveLength(14);
    expect(loadMore()).not.toBeInTheDocument();
    expect(queries).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: '50.000 a 100.000' }));
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ item_type: 'service', min_points: '50000', page: '1' });
    await user.click(loadMore()!);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ page: '2' });
    expect(loadMore()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('12 recompensas exibidas');
  });

  it('filters by crop, journey and category, each change asking page 1 again', async () => {
    mockViewport(DESKTOP);
    const queries = route();
    const { user } = await renderBlock();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Milho');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Etapa da jornada' }), 'Na safra');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Consultoria agronômica');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Consultoria agronômica — manejo de pragas do milho' })).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      item_type: 'service',
      min_points: '0',
      service_crop: 'corn',
      service_journey: 'in-season',
      service_category: 'agronomic-consulting',
      items_per_page: '16',
      page: '1',
    });
  });

  it('shows the empty-state block, with its button to /mi-impulso, when nothing matches', async () => {
    mockViewport(DESKTOP);
    route();
    const { user } = await renderBlock({ initialBand: 150_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Café');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Etapa da jornada' }), 'Colheita');
    const empty = await screen.findByRole('region', { name: 'Nenhuma recompensa nesta faixa' });
    expect(within(empty).getByText('Experimente outra faixa de impulsos ou tire alguns filtros.')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Ver seus benefícios no Impulso' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
    expect(cards()).toHaveLength(0);
  });

  it('shows the empty-state block, without a button when the editor gave none, when the programme fails', async () => {
    mockViewport(DESKTOP);
    route();
    await sandbox.fault({ path: SEARCH, status: 503, times: 0 });
    await renderBlock({ emptyActionHref: undefined }, 'es-AR');
    const empty = screen.getByRole('region', { name: 'No hay beneficios en este rango' });
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });
});

describe('RewardsListing', () => {
  const reward = (index: number) => ({ id: `r-${index}`, name: `Recompensa ${index}`, url: `/sandbox/loyalty/servicos/${index}`, imageUrl: null, points: 1_000 + index });

  /** A route over `count` rewards of every band, paged by the asked size. */
  function catalogue(count: number, fail = false) {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/calculator-rewards', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query);
        if (fail) return HttpResponse.json({ error: 'upstream_error' }, { status: 502 });
        const page = Number(query.get('page') ?? 1);
        const size = Number(query.get('items_per_page') ?? 8);
        const all = Array.from({ length: count }, (_, index) => reward(index));
        return HttpResponse.json<CalculatorRewards>({ items: all.slice((page - 1) * size, page * size), page, nextPage: page * size < count ? page + 1 : null });
      }),
    );
    return queries;
  }

  const renderListing = () => {
    const user = userEvent.setup();
    renderWithProviders(<RewardsListing idPrefix="lista" itemType="service" initialBand={0} emptyState={<p>Vazio</p>} />);
    return user;
  };

  it('shows a loading state, then 16 a page on desktop: load more appends and hides on the last page', async () => {
    mockViewport(DESKTOP);
    const queries = catalogue(40);
    const user = renderListing();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando recompensas…');
    await waitFor(() => expect(cards()).toHaveLength(16));
    await user.click(loadMore()!);
    await waitFor(() => expect(cards()).toHaveLength(32));
    await user.click(loadMore()!);
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(loadMore()).not.toBeInTheDocument();
    expect(queries.map((query) => [query.get('items_per_page'), query.get('page')])).toEqual([
      ['16', '1'],
      ['16', '2'],
      ['16', '3'],
    ]);
  });

  it('asks 8 a page below 900 px', async () => {
    mockViewport(899);
    const queries = catalogue(40);
    const user = renderListing();
    await waitFor(() => expect(cards()).toHaveLength(8));
    await user.click(loadMore()!);
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(queries.map((query) => [query.get('items_per_page'), query.get('page')])).toEqual([
      [null, '1'],
      [null, '2'],
    ]);
  });

  it('goes back to page 1 when the band or a filter changes, even to a search seen before', async () => {
    mockViewport(DESKTOP);
    catalogue(40);
    const user = renderListing();
    await waitFor(() => expect(cards()).toHaveLength(16));
    await user.click(loadMore()!);
    await waitFor(() => expect(cards()).toHaveLength(32));
    await user.click(screen.getByRole('radio', { name: 'acima de 150.000' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'acima de 150.000' })).toBeChecked());
    await waitFor(() => expect(cards()).toHaveLength(16));
    await user.click(screen.getByRole('radio', { name: 'até 50.000' }));
    await waitFor(() => expect(cards()).toHaveLength(16));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Soja');
    await waitFor(() => expect(cards()).toHaveLength(16));
    expect(loadMore()).toBeInTheDocument();
  });

  it('shows the empty state when the route fails or has nothing', async () => {
    mockViewport(DESKTOP);
    catalogue(0, true);
    renderListing();
    expect(await screen.findByText('Vazio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /tentar novamente/i })).not.toBeInTheDocument();
  });

  it('shows the empty state for an answer with no rewards', async () => {
    mockViewport(DESKTOP);
    catalogue(0);
    renderListing();
    expect(await screen.findByText('Vazio')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });
});
