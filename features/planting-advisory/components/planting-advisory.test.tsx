import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ComponentProps } from 'react';
import { UserSessionProvider } from '@/components/account/user-context.client';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import type { Locale } from '@/lib/i18n/locales';
import type { AdvisoryAnswer, SavedAdvisory } from '@/lib/planting-advisory/contract';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { toIsoDate } from '../logic/sowing-date';
import { plantingAdvisorySchema } from '../schema';
import { AdvisoryFlowRoot } from './advisory-flow-root.client';
import { PlantingAdvisory } from './planting-advisory.client';
import { PlantingAdvisoryBlock } from './planting-advisory-block';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const farms: AdvisoryAnswer['farms'] = [
  {
    name: 'La Esperanza',
    fields: [
      { name: 'Lote 7', area: 95.4, owner: 'Martina Gómez', isBestOption: true },
      { name: 'Lote 12', area: 61, owner: 'Martina Gómez', isBestOption: false },
    ],
  },
  { name: 'Don Aurelio', fields: [{ name: 'Potrero Grande', area: 180, owner: 'Aurelio Gómez', isBestOption: false }] },
  { name: 'Sin mapear', fields: [] },
];

const inAWeek = () => toIsoDate(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
const saved = (): SavedAdvisory => ({ farm: 'La Esperanza', field: 'Lote 7', date: inAWeek(), climaticYear: 'La Niña', waterInGround: 50, amount: 8 });

/** Our route as the browser reaches it; every PUT body recorded. */
function advisoryRoute(answer: Partial<AdvisoryAnswer> | (() => Response) = {}) {
  const puts: unknown[] = [];
  server.use(
    http.get('/api/planting-advisory', () => (typeof answer === 'function' ? answer() : HttpResponse.json<AdvisoryAnswer>({ farms, connected: true, saved: null, ...answer }))),
    http.put('/api/planting-advisory', async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      return HttpResponse.json(body as JsonBodyType);
    }),
  );
  return puts;
}

const intl = (locale: Locale) => ({ locale, timeZone: 'America/Argentina/Buenos_Aires', messages: { PlantingAdvisory: messagesByLocale[locale].PlantingAdvisory } });

function renderFlow(locale: Locale = 'es-AR') {
  const user = userEvent.setup();
  renderWithProviders(<AdvisoryFlowRoot intl={intl(locale)} quotationHref="/es-AR/contacto" connectHref="/es-AR/configuracion-de-perfil/conectar-cuenta?preceon-redirect=true" />, { locale });
  return user;
}

