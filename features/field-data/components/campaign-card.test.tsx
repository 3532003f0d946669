import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Viewer } from '@/lib/cms/blocks';
import { connectFieldData, disconnectFieldData } from '@/lib/field-data/connection';
import type { Locale } from '@/lib/i18n/locales';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { seasonOf } from '../logic/season';
import { campaignCardSchema } from '../schema';
import { CampaignCard, type CampaignCardState } from './campaign-card';
import { CampaignCardBlock } from './campaign-card-block';
import { CampaignCardSkeleton } from './campaign-card-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));

const viewerOf = (email: string): Viewer => {
  const account = sandboxAccounts.find((candidate) => candidate.email === email)!;
  return makeViewer(account.roles, { uid: account.sub, email });
};
const MARTINA = viewerOf('martina.gomez@example.com.ar');
const LUCIA = viewerOf('lucia.pereyra@example.com.ar');
const DIEGO = viewerOf('diego.fernandez@example.com.ar');
/** The sandbox partner's authorization for an e-mail (what linking the account answers). */
const authorizationOf = (email: string) => `sandbox-fv.${Buffer.from(email).toString('base64url')}`;

const CONNECT = '/es-AR/configuracion-de-perfil/conectar-cuenta';
const ADD_FIELDS = '/sandbox/field-view/field-selection?client_id=sandbox-field-view-client';

const standard: CampaignCardState = {
  status: 'standard',
  yield: { season: 2026, crop: 'Corn', tonnesPerHectare: 9.92, comparison: { percent: 6.096, direction: 'more', year: 2025 } },
  lastSyncedAt: '2026-04-28T13:45:00.000Z',
};

const renderCard = (state: CampaignCardState, locale: Locale = 'es-AR') =>
  renderWithProviders(<CampaignCard connectHref={CONNECT} addFieldsHref={ADD_FIELDS} state={state} />, { locale });
const card = () => screen.getByRole('region', { name: 'Mi campaña' });

