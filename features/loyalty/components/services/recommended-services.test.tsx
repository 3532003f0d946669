import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { clientIntl } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { RecommendedServices as ServicesPage } from '@/lib/loyalty/contract';
import { FALLBACK_SERVICES } from '@/lib/upstreams/loyalty/fallback-services';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { declaredStyle } from '@/tests/declared-style';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import type { ProgrammeRead } from '../../api/read-for-viewer';
import { redeemingMember, type RedeemingMember } from '../../logic/redeem-label';
import { RecommendedServices } from './recommended-services';
import { ServiceCardsSkeleton } from './service-cards-skeleton';
import { ServicesPager } from './services-pager.client';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const ANA = '12345678909';
const LUCAS = '36182457007';
const CARLOS = '98765432100';

const failure = () => HttpResponse.json({ error: 'upstream_unavailable', message: 'The programme failed.' }, { status: 502 });

/**
 * Our services route as the browser reaches it for 'see more', answered for `document` from the
 * programme's sandbox (the route itself is tested in app/api/loyalty); `answer` replaces it. Returns
 * the queries the browser sent.
 */
function servicesRoute(document: string, answer?: (page: number) => Response | Promise<Response>) {
  const calls: string[] = [];
  server.use(
    http.get('/api/loyalty/recommended-services', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query.toString());
      const page = Number(query.get('page'));
      if (answer) return answer(page);
      return HttpResponse.json(query.get('list') === 'featured' ? await loyalty.featuredServices(page) : await loyalty.recommendedServices(document, page));
    }),
  );
  return calls;
}

/**
 * The widget as the block renders it for `document`: page 1 and the member's summary read as the
 * server reads them, unless `firstPage` or `member` say otherwise (null: the summary failed).
 */
async function renderServices({
  document = ANA,
  list = 'personal',
  locale = 'pt-BR',
  firstPage,
  member,
}: { document?: string; list?: 'personal' | 'featured'; locale?: Locale; firstPage?: ProgrammeRead<ServicesPage>; member?: RedeemingMember | null } = {}) {
  const page = firstPage ?? { ok: true, data: list === 'featured' ? await loyalty.featuredServices() : await loyalty.recommendedServices(document) };
  const redeemer = member === undefined ? redeemingMember(await loyalty.member(document)) : member;
  const intl = await clientIntl(locale, ['LoyaltyServices', 'Links']);
  return renderWithProviders(
    <RecommendedServices list={list} heading="Serviços para você" emptyHref="/pt-BR/mi-impulso" firstPage={page} member={redeemer} intl={intl} />,
    { locale },
  );
}

const section = () => screen.getByRole('region', { name: 'Serviços para você' });
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const actionOf = (name: string) => within(cardOf(name)).getByRole('link');
const seeMore = () => screen.getByRole('button', { name: 'Ver mais serviços' });

