import { screen, within } from '@testing-library/react';
import type { Locale } from '@/lib/i18n/locales';
import type { MemberSummary } from '@/lib/loyalty/contract';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { AccumulatedPointsBlock } from './accumulated-points-block';
import { countLoyaltyRouteCalls, renderServerBlock } from '../shared/block-test-support';
import { AccumulatedPoints, type AccumulatedPointsState } from './accumulated-points';
import { AccumulatedPointsSkeleton } from './accumulated-points-skeleton';
import { accumulatedPointsSchema } from './schema';
import { demoViewer, programmeCallPath } from './test-support';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const member: MemberSummary = {
  name: 'Carlos Souza',
  status: 'ACTIVE',
  impulsePoints: 212_400,
  stars: 4,
  impulsePercent: 3.5,
  impulseLeft: 337_600,
  minPoints: 1,
  orbiaPoints: 9_870,
  flGroupLeader: false,
  familiarGroup: null,
  contactInformation: { contactUs: { name: 'Central Impulso', phone: '0800', email: 'contato@impulso.example', whatsapp: '+55' }, advisorContact: [] },
};

const ANA = demoViewer('ana.ribeiro@example.com.br');
const BUTTON_HREF = '/pt-BR/mi-impulso';
const renderCard = (state: AccumulatedPointsState, locale: Locale = 'pt-BR') =>
  renderWithProviders(<AccumulatedPoints buttonHref={BUTTON_HREF} state={state} />, { locale });
const section = () => screen.getByRole('region', { name: 'Pontos acumulados' });

describe('AccumulatedPoints', () => {
  it('shows the accumulated points, the star level and the impulse towards the next star, with a link to /mi-impulso', () => {
    renderCard({ status: 'ready', member });
    expect(section()).toHaveTextContent('212.400 pontos acumulados no programa Impulso');
    expect(section()).toHaveTextContent('Nível atual: 4 estrelas');
    const meter = within(section()).getByRole('progressbar', { name: 'Impulso para 5 estrelas' });
    expect(meter).toHaveAttribute('aria-valuenow', '4');
    expect(meter).toHaveAttribute('aria-valuetext', '3,5%');
    expect(section()).toHaveTextContent('Faltam 337.600 pontos');
    expect(within(section()).getByRole('link', { name: 'Ver meu Impulso' })).toHaveAttribute('href', BUTTON_HREF);
  });

  it('at 5 stars says the top level is reached, without a meter', () => {
    renderCard({ status: 'ready', member: { ...member, impulsePoints: 600_000, stars: 5, impulsePercent: 100, impulseLeft: 0 } });
    expect(section()).toHaveTextContent('Nível atual: 5 estrelas');
    expect(section()).toHaveTextContent('Você chegou ao nível máximo do programa.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('empty: before the first points, says so and leads to /mi-impulso', () => {
    renderCard({ status: 'ready', member: { ...member, impulsePoints: 0, stars: 1, impulsePercent: 0, impulseLeft: 15_000 } });
    expect(section()).toHaveTextContent('Você ainda não acumulou pontos');
    expect(within(section()).getByRole('link', { name: 'Saiba como acumular' })).toHaveAttribute('href', BUTTON_HREF);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('error: the spec\'s error-loading-info, refresh-page and reload-page, the button leading to /mi-impulso', () => {
    renderCard({ status: 'error' });
    const alert = within(section()).getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar as informações');
    expect(alert).toHaveTextContent('Atualize a página para tentar novamente.');
    expect(within(alert).getByRole('link', { name: 'Recarregar página' })).toHaveAttribute('href', BUTTON_HREF);
  });

  it('keeps the skeleton\'s box: the loaded, empty and failed cards have its size', async () => {
    const { unmount } = renderServerBlock(await AccumulatedPointsSkeleton({ props: accumulatedPointsSchema.parse({}), context: makeContext({ perRequest: true, viewer: ANA }) }));
    expect(declaredStyle(within(section()).getByRole('status'), 'min-height')).toBe('17rem');
    unmount();
    for (const [state, inside] of [
      [{ status: 'ready', member }, 'Ver meu Impulso'],
      [{ status: 'ready', member: { ...member, impulsePoints: 0 } }, 'Saiba como acumular'],
      [{ status: 'error' }, 'Recarregar página'],
    ] as const) {
      const { unmount: done } = renderCard(state);
      expect(declaredStyle(screen.getByRole('link', { name: inside }).parentElement!, 'min-height')).toBe('17rem');
      done();
    }
  });

  it.each([
    ['es-AR', 'Puntos acumulados', 'Ver mi Impulso', 'Error al cargar la información', 'Recargar página'],
    ['en-US', 'Accumulated points', 'See my Impulso', 'Error loading the information', 'Reload page'],
  ] as const)('speaks %s', (locale, heading, link, errorTitle, reload) => {
    const { unmount } = renderCard({ status: 'ready', member }, locale);
    expect(within(screen.getByRole('region', { name: heading })).getByRole('link', { name: link })).toBeInTheDocument();
    unmount();
    renderCard({ status: 'error' }, locale);
    expect(screen.getByRole('alert')).toHaveTextContent(errorTitle);
    expect(screen.getByRole('link', { name: reload })).toBeInTheDocument();
  });
});

describe('AccumulatedPointsBlock', () => {
  const props = accumulatedPointsSchema.parse({});
  beforeEach(() => sandbox.reset());

  it('reads the member\'s points on the server, with no call from the browser, and leads to /mi-impulso in the locale', async () => {
    const browserCalls = countLoyaltyRouteCalls();
    renderServerBlock(await AccumulatedPointsBlock({ props, context: makeContext({ perRequest: true, viewer: ANA }) }));
    expect(section()).toHaveTextContent('320.000 pontos acumulados no programa Impulso');
    expect(within(section()).getByRole('link', { name: 'Ver meu Impulso' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
    expect(browserCalls()).toBe(0);
  });

  it('shows its error state when the programme fails', async () => {
    await sandbox.fault({ path: programmeCallPath.member(ANA.document!), status: 503 });
    renderServerBlock(await AccumulatedPointsBlock({ props, context: makeContext({ perRequest: true, viewer: ANA }) }));
    const alert = within(section()).getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar as informações');
    expect(within(alert).getByRole('link', { name: 'Recarregar página' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
  });

  it('renders nothing on a page without access rules', async () => {
    expect(await AccumulatedPointsBlock({ props, context: makeContext() })).toBeNull();
  });

  it('has a skeleton with its heading and loading status', async () => {
    renderServerBlock(await AccumulatedPointsSkeleton({ props, context: makeContext({ perRequest: true, viewer: ANA }) }));
    expect(within(section()).getByRole('status')).toHaveTextContent('Carregando seus pontos acumulados…');
  });
});
