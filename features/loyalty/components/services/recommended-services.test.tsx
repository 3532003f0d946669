import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Locale } from '@/lib/i18n/locales';
import type { RecommendedServices as ServicesPage } from '@/lib/loyalty/contract';
import { FALLBACK_SERVICES } from '@/lib/upstreams/loyalty/fallback-services';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { declaredStyle } from '@/tests/declared-style';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { RecommendedServices } from './recommended-services.client';
import { ServiceCardsSkeleton } from './service-cards-skeleton';

const ANA = '12345678909';
const LUCAS = '36182457007';
const CARLOS = '98765432100';

const failure = () => HttpResponse.json({ error: 'upstream_unavailable', message: 'The programme failed.' }, { status: 502 });

/**
 * Our loyalty routes as the browser reaches them, answered for `document` from the programme's
 * sandbox (the routes themselves are tested in app/api/loyalty). `services` replaces the services'
 * answer; `member: 'fail'` makes the summary fail.
 */
function programme(document: string, overrides: { services?: (page: number) => Response | Promise<Response>; member?: 'fail' } = {}) {
  const calls: string[] = [];
  server.use(
    http.get('/api/loyalty/member', async () => (overrides.member === 'fail' ? failure() : HttpResponse.json({ member: await loyalty.member(document) }))),
    http.get('/api/loyalty/recommended-services', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query.toString());
      const page = Number(query.get('page'));
      if (overrides.services) return overrides.services(page);
      return HttpResponse.json(query.get('list') === 'featured' ? await loyalty.featuredServices(page) : await loyalty.recommendedServices(document, page));
    }),
  );
  return calls;
}

function renderServices(list: 'personal' | 'featured' = 'personal', locale: Locale = 'pt-BR') {
  return renderWithProviders(<RecommendedServices list={list} heading="Serviços para você" emptyHref="/pt-BR/mi-impulso" />, { locale });
}

const section = () => screen.getByRole('region', { name: 'Serviços para você' });
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const actionOf = (name: string) => within(cardOf(name)).getByRole('link');