describe('CampaignCard', () => {
  it("standard: the season's average corn yield in t/ha, 2 decimals, against the last season", () => {
    renderCard(standard);
    expect(card()).toHaveTextContent('Rendimiento promedio de maíz');
    expect(card()).toHaveTextContent('Campaña 2026');
    expect(card()).toHaveTextContent('9,92 t/ha');
    expect(card()).toHaveTextContent('6,1% más que 2025');
    expect(card()).toHaveTextContent('Última sincronización: 28/4/26');
  });

  it("standard: 'menos que' a better last season, and no comparison without one", () => {
    const { unmount } = renderCard({ ...standard, yield: { ...standard.yield, tonnesPerHectare: 8, comparison: { percent: -20, direction: 'less', year: 2025 } } });
    expect(card()).toHaveTextContent('8,00 t/ha');
    expect(card()).toHaveTextContent('20% menos que 2025');
    unmount();
    renderCard({ ...standard, yield: { ...standard.yield, comparison: null }, lastSyncedAt: null });
    expect(card()).not.toHaveTextContent('que 2025');
    expect(card()).not.toHaveTextContent('Última sincronización');
  });

  it('empty, not connected: asks to connect the account, offers adding fields and a retry', () => {
    renderCard({ status: 'empty', reason: 'not-connected', season: 2026 });
    expect(card()).toHaveTextContent('Conectá tu cuenta de datos de campo');
    expect(within(card()).getByRole('link', { name: 'Conectar cuenta' })).toHaveAttribute('href', CONNECT);
    expect(within(card()).getByRole('link', { name: 'Agregar campos' })).toHaveAttribute('href', ADD_FIELDS);
    expect(within(card()).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('empty, no data for the season: offers adding fields and a retry that asks the server again', async () => {
    renderCard({ status: 'empty', reason: 'no-data', season: 2026 });
    expect(card()).toHaveTextContent('Todavía no hay datos de la campaña 2026');
    expect(within(card()).queryByRole('link', { name: 'Conectar cuenta' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Agregar campos' })).toBeInTheDocument();
    await userEvent.click(await within(card()).findByRole('button', { name: 'Reintentar' }));
    expect(refresh).toHaveBeenCalled();
  });

  it('error: a warning with a retry', () => {
    renderCard({ status: 'error' });
    const alert = within(card()).getByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los datos de tu campaña');
    expect(alert).toHaveTextContent('Recargá la página para intentarlo de nuevo.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it("loading: the skeleton has the cards' size, so nothing moves when the data arrives", async () => {
    const rendered = await CampaignCardSkeleton({ props: campaignCardSchema.parse({}), context: makeContext({ locale: 'es-AR', perRequest: true, viewer: MARTINA }) });
    const { unmount } = renderWithProviders(rendered!, { locale: 'es-AR' });
    const status = within(card()).getByRole('status');
    expect(status).toHaveTextContent('Cargando los datos de tu campaña');
    expect(declaredStyle(status, 'min-height')).toBe('15rem');
    unmount();
    renderCard(standard);
    expect(declaredStyle(screen.getByText('9,92 t/ha').parentElement!, 'min-height')).toBe('15rem');
  });

  it.each([
    ['en-US', 'My season', '9.92 t/ha', '6.1% more than 2025'],
    ['pt-BR', 'Minha safra', '9,92 t/ha', '6,1% a mais que 2025'],
  ] as const)('speaks %s', (locale, heading, value, comparison) => {
    renderCard(standard, locale);
    const region = screen.getByRole('region', { name: heading });
    expect(region).toHaveTextContent(value);
    expect(region).toHaveTextContent(comparison);
  });
});

describe('CampaignCardBlock', () => {
  const props = campaignCardSchema.parse({});
  const render = async (viewer: Viewer) => {
    const rendered = await CampaignCardBlock({ props, context: makeContext({ locale: 'es-AR', perRequest: true, viewer }) });
    return renderWithProviders(rendered!, { locale: 'es-AR' });
  };

  beforeEach(async () => {
    await sandbox.reset();
    for (const viewer of [MARTINA, LUCIA, DIEGO]) await disconnectFieldData(viewer.uid);
  });

  it('asks to connect a viewer who has not, without calling the partner', async () => {
    await render(MARTINA);
    expect(card()).toHaveTextContent('Conectá tu cuenta de datos de campo');
    expect(within(card()).getByRole('link', { name: 'Conectar cuenta' })).toHaveAttribute('href', CONNECT);
    expect(await sandbox.requests('/field-view/api/dashboard-sync')).toHaveLength(0);
  });

  it("syncs Martina's account until COMPLETED, then shows this season's corn yield against the last", async () => {
    await connectFieldData(MARTINA.uid, authorizationOf(MARTINA.email!));
    await render(MARTINA);
    expect(card()).toHaveTextContent('9,92 t/ha');
    const season = seasonOf(new Date());
    expect(card()).toHaveTextContent(`Campaña ${season}`);
    expect(card()).toHaveTextContent(`6,1% más que ${season - 1}`);
    expect(await sandbox.requests('/field-view/api/dashboard-sync')).toHaveLength(3);
    expect(await sandbox.requests('/field-view/api/dashboard')).toHaveLength(2);
  });

  it("shows Lucía's account, which has no fields, as empty", async () => {
    await connectFieldData(LUCIA.uid, authorizationOf(LUCIA.email!));
    await render(LUCIA);
    expect(card()).toHaveTextContent(/Todavía no hay datos de la campaña \d{4}/);
  });

  it("shows the error after five syncs of Diego's account that never complete", async () => {
    await connectFieldData(DIEGO.uid, authorizationOf(DIEGO.email!));
    await render(DIEGO);
    expect(within(card()).getByRole('alert')).toHaveTextContent('No pudimos cargar los datos de tu campaña');
    expect(await sandbox.requests('/field-view/api/dashboard-sync')).toHaveLength(5);
  });

  it('shows the error when the partner fails', async () => {
    await connectFieldData(MARTINA.uid, authorizationOf(MARTINA.email!));
    await sandbox.fault({ path: '/field-view/api/dashboard', status: 503 });
    await render(MARTINA);
    expect(within(card()).getByRole('alert')).toBeInTheDocument();
  });

  it('renders nothing on a page without access rules', async () => {
    expect(await CampaignCardBlock({ props, context: makeContext({ locale: 'es-AR' }) })).toBeNull();
    expect(await CampaignCardSkeleton({ props, context: makeContext({ locale: 'es-AR' }) })).toBeNull();
  });
});