const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 3, name });
const next = () => screen.getByRole('button', { name: 'Siguiente' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

const session = (body: JsonBodyType) => server.use(http.get('/api/account/session', () => HttpResponse.json(body)));

beforeEach(() => resetBrowserQueryClient());

describe('PlantingAdvisoryBlock', () => {
  it("renders the visitors' sign-in prompt, back to this page", async () => {
    const props = plantingAdvisorySchema.parse({ quotationHref: '/contacto', connectHref: '/configuracion-de-perfil/conectar-cuenta?preceon-redirect=true' });
    const element = await PlantingAdvisoryBlock({
      props,
      context: makeContext({ locale: 'es-AR', page: makePage({ locale: 'es-AR', path: '/herramientas/recomendacion-de-siembra' }) }),
    });
    session({ isLoggedIn: false });
    renderWithProviders(element, { locale: 'es-AR' });
    expect(screen.getByRole('heading', { level: 2, name: 'Recomendación de siembra' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/es-AR/login?redirectUrl=%2Fes-AR%2Fherramientas%2Frecomendacion-de-siembra');
  });

  it("sends a signed-in user who is not connected to the connect page of the block's own locale, which comes back here", async () => {
    const props = plantingAdvisorySchema.parse({ quotationHref: '/contato', connectHref: '/configuracoes-de-perfil/conectar-conta?preceon-redirect=true' });
    const element = await PlantingAdvisoryBlock({
      props,
      context: makeContext({ locale: 'pt-BR', page: makePage({ locale: 'pt-BR', path: '/ferramentas/recomendacao-de-semeadura' }) }),
    });
    session({ isLoggedIn: true, user: { email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', document: '12345678909', isEleva: false } });
    advisoryRoute({ connected: false });
    renderWithProviders(element, { locale: 'pt-BR' });
    const dialog = await screen.findByRole('dialog', { name: 'Conecte sua conta de dados de campo' });
    expect(within(dialog).getByRole('link', { name: 'Conectar conta' })).toHaveAttribute('href', '/pt-BR/configuracoes-de-perfil/conectar-conta?preceon-redirect=true');
  });

  it('refuses a block without its connect page', () => {
    expect(plantingAdvisorySchema.safeParse({ quotationHref: '/contato' }).success).toBe(false);
  });
});

describe('PlantingAdvisory (who is looking)', () => {
  const face = (locale: Locale = 'pt-BR'): ComponentProps<typeof PlantingAdvisory> => ({
    intl: intl(locale),
    signIn: { text: 'Entre para escolher um talhão.', cta: 'Entrar', href: '/pt-BR/login?redirectUrl=%2Fpt-BR%2Fferramentas%2Frecomendacao-de-semeadura' },
    loadingLabel: 'Carregando suas fazendas',
    quotationHref: '/pt-BR/contato',
    connectHref: '/es-AR/configuracion-de-perfil/conectar-cuenta?preceon-redirect=true',
  });

  it('shows a visitor the sign-in link', async () => {
    session({ isLoggedIn: false });
    renderWithProviders(<PlantingAdvisory {...face()} />);
    expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/pt-BR/login?redirectUrl=%2Fpt-BR%2Fferramentas%2Frecomendacao-de-semeadura');
  });

  it('shows a signed-in user the flow, after a frame while it asks', async () => {
    session({ isLoggedIn: true, user: { email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', document: '12345678909', isEleva: false } });
    advisoryRoute();
    render(
      <UserSessionProvider>
        <PlantingAdvisory {...face()} />
      </UserSessionProvider>,
    );
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Passo 1 de 3: Talhão' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });
});

describe('AdvisoryFlow', () => {
  it('shows the frame while the farms load', async () => {
    advisoryRoute();
    renderFlow();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tus campos');
    await stepHeading(/Paso 1 de 3/);
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    advisoryRoute(() => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ error: 'upstream_unavailable', message: 'down' }, { status: 502 }) : HttpResponse.json<AdvisoryAnswer>({ farms, connected: true, saved: null });
    });
    const user = renderFlow();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus campos');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await stepHeading(/Paso 1 de 3: Lote/)).toBeInTheDocument();
  });

  it("says 'no farms' when the user has none", async () => {
    advisoryRoute({ farms: [] });
    renderFlow();
    await stepHeading(/Paso 1 de 3/);
    expect(screen.getByText('No se encontraron campos')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Lote' })).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it("needs a farm and a field; a new farm clears the field; a farm without fields says 'no fields'", async () => {
    advisoryRoute();
    const user = renderFlow();
    await stepHeading(/Paso 1 de 3/);
    expect(next()).toBeDisabled();
    await choose(user, 'Campo', 'La Esperanza');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Lote' }));
    const best = await screen.findByRole('option', { name: /^Lote 7/ });
    expect(best).toHaveTextContent('Lote 7 · 95,4 ha · Martina Gómez');
    expect(best).toHaveTextContent('Mejor opción');
    await user.click(best);
    expect(next()).toBeEnabled();

    await choose(user, 'Campo', 'Don Aurelio');
    expect(screen.getByRole('combobox', { name: 'Lote' })).toHaveValue('');
    expect(next()).toBeDisabled();

    await choose(user, 'Campo', 'Sin mapear');
    expect(screen.getByText('No se encontraron lotes')).toBeInTheDocument();
  });

  it('searches farms as typed', async () => {
    advisoryRoute();
    const user = renderFlow();
    await stepHeading(/Paso 1 de 3/);
    await user.type(screen.getByRole('combobox', { name: 'Campo' }), 'aure');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Don Aurelio']);
    await user.clear(screen.getByRole('combobox', { name: 'Campo' }));
    await user.type(screen.getByRole('combobox', { name: 'Campo' }), 'zzz');
    expect(screen.getByText('No se encontraron campos')).toBeInTheDocument();
  });

  it('keeps the expected yield within the rules and waits for every environment choice', async () => {
    advisoryRoute();
    const user = renderFlow();
    await stepHeading(/Paso 1 de 3/);
    await choose(user, 'Campo', 'La Esperanza');
    await choose(user, 'Lote', 'Lote 7');
    await user.click(next());
    expect(await stepHeading(/Paso 2 de 3: Ambiente/)).toHaveFocus();

    const amount = screen.getByRole('spinbutton', { name: /Rendimiento esperado/ });
    expect(amount).toHaveValue(8);
    await user.type(amount, '-+eE');
    expect(amount).toHaveValue(8);
    await user.type(amount, '0');
    // 80 is above 15: the field keeps 8.
    expect(amount).toHaveValue(8);
    await user.clear(amount);
    expect(screen.getByText('Ingresá el rendimiento esperado')).toBeInTheDocument();
    await user.type(amount, '12.5');
    expect(amount).toHaveValue(12.5);
    expect(screen.queryByText('Ingresá el rendimiento esperado')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'El Niño' }));
    await user.click(screen.getByRole('radio', { name: /^70\s?%$/ }));
    // No sowing date yet.
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(await stepHeading(/Paso 1 de 3/)).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Lote' })).toHaveValue('Lote 7');
  });

  it('takes the sowing date from the picker only, from today on, and goes on to the summary', async () => {
    advisoryRoute();
    const user = renderFlow();
    await stepHeading(/Paso 1 de 3/);
    await choose(user, 'Campo', 'La Esperanza');
    await choose(user, 'Lote', 'Lote 7');
    await user.click(next());
    await stepHeading(/Paso 2 de 3/);
    await user.click(screen.getByRole('radio', { name: 'Neutro' }));
    await user.click(screen.getByRole('radio', { name: /^30\s?%$/ }));
    expect(next()).toBeDisabled();

    // The text is read-only: typing leaves it empty.
    await user.type(screen.getByRole('group', { name: /Fecha de siembra/ }), '01012030');
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Elige fecha' }));
    const picker = await screen.findByRole('dialog');
    const today = new Date();
    const days = within(picker).getAllByRole('gridcell').filter((cell) => cell.tagName === 'BUTTON');
    const yesterday = days.find((cell) => cell.textContent === String(today.getDate() - 1));
    if (yesterday) expect(yesterday).toBeDisabled();
    await user.click(days.find((cell) => cell.textContent === String(today.getDate()))!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(await stepHeading(/Paso 3 de 3: Resumen/)).toBeInTheDocument();
    expect(screen.getByText(toIsoDate(today).split('-').reverse().join('/'))).toBeInTheDocument();
  });

  it('starts at the summary of saved choices: the facts, the range bar, and save for next', async () => {
    const puts = advisoryRoute({ saved: saved() });
    const user = renderFlow();
    expect(await stepHeading(/Paso 3 de 3: Resumen/)).toBeInTheDocument();
    const [day, month, year] = [inAWeek().slice(8, 10), inAWeek().slice(5, 7), inAWeek().slice(0, 4)];
    for (const text of ['La Esperanza', 'Lote 7', `${day}/${month}/${year}`, 'La Niña', /^50\s?%$/]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('8 t/ha: Muy alto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cotización' })).toHaveAttribute('href', '/es-AR/contacto');

    await user.click(screen.getByRole('button', { name: 'Guardar para la próxima' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Guardado.');
    expect(puts).toEqual([saved()]);
  });

  it('says so when save for next fails', async () => {
    advisoryRoute({ saved: saved() });
    server.use(http.put('/api/planting-advisory', () => HttpResponse.json({ error: 'upstream_unavailable', message: 'down' }, { status: 502 })));
    const user = renderFlow();
    await stepHeading(/Paso 3 de 3/);
    await user.click(screen.getByRole('button', { name: 'Guardar para la próxima' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar tus elecciones');
  });

  it('edits in a modal: save waits for a valid change, cancel restores the initial choices', async () => {
    advisoryRoute({ saved: saved() });
    const user = renderFlow();
    await stepHeading(/Paso 3 de 3/);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar tus elecciones' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    const amount = within(dialog).getByRole('spinbutton', { name: /Rendimiento esperado/ });
    await user.clear(amount);
    expect(save).toBeDisabled();
    await user.type(amount, '14.5');
    expect(save).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('8 t/ha: Muy alto')).toBeInTheDocument();

    // Opened again: the initial choices, not the cancelled draft; saved, the summary follows.
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const again = await screen.findByRole('dialog', { name: 'Editar tus elecciones' });
    const amountAgain = within(again).getByRole('spinbutton', { name: /Rendimiento esperado/ });
    expect(amountAgain).toHaveValue(8);
    await user.clear(amountAgain);
    await user.type(amountAgain, '14.5');
    await user.click(within(again).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('14,5 t/ha: Muy bajo')).toBeInTheDocument();
  });

  it('asks a user whose field-data account is not connected to connect it, in a modal that cannot be closed', async () => {
    advisoryRoute({ connected: false });
    const user = renderFlow();
    const dialog = await screen.findByRole('dialog', { name: 'Conectá tu cuenta de datos de campo' });
    expect(within(dialog).getByRole('link', { name: 'Conectar cuenta' })).toHaveAttribute('href', '/es-AR/configuracion-de-perfil/conectar-cuenta?preceon-redirect=true');
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Conectá tu cuenta de datos de campo' })).toBeInTheDocument();
  });

  it('speaks the locale: pt-BR', async () => {
    advisoryRoute({ saved: saved() });
    renderFlow('pt-BR');
    expect(await stepHeading(/Passo 3 de 3: Resumo/)).toBeInTheDocument();
    expect(screen.getByText('8 t/ha: Muito alto')).toBeInTheDocument();
  });
});