describe('RecommendedServices', () => {
  beforeEach(() => sandbox.reset());

  it('shows a skeleton of 3 cards, then page 1: 8 cards with category, name, vendor, current and previous cost', async () => {
    const calls = programme(ANA);
    renderServices();
    expect(within(section()).getByRole('status')).toHaveTextContent('Carregando serviços…');
    expect(section().querySelectorAll('li')).toHaveLength(3);

    await screen.findByRole('heading', { level: 3, name: 'Análise de solo completa' });
    expect(within(section()).getAllByRole('listitem')).toHaveLength(8);
    expect(calls).toEqual(['list=personal&page=1']);

    const soil = cardOf('Análise de solo completa');
    expect(soil).toHaveTextContent('Agronomia');
    expect(soil).toHaveTextContent('Laboratório Terra Viva');
    expect(soil).toHaveTextContent('Recomendado para você');
    expect(within(soil).getByText('2.500 pontos')).toBeInTheDocument();
    // The cost before, struck through and named for screen readers.
    const previous = soil.querySelector('del')!;
    expect(previous).toHaveTextContent('Custo anterior:3.000 pontos');
    // No previous cost, no struck-through cost.
    expect(cardOf('Consultoria agronômica (4 visitas)').querySelector('del')).toBeNull();
    // Decorative images: the name says what the service is.
    expect(soil.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows a cost of 0 or less as "Grátis"', async () => {
    programme(ANA);
    renderServices();
    await screen.findByRole('heading', { name: 'Webinar de manejo de plantas daninhas' });
    const webinar = cardOf('Webinar de manejo de plantas daninhas');
    expect(within(webinar).getByText('Grátis')).toBeInTheDocument();
    expect(webinar.querySelector('del')).toHaveTextContent('500 pontos');
    const guide = cardOf('Guia digital da safra');
    expect(within(guide).getByText('Grátis')).toBeInTheDocument();
    expect(guide).not.toHaveTextContent('-1');
  });

  it('labels "Resgatar agora" for the group leader whose points cover the cost and "Acessar" above it, on every page', async () => {
    const user = userEvent.setup();
    const calls = programme(ANA);
    renderServices();
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    // Ana redeems with 48.500 points: page 1 costs at most 18.000.
    for (const link of within(section()).getAllByRole('link')) expect(link).toHaveTextContent('Resgatar agora');
    const soil = actionOf('Análise de solo completa');
    expect(soil).toHaveAccessibleName('Resgatar agora: Análise de solo completa (abre em uma nova aba)');
    expect(soil).toHaveAttribute('href', 'https://loja.impulso.example/servicos/1');
    expect(soil).toHaveAttribute('target', '_blank');
    expect(soil).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Ver mais serviços' }));
    await screen.findByRole('heading', { name: 'Viagem técnica ao Show Rural' });
    expect(calls).toEqual(['list=personal&page=1', 'list=personal&page=2']);
    expect(within(section()).getAllByRole('listitem')).toHaveLength(14);
    expect(actionOf('Viagem técnica ao Show Rural')).toHaveTextContent('Acessar');
    expect(actionOf('Imersão em agricultura digital')).toHaveTextContent('Acessar');
    expect(actionOf('Mentoria de sucessão familiar')).toHaveTextContent('Resgatar agora');
    // The same cost before and now: nothing struck through.
    expect(cardOf('Assinatura de previsão do tempo (12 meses)').querySelector('del')).toBeNull();
    // Focus goes to the first card 'see more' brought; the last page has no 'see more'.
    await waitFor(() => expect(actionOf('Assinatura de previsão do tempo (12 meses)')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Ver mais serviços' })).not.toBeInTheDocument();
  });

  it('labels every card "Acessar" for a group member who is not the leader, free ones too', async () => {
    programme(LUCAS);
    renderServices();
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    const links = within(section()).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) expect(link).toHaveTextContent(/^Acessar$/);
    expect(within(cardOf('Guia digital da safra')).getByText('Grátis')).toBeInTheDocument();
  });

  it('labels by the points of a member outside any group', async () => {
    programme(CARLOS);
    renderServices();
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    // Carlos has 9.870 points.
    expect(actionOf('Diagnóstico de nematoides')).toHaveTextContent('Resgatar agora');
    expect(actionOf('Consultoria agronômica (4 visitas)')).toHaveTextContent('Acessar');
    expect(actionOf('Mapa de produtividade por drone')).toHaveTextContent('Acessar');
  });

  it('labels "Acessar" when the member’s summary cannot be read: nothing says they may redeem', async () => {
    programme(ANA, { member: 'fail' });
    renderServices();
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    for (const link of within(section()).getAllByRole('link')) expect(link).toHaveTextContent('Acessar');
  });

  it('with no services shows the empty state with its button to /mi-impulso', async () => {
    programme(ANA, { services: () => HttpResponse.json<ServicesPage>({ services: [], totalPages: 0, fallback: false }) });
    renderServices();
    expect(await within(section()).findByText('Nenhum serviço recomendado no momento')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Ir para o Impulso' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('when the services fail shows the empty-state block as an alert, with a retry and the /mi-impulso button', async () => {
    const user = userEvent.setup();
    let failing = true;
    programme(ANA, { services: async (page) => (failing ? failure() : HttpResponse.json(await loyalty.recommendedServices(ANA, page))) });
    renderServices();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os serviços');
    expect(within(alert).getByRole('link', { name: 'Ir para o Impulso' })).toHaveAttribute('href', '/pt-BR/mi-impulso');

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Análise de solo completa' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the cards when "see more" fails, says so, and loads the page on the next try', async () => {
    const user = userEvent.setup();
    let failing = true;
    programme(ANA, { services: async (page) => (page === 2 && failing ? failure() : HttpResponse.json(await loyalty.recommendedServices(ANA, page))) });
    renderServices();
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    await user.click(screen.getByRole('button', { name: 'Ver mais serviços' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Não foi possível carregar mais serviços.');
    expect(within(section()).getAllByRole('listitem')).toHaveLength(8);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Ver mais serviços' }));
    expect(await screen.findByRole('heading', { name: 'Viagem técnica ao Show Rural' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the featured list’s fallback as it is: a note, the standing services to access, no costs', async () => {
    programme(ANA, { services: () => HttpResponse.json<ServicesPage>({ services: [...FALLBACK_SERVICES], totalPages: 1, fallback: true }) });
    renderServices('featured');
    await screen.findByRole('heading', { name: 'Consultoria agronômica' });
    expect(section()).toHaveTextContent('Os serviços em destaque estão indisponíveis no momento.');
    const links = within(section()).getAllByRole('link');
    expect(links).toHaveLength(FALLBACK_SERVICES.length);
    for (const link of links) expect(link).toHaveTextContent(/^Acessar$/);
    expect(actionOf('Consultoria agronômica')).toHaveAttribute('href', '/pt-BR/mi-impulso');
    expect(actionOf('Consultoria agronômica')).not.toHaveAttribute('target');
    expect(section()).not.toHaveTextContent('Grátis');
  });

  it('reads the featured list from the featured route', async () => {
    const calls = programme(ANA);
    renderServices('featured');
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    expect(calls).toEqual(['list=featured&page=1']);
  });

  it('its skeleton has the loaded cards’ box', async () => {
    programme(ANA);
    const { unmount } = renderWithProviders(<ServiceCardsSkeleton loadingLabel="Carregando serviços…" />);
    const placeholder = document.querySelector('li')!;
    expect(declaredStyle(placeholder, 'min-height')).toBe('25rem');
    const placeholderClass = placeholder.className;
    unmount();
    renderServices();
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    expect(cardOf('Análise de solo completa').className).toBe(placeholderClass);
  });

  it.each([
    ['es-AR', 'Canjear ahora', 'Gratis', '2.500 puntos', 'Ver más servicios'],
    ['en-US', 'Redeem now', 'Free', '2.500 points', 'See more services'],
  ] as const)('speaks %s (points keep the Brazilian grouping)', async (locale, redeemNow, free, cost, more) => {
    programme(ANA);
    renderServices('personal', locale);
    await screen.findByRole('heading', { name: 'Análise de solo completa' });
    expect(actionOf('Análise de solo completa')).toHaveTextContent(redeemNow);
    expect(cardOf('Guia digital da safra')).toHaveTextContent(free);
    expect(cardOf('Análise de solo completa')).toHaveTextContent(cost);
    expect(screen.getByRole('button', { name: more })).toBeInTheDocument();
  });
});
