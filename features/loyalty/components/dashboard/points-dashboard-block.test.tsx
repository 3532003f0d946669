import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { countLoyaltyRouteCalls, renderServerBlock } from '../shared/block-test-support';
import { PointsDashboardBlock } from './points-dashboard-block';
import { PointsDashboardSkeleton } from './points-dashboard-skeleton';
import { pointsDashboardSchema } from './schema';
import { demoViewer, programmeCallPath } from './test-support';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const ANA = demoViewer('ana.ribeiro@example.com.br');
const CARLOS = demoViewer('carlos.souza@example.com.br');
const PAULA = demoViewer('paula.alves@example.com.br');
const props = pointsDashboardSchema.parse({});

const render = async (viewer = ANA) => renderServerBlock(await PointsDashboardBlock({ props, context: makeContext({ perRequest: true, viewer }) }));

describe('PointsDashboardBlock', () => {
  beforeEach(() => sandbox.reset());

  it('renders Ana\'s dashboard read on the server: family banner, group stars, balance to #resgate; no spinner, no call from the browser', async () => {
    const browserCalls = countLoyaltyRouteCalls();
    await render();
    expect(screen.getByText('Família Ribeiro')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Nível da família' })).toHaveTextContent('5 estrelas');
    expect(within(screen.getByRole('article', { name: 'Pontos para resgatar' })).getByRole('link', { name: 'Ver sugestões de resgate' })).toHaveAttribute('href', '#resgate');
    expect(screen.getByRole('article', { name: 'Boletim do tempo' })).toHaveTextContent('Rio Verde - GO');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(browserCalls()).toBe(0);
  });

  it('links Carlos\'s balance to the programme\'s redeem page (the sandbox\'s stand-in) and warns of his points expiring today', async () => {
    await render(CARLOS);
    expect(within(screen.getByRole('article', { name: 'Pontos para resgatar' })).getByRole('link', { name: /^Resgatar pontos/ })).toHaveAttribute(
      'href',
      '/sandbox/accounts/programme/pt-BR/redeem',
    );
    expect(screen.getByRole('article', { name: 'Pontos a vencer' })).toHaveTextContent(/pontos vencem hoje/);
  });

  it('warns Paula of the points expiring within the next 45 days', async () => {
    await render(PAULA);
    expect(screen.getByRole('article', { name: 'Pontos a vencer' })).toHaveTextContent(/pontos vencem nos próximos 38 dias/);
  });

  it('shows the error card at once when the member call failed; its retry asks the server for the page again, which then brings the dashboard', async () => {
    await sandbox.fault({ path: programmeCallPath.member(ANA.document!), status: 503 });
    const { unmount } = await render();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar as informações');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    // The programme answers again: the server's next render of the block has the dashboard.
    unmount();
    await sandbox.reset();
    await render();
    expect(screen.getByText('Família Ribeiro')).toBeInTheDocument();
  });

  it('shows the error card when the banner call failed, though the member\'s summary came', async () => {
    await sandbox.fault({ path: programmeCallPath.banner(ANA.document!), status: 500 });
    await render();
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar as informações');
    expect(screen.queryByText('Família Ribeiro')).not.toBeInTheDocument();
  });

  it('says it could not check the expiring points when only their call failed, and shows the rest', async () => {
    await sandbox.fault({ path: programmeCallPath.expiringPoints(ANA.document!), status: 503 });
    await render();
    expect(screen.getByRole('article', { name: 'Pontos a vencer' })).toHaveTextContent('Não foi possível verificar seus pontos a vencer agora.');
    expect(screen.getByRole('article', { name: 'Nível da família' })).toHaveTextContent('5 estrelas');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing on a page without access rules (nobody to show)', async () => {
    expect(await PointsDashboardBlock({ props, context: makeContext() })).toBeNull();
  });
});

describe('PointsDashboardSkeleton', () => {
  it('holds the dashboard\'s place with its heading and one spinner', async () => {
    renderServerBlock(await PointsDashboardSkeleton({ props, context: makeContext({ perRequest: true, viewer: ANA }) }));
    expect(screen.getByRole('region', { name: 'Seus pontos Impulso' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando seus pontos…');
  });

  it('keeps an editor\'s heading and speaks the page\'s language', async () => {
    const authored = pointsDashboardSchema.parse({ heading: 'Mis puntos' });
    renderServerBlock(await PointsDashboardSkeleton({ props: authored, context: makeContext({ locale: 'es-AR', perRequest: true, viewer: ANA }) }), { locale: 'es-AR' });
    expect(screen.getByRole('region', { name: 'Mis puntos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus puntos…');
  });
});
