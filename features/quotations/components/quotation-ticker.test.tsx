import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { Locale } from '@/lib/i18n/locales';
import { preferenceChangeSchema } from '@/lib/quotations/contract';
import { quotationPreferences, readTickerQuotes, saveQuotationPreference } from '@/lib/upstreams/quotations/client';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { QuotationTickerBlock } from './quotation-ticker-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

/** Ana Ribeiro's CPF (lib/sandbox/demo-accounts.ts). */
const ANA = '12345678909';

const context = (locale: Locale) => makeContext({ locale, page: makePage({ locale, path: '/ferramentas/cotacoes' }) });

async function renderTicker(locale: Locale = 'pt-BR') {
  return renderWithProviders(await QuotationTickerBlock({ props: {}, context: context(locale), nodeId: 'ticker' }), { locale });
}

const session = (body: JsonBodyType) => server.use(http.get('/api/account/session', () => HttpResponse.json(body)));
const signedIn = () => session({ isLoggedIn: true, user: { email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', document: ANA, isEleva: false } });
const failure = (status = 502) => HttpResponse.json({ error: 'upstream_error', message: 'The service failed.' }, { status });

/** Our preference route for Ana, over the sandbox; `failSave` answers a PATCH instead; each PATCH's body is recorded. */
function preferenceRoutes({ read, failSave }: { read?: () => Response | undefined; failSave?: () => Response } = {}) {
  const saved: unknown[] = [];
  server.use(
    http.get('/api/quotations/preferences', async () => read?.() ?? HttpResponse.json({ items: await quotationPreferences(ANA) })),
    http.patch('/api/quotations/preferences', async ({ request }) => {
      const body = preferenceChangeSchema.parse(await request.json());
      saved.push(body);
      return failSave?.() ?? HttpResponse.json(await saveQuotationPreference(ANA, body));
    }),
    http.get('/api/quotations/ticker', async ({ request }) =>
      HttpResponse.json({ quotes: await readTickerQuotes(new URL(request.url).searchParams.get('symbols')!.split(',')) }),
    ),
  );
  return saved;
}

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Alterar cotações' }));
  // The first open loads the sheet's code (and MUI's Drawer): slow on a busy machine.
  return screen.findByRole('dialog', { name: 'Alterar cotações' }, { timeout: 5000 });
}

describe('QuotationTickerBlock', () => {
  beforeEach(() => sandbox.reset());

  it("shows the default symbols' quotes in the spec's order, in the page's language", async () => {
    session({ isLoggedIn: false });
    await renderTicker();
    const row = screen.getByRole('list', { name: 'Cotações' });
    const titles = within(row)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    expect(titles).toEqual(['Algodão', 'Arroz', 'Café', 'Milho', 'Soja', 'Trigo', 'Dólar (R$)', 'Euro (R$)', 'Ouro', 'Petróleo', 'Boi gordo']);
    const dollar = within(row).getAllByRole('listitem')[6]!;
    expect(dollar.textContent?.replace(/\s/g, ' ')).toMatch(/^Dólar \(R\$\)R\$ \d,\d{2}. (em (alta|baixa) )?[+-]?\d,\d{2}%$/);
  });

  it('names the symbols in Spanish on an es-AR page', async () => {
    session({ isLoggedIn: false });
    await renderTicker('es-AR');
    expect(within(screen.getByRole('list', { name: 'Cotizaciones' })).getByText('Maíz')).toBeInTheDocument();
  });

  it('says the quotes are unavailable when the service fails', async () => {
    session({ isLoggedIn: false });
    await sandbox.fault({ path: '/quotations/ticker/quotes', status: 503 });
    await renderTicker();
    expect(screen.getByRole('status')).toHaveTextContent('As cotações não estão disponíveis no momento.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers visitors no way to change the quotations', async () => {
    let asked = false;
    server.use(
      http.get('/api/account/session', () => {
        asked = true;
        return HttpResponse.json({ isLoggedIn: false });
      }),
    );
    await renderTicker();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Alterar cotações' })).not.toBeInTheDocument();
  });
});

describe("the ticker's preference sheet", () => {
  beforeEach(async () => {
    await sandbox.reset();
    signedIn();
  });

  it("lists the member's quotations as switches grouped by category", async () => {
    preferenceRoutes();
    const user = userEvent.setup();
    await renderTicker();
    const sheet = await openSheet(user);
    const groups = await within(sheet).findAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(['Commodities agrícolas', 'Moedas', 'Metais e energia', 'Pecuária']);
    expect(within(groups[0]!).getAllByRole('switch')).toHaveLength(8);
    expect(within(sheet).getByRole('switch', { name: 'Ouro' })).toBeChecked();
    expect(within(sheet).getByRole('switch', { name: 'Soja (B3)' })).not.toBeChecked();
  });

  it("shows the member's own quotations in the ticker, and follows a change made in the sheet", async () => {
    await saveQuotationPreference(ANA, { itemId: 'b3-soja', checked: true });
    preferenceRoutes();
    const user = userEvent.setup();
    await renderTicker();
    // The member's row replaces the server's: asked for anew each time (behind the open sheet too, which hides the page from assistive technology).
    const row = () => screen.getByRole('list', { name: 'Cotações', hidden: true });
    await waitFor(() => expect(within(row()).getByText('Soja (B3)')).toBeInTheDocument());
    // The default symbols keep their titles in the page's language.
    expect(within(row()).getByText('Boi gordo')).toBeInTheDocument();
    expect(within(row()).getAllByRole('listitem', { hidden: true })).toHaveLength(12);
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('switch', { name: 'Ouro' }));
    await waitFor(() => expect(within(row()).queryByText('Ouro')).not.toBeInTheDocument());
    expect(within(row()).getAllByRole('listitem', { hidden: true })).toHaveLength(11);
  });

  it('shows a skeleton while it reads them', async () => {
    server.use(http.get('/api/quotations/preferences', () => new Promise<Response>(() => {})));
    const user = userEvent.setup();
    await renderTicker();
    const sheet = await openSheet(user);
    expect(within(sheet).getByRole('status')).toHaveTextContent('Carregando suas cotações');
  });

  it('saves each switch as it is flipped, and the member reads it back next time', async () => {
    const saved = preferenceRoutes();
    const user = userEvent.setup();
    await renderTicker();
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('switch', { name: 'Ouro' }));
    expect(within(sheet).getByRole('switch', { name: 'Ouro' })).not.toBeChecked();
    await user.click(within(sheet).getByRole('switch', { name: 'Soja (B3)' }));
    await waitFor(() => expect(saved).toEqual([{ itemId: 'gold', checked: false }, { itemId: 'b3-soja', checked: true }]));
    const items = await quotationPreferences(ANA);
    expect(items.find((item) => item.itemId === 'gold')?.checked).toBe(false);
    expect(items.find((item) => item.itemId === 'b3-soja')?.checked).toBe(true);
    expect(within(sheet).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('puts a switch back and says so when its save fails', async () => {
    const saved = preferenceRoutes({ failSave: () => failure(504) });
    const user = userEvent.setup();
    await renderTicker();
    const sheet = await openSheet(user);
    await user.click(await within(sheet).findByRole('switch', { name: 'Ouro' }));
    await waitFor(() => expect(within(sheet).getByRole('switch', { name: 'Ouro' })).toBeChecked());
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Não foi possível salvar “Ouro”. A opção voltou ao que era; tente novamente.');
    expect(saved).toEqual([{ itemId: 'gold', checked: false }]);
    expect((await quotationPreferences(ANA)).find((item) => item.itemId === 'gold')?.checked).toBe(true);
  });

  it('says when the quotations cannot be read, and reads them again on retry', async () => {
    let fail = true;
    preferenceRoutes({ read: () => (fail ? failure() : undefined) });
    const user = userEvent.setup();
    await renderTicker();
    const sheet = await openSheet(user);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Não foi possível carregar suas cotações.');
    fail = false;
    await user.click(within(sheet).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(sheet).findByRole('switch', { name: 'Ouro' })).toBeChecked();
  });

  it('tells a user without quotation preferences so', async () => {
    server.use(http.get('/api/quotations/preferences', () => HttpResponse.json({ error: 'not_a_member' }, { status: 403 })));
    const user = userEvent.setup();
    await renderTicker();
    const sheet = await openSheet(user);
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Não há preferências de cotações para a sua conta.');
  });

  it('closes, and gives the focus back to its button', async () => {
    preferenceRoutes();
    const user = userEvent.setup();
    await renderTicker();
    const sheet = await openSheet(user);
    await user.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Alterar cotações' })).toHaveFocus());
  });
});
