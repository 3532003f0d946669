import type { DehydratedState } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isValidElement } from 'react';
import { encodeEmailForAllowList } from '@/lib/access/allow-list';
import { currentViewer } from '@/lib/auth/guard';
import { newSession, type Session } from '@/lib/auth/session';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { flagKeys } from '@/lib/flags/keys';
import { digitalFinanceRecords } from '@/lib/upstreams/finance/client';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxAccessToken } from '@/tests/sandbox-sign-in';
import { server } from '@/tests/setup/msw-server';
import { DigitalFinanceBlock } from './digital-finance-block';
import { digitalFinanceSchema } from './digital-finance-schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.hoisted(() => {
  // Read the flags document on every evaluation, so a test sees the allow list it set.
  process.env.FLAGS_REFRESH_MS = '0';
});
// The request's session, as the site reads it from its cookie: here, a sign-in at the sandbox's identity provider.
const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const MARTINA = 'martina.gomez@example.com.ar';
const LUCIA = 'lucia.pereyra@example.com.ar';
const DIEGO = 'diego.fernandez@example.com.ar';

/** Signs in at the sandbox and answers the viewer blocks then see (from the session, as the per-request page builds it). */
async function signedInAs(email: string) {
  const { sub } = sandboxAccounts.find((account) => account.email === email)!;
  session.current = newSession({ sub, email, accessToken: await sandboxAccessToken(email) });
  return currentViewer();
}

const props = digitalFinanceSchema.parse({});

const block = async (viewer: Awaited<ReturnType<typeof currentViewer>>) =>
  DigitalFinanceBlock({ props, context: makeContext({ locale: 'es-AR', perRequest: true, viewer }), nodeId: 'finanzas-digitales' });

/** Renders what the block returned, which must be something. */
function renderBlock(rendered: Awaited<ReturnType<typeof block>>) {
  expect(rendered).not.toBeNull();
  return renderWithProviders(rendered!, { locale: 'es-AR' });
}

/**
 * The browser's calls of our route: none expected when the server read the records; when it could
 * not, the widget asks, and gets what the route would answer for Martina (the finance client over
 * the sandbox; features do not import app/), once `release` is called.
 */
function browserRoute() {
  const calls = { count: 0 };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post('/api/digital-finance', async () => {
      calls.count++;
      await released;
      return HttpResponse.json(await digitalFinanceRecords(MARTINA));
    }),
  );
  return { calls, release };
}

/** The queries the block hands its island (the `prefetched` prop somewhere in what it returned). */
function prefetchedBy(node: unknown): DehydratedState {
  if (!isValidElement<{ prefetched?: DehydratedState; children?: unknown }>(node)) throw new Error('The block handed no prefetched state to its island.');
  if (node.props.prefetched) return node.props.prefetched;
  return prefetchedBy([node.props.children].flat().find(isValidElement));
}

describe('DigitalFinanceBlock', () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.current = null;
  });

  it("renders Martina's two CUITs read on the server, under the section's heading: no spinner and no call from the browser", async () => {
    const browser = browserRoute();
    const rendered = await block(await signedInAs(MARTINA));
    expect(prefetchedBy(rendered).queries.map((query) => query.state.status)).toEqual(['success']);
    renderBlock(rendered);

    const section = screen.getByRole('region', { name: 'Tu línea de crédito' });
    const cuit = within(section).getByRole('combobox', { name: 'CUIT' });
    expect(within(cuit).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Agropecuaria Gómez S.A. (CUIT 30-71234567-1)',
      'Estancia La Martina S.R.L. (CUIT 30-70887766-9)',
    ]);
    expect(cuit).toHaveDisplayValue('Agropecuaria Gómez S.A. (CUIT 30-71234567-1)');
    expect(within(section).getByRole('radio', { name: 'Pesos (ARS)' })).toBeChecked();
    expect(within(section).getByRole('region', { name: 'Estado de crédito' })).toHaveTextContent('ARS 152,880,000');
    expect(within(section).getByRole('img', { name: 'Consumiste el 62% de tu límite de crédito' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Give a stray refetch the time to start: the server's answer is fresh, the browser does not ask.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(browser.calls.count).toBe(0);
  });

  it('keeps an editor\'s heading', async () => {
    const viewer = await signedInAs(MARTINA);
    const rendered = await DigitalFinanceBlock({ props: digitalFinanceSchema.parse({ heading: 'Mi crédito' }), context: makeContext({ locale: 'es-AR', perRequest: true, viewer }) });
    renderBlock(rendered);
    expect(screen.getByRole('region', { name: 'Mi crédito' })).toBeInTheDocument();
  });

  it('shows Lucía, who has no finance accounts, the empty message', async () => {
    browserRoute();
    renderBlock(await block(await signedInAs(LUCIA)));
    expect(screen.getByText('Todavía no hay datos de finanzas')).toBeInTheDocument();
    expect(screen.getByText('Cuando tus CUIT tengan una línea de crédito con Terralis, vas a ver acá lo consumido y lo disponible.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing for Diego: a finance role, but not on the allow list', async () => {
    const viewer = await signedInAs(DIEGO);
    expect(viewer?.email).toBe(DIEGO);
    expect(await block(viewer)).toBeNull();
    // Nothing of his was read from the finance service either.
    expect(await sandbox.requests('/finance/api/accounts/33712345670/credit-summary')).toHaveLength(0);

    // It is the allow list that keeps him out: on it, his finance role lets him in.
    await sandbox.setFlag(flagKeys.latamAllowList, { enabled: true, allowList: [encodeEmailForAllowList(DIEGO)] });
    renderBlock(await block(viewer));
    expect(screen.getByRole('combobox', { name: 'CUIT' })).toHaveDisplayValue('Fernández Hnos. S.H. (CUIT 33-71234567-0)');
  });

  it('renders nothing without a viewer', async () => {
    expect(await block(undefined)).toBeNull();
  });

  it('hands the browser no error when the finance service failed on the server: the widget loads and asks our route itself, then shows the records', async () => {
    await sandbox.fault({ path: '/finance/api/accounts/30708877669/credit-summary', status: 503 });
    const browser = browserRoute();
    const rendered = await block(await signedInAs(MARTINA));
    // What the island starts from holds no failed query: nothing for the browser to show as an error before it has asked.
    expect(prefetchedBy(rendered).queries.map((query) => query.state.status)).not.toContain('error');
    renderBlock(rendered);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus finanzas…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar tus finanzas')).not.toBeInTheDocument();

    // The finance service is back by the time the browser asks.
    await sandbox.reset();
    browser.release();
    expect(await screen.findByRole('combobox', { name: 'CUIT' })).toHaveDisplayValue('Agropecuaria Gómez S.A. (CUIT 30-71234567-1)');
    expect(browser.calls.count).toBe(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
