import { screen, within } from '@testing-library/react';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { sandbox } from '@/tests/sandbox-control';
import { countLoyaltyRouteCalls, renderServerBlock } from '../shared/block-test-support';
import { RecommendedServicesBlock } from './recommended-services-block';
import { recommendedServicesSchema } from './recommended-services-schema';
import { RecommendedServicesSkeleton } from './recommended-services-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const ana = makeViewer(['Grower'], { document: '12345678909' });
const lucas = makeViewer(['Grower'], { document: '36182457007' });
const props = (fields: Record<string, unknown> = {}) => recommendedServicesSchema.parse(fields);

describe('RecommendedServicesBlock', () => {
  beforeEach(() => sandbox.reset());

  it('renders the viewer’s page 1 with their labels at once, read on the server: no skeleton, no call from the browser', async () => {
    const calls = countLoyaltyRouteCalls();
    renderServerBlock(await RecommendedServicesBlock({ props: props(), context: makeContext({ viewer: ana, perRequest: true }) }));
    const section = screen.getByRole('region', { name: 'Serviços recomendados para você' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(8);
    expect(within(section).getByRole('link', { name: /^Resgatar agora: Análise de solo completa/ })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Ver mais serviços' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('labels "Acessar" for a group member who is not the leader', async () => {
    renderServerBlock(await RecommendedServicesBlock({ props: props(), context: makeContext({ viewer: lucas }) }));
    expect(screen.getAllByRole('link', { name: /^Acessar: / })).toHaveLength(8);
    expect(screen.queryByRole('link', { name: /^Resgatar agora/ })).not.toBeInTheDocument();
  });

  it('labels "Acessar" when the member’s summary failed on the server: nothing says they may redeem', async () => {
    await sandbox.fault({ path: '/loyalty/impulso-back/api/members/MTIzNDU2Nzg5MDk%3D', status: 503, times: 0 });
    renderServerBlock(await RecommendedServicesBlock({ props: props(), context: makeContext({ viewer: ana }) }));
    expect(screen.getAllByRole('link', { name: /^Acessar: / })).toHaveLength(8);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the featured list under its own heading, or the editor’s', async () => {
    const { unmount } = renderServerBlock(await RecommendedServicesBlock({ props: props({ list: 'featured' }), context: makeContext({ viewer: ana }) }));
    expect(screen.getByRole('region', { name: 'Serviços em destaque' })).toBeInTheDocument();
    unmount();
    renderServerBlock(await RecommendedServicesBlock({ props: props({ list: 'featured', heading: 'Resgate com seus pontos' }), context: makeContext({ viewer: ana }) }));
    expect(screen.getByRole('region', { name: 'Resgate com seus pontos' })).toBeInTheDocument();
  });

  it('shows the error state at once when the programme failed on the server, with the editor’s button target', async () => {
    const calls = countLoyaltyRouteCalls();
    await sandbox.fault({ path: '/impulso/api/recommendation/Services/MTIzNDU2Nzg5MDk%3D', status: 503 });
    renderServerBlock(await RecommendedServicesBlock({ props: props({ emptyActionHref: '/meu-impulso' }), context: makeContext({ viewer: ana }) }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os serviços');
    expect(within(alert).getByRole('link', { name: 'Ir para o Impulso' })).toHaveAttribute('href', '/pt-BR/meu-impulso');
    expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('shows the error state for a viewer without a programme account, for the featured list too', async () => {
    const stranger = makeViewer(['Grower']);
    renderServerBlock(await RecommendedServicesBlock({ props: props({ list: 'featured' }), context: makeContext({ viewer: stranger }) }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os serviços');
  });

  it('renders nothing, skeleton included, without a viewer (a page without access rules)', async () => {
    expect(await RecommendedServicesBlock({ props: props(), context: makeContext() })).toBeNull();
    expect(await RecommendedServicesSkeleton({ props: props(), context: makeContext() })).toBeNull();
  });

  it('its skeleton keeps the heading and 3 placeholder cards, and says services are loading', async () => {
    renderServerBlock(await RecommendedServicesSkeleton({ props: props(), context: makeContext({ viewer: ana }) }));
    const section = screen.getByRole('region', { name: 'Serviços recomendados para você' });
    expect(within(section).getByRole('status')).toHaveTextContent('Carregando serviços…');
    expect(section.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('takes only a list, a heading and a safe link', () => {
    expect(props()).toEqual({ list: 'personal', emptyActionHref: '/mi-impulso' });
    expect(recommendedServicesSchema.safeParse({ list: 'all' }).success).toBe(false);
    expect(recommendedServicesSchema.safeParse({ emptyActionHref: 'javascript:alert(1)' }).success).toBe(false);
    expect(recommendedServicesSchema.safeParse({ heading: '  ' }).success).toBe(false);
  });
});
