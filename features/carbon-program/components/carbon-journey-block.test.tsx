import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { carbonGateSchema, carbonJourneySchema } from '../schema';
import { CarbonGateBlock } from './carbon-gate-block';
import { CarbonJourneyBlock } from './carbon-journey-block';
import { CarbonJourneySkeleton } from './carbon-journey-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => ({ refresh }) }));

const viewerOf = (email: string) => {
  const account = sandboxAccounts.find((candidate) => candidate.email === email)!;
  return makeViewer(account.roles, { uid: account.sub, email });
};
const ana = viewerOf('ana.ribeiro@example.com.br');
const carlos = viewerOf('carlos.souza@example.com.br');
const joao = viewerOf('joao.lima@example.com.br');

const props = carbonJourneySchema.parse({
  infoCards: [
    { title: 'Contrato', text: 'Você assina a adesão de cada talhão.' },
    { title: 'Análises', text: 'Avaliamos o solo e o contexto socioambiental.' },
  ],
});
const context = (viewer = ana) => makeContext({ viewer, perRequest: true });

async function renderJourney(viewer = ana) {
  const rendered = await CarbonJourneyBlock({ props, context: context(viewer) });
  expect(rendered).not.toBeNull();
  return renderWithProviders(rendered!);
}

describe('CarbonJourneyBlock', () => {
  beforeEach(() => sandbox.reset());

  it('shows Ana’s fields, each document with its status and a link to its PDF through our route', async () => {
    await renderJourney();
    const section = screen.getByRole('region', { name: 'Sua jornada no programa de carbono' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Contrato',
      'Análises',
      'Talhão Santa Rita',
      'Talhão Boa Vista',
      'Talhão Cerrado Novo',
    ]);
    expect(within(section).getByText('182,5 ha')).toBeInTheDocument();
    const santaRita = within(section).getByRole('list', { name: 'Documentos de Talhão Santa Rita' });
    expect(within(santaRita).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ContratoSituação: AprovadoVer PDF',
      'Análise socioambientalSituação: AprovadoVer PDF',
      'Análise de soloSituação: Em análiseVer PDF',
      'Plano de manejoSituação: PendenteVer PDF',
    ]);
    expect(within(santaRita).getByRole('link', { name: 'Ver PDF: Análise de solo do Talhão Santa Rita' })).toHaveAttribute(
      'href',
      '/api/carbon-program/sbx-br-0001/documents/talhao-santa-rita/soilAnalysis',
    );
    const boaVista = within(section).getByRole('list', { name: 'Documentos de Talhão Boa Vista' });
    expect(within(boaVista).getByText('Reprovado')).toBeInTheDocument();
    expect(screen.queryByText('Aguarde!')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Carlos, who joined but has no documents yet, the info cards and the ‘Aguarde!’ card', async () => {
    await renderJourney(carlos);
    expect(screen.getByRole('heading', { level: 3, name: 'Aguarde!' })).toBeInTheDocument();
    expect(screen.getByText(/Sua participação no programa de carbono está registrada/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Contrato' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing for a user who takes no part, or without a viewer', async () => {
    expect(await CarbonJourneyBlock({ props, context: context(joao) })).toBeNull();
    expect(await CarbonJourneyBlock({ props, context: makeContext() })).toBeNull();
  });

  it('shows the error state when the programme fails; its retry asks the server for the page again', async () => {
    const user = userEvent.setup();
    refresh.mockReset();
    await sandbox.fault({ path: '/carbon-program/v1/carbon-program/sbx-br-0001', status: 503 });
    await renderJourney();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar sua jornada');
    expect(screen.getByRole('heading', { level: 3, name: 'Análises' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Documentos de/ })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish on an es-AR page', async () => {
    const rendered = await CarbonJourneyBlock({ props, context: makeContext({ viewer: carlos, locale: 'es-AR' }) });
    renderWithProviders(rendered!, { locale: 'es-AR' });
    expect(screen.getByRole('heading', { level: 3, name: '¡Aguardá!' })).toBeInTheDocument();
  });
});

describe('CarbonJourneySkeleton', () => {
  it('holds the heading, the info cards and two field cards while the journey loads, and says so', async () => {
    const rendered = await CarbonJourneySkeleton({ props, context: context(), nodeId: 'jornada' });
    renderWithProviders(rendered!);
    expect(screen.getByRole('region', { name: 'Sua jornada no programa de carbono' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando sua jornada no programa de carbono…');
    expect(screen.getByRole('heading', { level: 3, name: 'Contrato' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is nothing without a viewer', async () => {
    expect(await CarbonJourneySkeleton({ props, context: makeContext() })).toBeNull();
  });
});

describe('CarbonGateBlock', () => {
  const gateProps = carbonGateSchema.parse({});
  beforeEach(() => sandbox.reset());

  it('lets participants through, with or without documents, rendering nothing', async () => {
    expect(await CarbonGateBlock({ props: gateProps, context: context(ana) })).toBeNull();
    expect(await CarbonGateBlock({ props: gateProps, context: context(carlos) })).toBeNull();
  });

  it('sends a user who takes no part to the logged-in area of the page’s locale', async () => {
    await expect(CarbonGateBlock({ props: gateProps, context: context(joao) })).rejects.toMatchObject({ digest: expect.stringContaining(';/pt-BR/area-logada;') });
  });

  it('sends nobody away when the programme cannot be read (the journey shows its error)', async () => {
    await sandbox.fault({ path: '/carbon-program/v1/carbon-program/sbx-br-0001', status: 503 });
    expect(await CarbonGateBlock({ props: gateProps, context: context(ana) })).toBeNull();
  });
});