describe('RecommendedServices', () => {
  beforeEach(async () => {
    refresh.mockReset();
    await sandbox.reset();
  });

  it('shows page 1: 8 cards with category, name, vendor, tag, current and previous cost, and asks the browser for nothing', async () => {
    const calls = servicesRoute(ANA);
    await renderServices();
    expect(within(section()).getAllByRole('listitem')).toHaveLength(8);
    expect(calls).toEqual([]);

    const soil = cardOf('Análise de solo completa');
    expect(soil).toHaveTextContent('Agronomia');
    expect(soil).toHaveTextContent('Laboratório Terra Viva');
    expect(soil).toHaveTextContent('Recomendado para você');
    expect(within(soil).getByText('2.500 pontos')).toBeInTheDocument();
    // The cost before, struck through and named for screen readers.
    expect(soil.querySelector('del')).toHaveTextContent('Custo anterior:3.000 pontos');
    // No previous cost, no struck-through cost.
    expect(cardOf('Consultoria agronômica (4 visitas)').querySelector('del')).toBeNull();
    // Decorative images: the name says what the service is.
    expect(soil.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows a cost of 0 or less as "Grátis"', async () => {
    await renderServices();
    const webinar = cardOf('Webinar de manejo de plantas daninhas');
    expect(within(webinar).getByText('Grátis')).toBeInTheDocument();
    expect(webinar.querySelector('del')).toHaveTextContent('500 pontos');
    const guide = cardOf('Guia digital da safra');
    expect(within(guide).getByText('Grátis')).toBeInTheDocument();
    expect(guide).not.toHaveTextContent('-1');
  });

  it('labels "Resgatar agora" for the group leader whose points cover the cost and "Acessar" above it, on the pages "see more" brings too', async () => {
    const user = userEvent.setup();
    const calls = servicesRoute(ANA);
    await renderServices();
    // Ana redeems with 48.500 points: page 1 costs at most 18.000.
    for (const link of within(section()).getAllByRole('link')) expect(link).toHaveTextContent('Resgatar agora');
    const soil = actionOf('Análise de solo completa');
    expect(soil).toHaveAccessibleName('Resgatar agora: Análise de solo completa (abre em uma nova aba)');
    expect(soil).toHaveAttribute('href', 'https://loja.impulso.example/servicos/1');
    expect(soil).toHaveAttribute('target', '_blank');
    expect(soil).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(seeMore());
    await screen.findByRole('heading', { name: 'Viagem técnica ao Show Rural' });
    expect(calls).toEqual(['list=personal&page=2']);
    // The same list: page 1's cards and the next page's.
    expect(within(section()).getAllByRole('list')).toHaveLength(1);
    expect(within(section()).getAllByRole('listitem')).toHaveLength(14);
    expect(actionOf('Viagem técnica ao Show Rural')).toHaveTextContent('Acessar');
    expect(actionOf('Imersão em agricultura digital')).toHaveTextContent('Acessar');
    expect(actionOf('Mentoria de sucessão familiar')).toHaveTextContent('Resgatar agora');
    expect(actionOf('Mentoria de sucessão familiar')).toHaveAccessibleName(/^Resgatar agora: Mentoria de sucessão familiar/);
    // The same cost before and now: nothing struck through.
    expect(cardOf('Assinatura de previsão do tempo (12 meses)').querySelector('del')).toBeNull();
    // Focus goes to the first card 'see more' brought; the last page has no 'see more'.
    await waitFor(() => expect(actionOf('Assinatura de previsão do tempo (12 meses)')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Ver mais serviços' })).not.toBeInTheDocument();
  });

  it('labels every card "Acessar" for a group member who is not the leader, free ones too', async () => {
    await renderServices({ document: LUCAS });
    const links = within(section()).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) expect(link).toHaveTextContent(/^Acessar$/);
    expect(within(cardOf('Guia digital da safra')).getByText('Grátis')).toBeInTheDocument();
  });

  it('labels by the points of a member outside any group', async () => {
    await renderServices({ document: CARLOS });
    // Carlos has 9.870 points.
    expect(actionOf('Diagnóstico de nematoides')).toHaveTextContent('Resgatar agora');
    expect(actionOf('Consultoria agronômica (4 visitas)')).toHaveTextContent('Acessar');
    expect(actionOf('Mapa de produtividade por drone')).toHaveTextContent('Acessar');
  });

  it('labels "Acessar" when the member’s summary could not be read, on the next pages too: nothing says they may redeem', async () => {
    const user = userEvent.setup();
    servicesRoute(ANA);
    await renderServices({ member: null });
    for (const link of within(section()).getAllByRole('link')) expect(link).toHaveTextContent('Acessar');
    await user.click(seeMore());
    await screen.findByRole('heading', { name: 'Mentoria de sucessão familiar' });
    for (const link of within(section()).getAllByRole('link')) expect(link).toHaveTextContent('Acessar');
  });

  it('with no services shows the empty state with its button to /mi-impulso', async () => {
    await renderServices({ firstPage: { ok: true, data: { services: [], totalPages: 0, fallback: false } } });
    expect(within(section()).getByText('Nenhum serviço recomendado no momento')).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Ir para o Impulso' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('when the services could not be read shows the empty-state block as an alert, whose retry asks the server for the page again', async () => {
    const user = userEvent.setup();
    await renderServices({ firstPage: { ok: false } });
    const alert = within(section()).getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os serviços');
    expect(within(alert).getByRole('link', { name: 'Ir para o Impulso' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says it is loading while "see more" waits, keeps the cards when the page fails and says so, and loads it on the next press', async () => {
    const user = userEvent.setup();
    let failing = true;
    let release: (() => void) | null = null;
    servicesRoute(ANA, async (page) => {
      if (failing) {
        await new Promise<void>((resolve) => (release = resolve));
        return failure();
      }
      return HttpResponse.json(await loyalty.recommendedServices(ANA, page));
    });
    await renderServices();
    await user.click(seeMore());
    const busy = await screen.findByRole('button', { name: 'Carregando mais serviços…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(release).not.toBeNull());
    release!();
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Não foi possível carregar mais serviços.');
    expect(within(section()).getAllByRole('listitem')).toHaveLength(8);

    failing = false;
    await user.click(seeMore());
    expect(await screen.findByRole('heading', { name: 'Viagem técnica ao Show Rural' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section()).getAllByRole('listitem')).toHaveLength(14);
  });

  it('reads the featured list’s next pages from the featured route', async () => {
    const user = userEvent.setup();
    const calls = servicesRoute(ANA);
    await renderServices({ list: 'featured' });
    await user.click(seeMore());
    await screen.findByRole('heading', { name: 'Viagem técnica ao Show Rural' });
    expect(calls).toEqual(['list=featured&page=2']);
  });

  it('shows the featured list’s fallback as it is: a note, the standing services to access, no costs, no "see more"', async () => {
    await renderServices({ list: 'featured', firstPage: { ok: true, data: { services: [...FALLBACK_SERVICES], totalPages: 1, fallback: true } } });
    expect(section()).toHaveTextContent('Os serviços em destaque estão indisponíveis no momento.');
    const links = within(section()).getAllByRole('link');
    expect(links).toHaveLength(FALLBACK_SERVICES.length);
    for (const link of links) expect(link).toHaveTextContent(/^Acessar$/);
    expect(actionOf('Consultoria agronômica')).toHaveAttribute('href', '/pt-BR/mi-impulso');
    expect(actionOf('Consultoria agronômica')).not.toHaveAttribute('target');
    expect(section()).not.toHaveTextContent('Grátis');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no "see more" when page 1 is the only one', async () => {
    const data = await loyalty.recommendedServices(ANA);
    await renderServices({ firstPage: { ok: true, data: { ...data, totalPages: 1 } } });
    expect(within(section()).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('its skeleton has the loaded cards’ box', async () => {
    const { unmount } = renderWithProviders(<ServiceCardsSkeleton loadingLabel="Carregando serviços…" />);
    const placeholder = document.querySelector('li')!;
    expect(declaredStyle(placeholder, 'min-height')).toBe('25rem');
    const placeholderClass = placeholder.className;
    const listClass = document.querySelector('ul')!.className;
    unmount();
    await renderServices();
    expect(cardOf('Análise de solo completa').className).toBe(placeholderClass);
    expect(within(section()).getByRole('list').className).toBe(listClass);
  });

  it.each([
    ['es-AR', 'Canjear ahora', 'Acceder', 'Gratis', '2.500 puntos', 'Ver más servicios'],
    ['en-US', 'Redeem now', 'Access', 'Free', '2.500 points', 'See more services'],
  ] as const)('speaks %s, on the pages "see more" brings too (points keep the Brazilian grouping)', async (locale, redeemNow, access, free, cost, more) => {
    const user = userEvent.setup();
    servicesRoute(ANA);
    await renderServices({ locale });
    expect(actionOf('Análise de solo completa')).toHaveTextContent(redeemNow);
    expect(cardOf('Guia digital da safra')).toHaveTextContent(free);
    expect(cardOf('Análise de solo completa')).toHaveTextContent(cost);
    await user.click(screen.getByRole('button', { name: more }));
    await screen.findByRole('heading', { name: 'Viagem técnica ao Show Rural' });
    expect(actionOf('Viagem técnica ao Show Rural')).toHaveTextContent(access);
  });
});

describe('ServicesPager', () => {
  it('is disabled in the server’s HTML: a press before React is live would do nothing', async () => {
    const html = renderToString(
      <ServicesPager list="personal" totalPages={2} member={null} intl={await clientIntl('pt-BR', ['LoyaltyServices', 'Links'])} labels={{ more: 'Ver mais serviços', loadingMore: '…', moreError: '…' }}>
        <li>Análise de solo completa</li>
      </ServicesPager>,
    );
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Ver mais serviços<\/button>/);
  });
});
