import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { ComponentProps } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { interestsSchema } from '@/lib/loyalty/contract';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { ArticleBanner } from './article-banner.client';
import { ArticleBannerBlock } from './article-banner-block';
import { articleBannerSchema } from './article-banner-schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const ANA = '12345678909';

const props = articleBannerSchema.parse({
  signedOut: {
    heading: 'Receba conteúdos do seu jeito',
    text: 'Entre com sua conta para escolher os temas que você quer acompanhar.',
    ctaLabel: 'Entrar e escolher temas',
    loginPath: '/login',
  },
  signedIn: {
    heading: 'Ajuste seus temas de interesse',
    text: 'Escolha culturas, regiões e editorias para receber os conteúdos certos.',
    ctaLabel: 'Escolher temas',
  },
});

/** What the block hands its island on the pt-BR articles page (or another locale's). */
async function bannerProps(locale: Locale = 'pt-BR', path = '/artigos') {
  const element = await ArticleBannerBlock({ props, context: makeContext({ locale, page: makePage({ locale, path }) }) });
  return element.props as ComponentProps<typeof ArticleBanner>;
}

async function renderBanner(locale: Locale = 'pt-BR', path?: string) {
  return renderWithProviders(<ArticleBanner {...await bannerProps(locale, path)} />, { locale });
}

const session = (body: JsonBodyType) => server.use(http.get('/api/account/session', () => HttpResponse.json(body)));
const signedIn = () => session({ isLoggedIn: true, user: { email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', document: ANA, isEleva: false } });
const failure = () => HttpResponse.json({ error: 'upstream_unavailable', message: 'The programme failed.' }, { status: 502 });

/** The sheet's routes for Ana, answered by the programme's sandbox; `saved` records each PUT's body. */
function sheetRoutes({ contents, save }: { contents?: () => Response; save?: () => Response | undefined } = {}) {
  const saved: unknown[] = [];
  server.use(
    http.get('/api/loyalty/contents-for-you', async () => contents?.() ?? HttpResponse.json(await loyalty.contentsForYou(ANA))),
    http.get('/api/loyalty/contents-for-you/themes', async () => HttpResponse.json(await loyalty.interestThemes())),
    http.put('/api/loyalty/contents-for-you/interests', async ({ request }) => {
      const body: unknown = await request.json();
      saved.push(body);
      const refused = save?.();
      if (refused) return refused;
      const interests = interestsSchema.safeParse(body);
      if (!interests.success) return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
      await loyalty.saveInterests(ANA, interests.data);
      return HttpResponse.json({ interests: interests.data });
    }),
  );
  return saved;
}

const box = (name: string) => screen.getByRole('checkbox', { name });

async function openSheet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Escolher temas' }));
  // The first open loads the sheet's code (and MUI's Drawer): slow on a busy machine.
  const sheet = await screen.findByRole('dialog', { name: 'Seus interesses' }, { timeout: 5000 });
  await within(sheet).findByRole('group', { name: 'Culturas' });
  return sheet;
}

describe('ArticleBanner', () => {
  beforeEach(async () => {
    await sandbox.reset();
    window.history.replaceState(null, '', '/pt-BR/artigos');
  });

  it('gets the locale’s sign-in page, the page’s path and the saved message from the block', async () => {
    expect(await bannerProps()).toMatchObject({ loginHref: '/pt-BR/login', pagePath: '/pt-BR/artigos', savedMessage: expect.stringContaining('Seus temas de interesse foram salvos') });
    expect(await bannerProps('en-US', '/articles')).toMatchObject({ loginHref: '/en-US/login', pagePath: '/en-US/articles', savedMessage: expect.stringContaining('Your topics of interest are saved') });
    expect((await bannerProps('es-AR', '/articulos')).intl.messages).toHaveProperty('LoyaltyTopics.sheet.atLeastOne', 'Seleccioná al menos 1 ítem de la lista de abajo');
  });

  it('keeps its place with a placeholder while it asks who is signed in, and offers nothing yet', async () => {
    server.use(http.get('/api/account/session', () => new Promise(() => {})));
    const { container } = await renderBanner();
    expect(screen.getByTestId('article-banner-loading')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // Both copies are still laid out (invisible), so the banner is already its final size.
    expect(container).toHaveTextContent('Receba conteúdos do seu jeito');
    expect(container).toHaveTextContent('Ajuste seus temas de interesse');
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
  });

  it('sends a visitor to sign in with redirectUrl set to this page and its query', async () => {
    window.history.replaceState(null, '', '/pt-BR/artigos?q=ferrugem&categoria=news');
    session({ isLoggedIn: false });
    await renderBanner();
    const region = await screen.findByRole('region', { name: 'Receba conteúdos do seu jeito' });
    const link = within(region).getByRole('link', { name: 'Entrar e escolher temas' });
    expect(link).toHaveAttribute('href', '/pt-BR/login?redirectUrl=%2Fpt-BR%2Fartigos%3Fq%3Dferrugem%26categoria%3Dnews');
    expect(region).toHaveTextContent('Entre com sua conta para escolher os temas que você quer acompanhar.');
    expect(screen.queryByRole('button', { name: 'Escolher temas' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('article-banner-loading')).not.toBeInTheDocument();
  });

  it('follows the query a list changed in place before the visitor reaches for the link', async () => {
    session({ isLoggedIn: false });
    await renderBanner();
    const link = await screen.findByRole('link', { name: 'Entrar e escolher temas' });
    expect(link).toHaveAttribute('href', '/pt-BR/login?redirectUrl=%2Fpt-BR%2Fartigos');
    window.history.replaceState(null, '', '/pt-BR/artigos?tag=terralis%3Aculturas%2Fsoja');
    act(() => link.focus());
    expect(link).toHaveAttribute('href', '/pt-BR/login?redirectUrl=%2Fpt-BR%2Fartigos%3Ftag%3Dterralis%253Aculturas%252Fsoja');
  });

  it('treats a failed session ask as signed out', async () => {
    window.history.replaceState(null, '', '/en-US/articles?page=2');
    server.use(http.get('/api/account/session', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    await renderBanner('en-US', '/articles');
    expect(await screen.findByRole('link', { name: 'Entrar e escolher temas' })).toHaveAttribute('href', '/en-US/login?redirectUrl=%2Fen-US%2Farticles%3Fpage%3D2');
  });

  it('opens the themes picker for a signed-in member, refuses none, saves one and says so', async () => {
    signedIn();
    const saved = sheetRoutes();
    const user = userEvent.setup();
    await renderBanner();
    const region = await screen.findByRole('region', { name: 'Ajuste seus temas de interesse' });
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    const opener = within(region).getByRole('button', { name: 'Escolher temas' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');

    const sheet = await openSheet(user);
    // The saved interests, read by the sheet itself: this page could not know them.
    for (const name of ['Soja', 'Milho', 'Centro-Oeste', 'Mercado', 'Clima']) expect(box(name)).toBeChecked();
    for (const name of ['Soja', 'Milho', 'Centro-Oeste', 'Mercado', 'Clima']) await user.click(box(name));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    expect(within(sheet).getByRole('alert')).toHaveTextContent('Selecione ao menos 1 item da lista abaixo');
    expect(saved).toEqual([]);

    await user.click(box('Sul'));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([{ cultures: [], regions: ['sul'], editorials: [] }]);
    expect(within(region).getByRole('status')).toHaveTextContent('Pronto! Seus temas de interesse foram salvos.');
    expect(opener).toHaveFocus();
    expect(await loyalty.contentsForYou(ANA)).toMatchObject({ interests: { cultures: [], regions: ['sul'], editorials: [] } });

    // Opened again, the sheet starts from the choice just saved.
    await openSheet(user);
    expect(within(region).getByRole('status', { hidden: true })).toBeEmptyDOMElement();
    expect(box('Sul')).toBeChecked();
    expect(box('Soja')).not.toBeChecked();
  });

  it('keeps the choice and the sheet open when saving fails', async () => {
    signedIn();
    const saved = sheetRoutes({ save: failure });
    const user = userEvent.setup();
    await renderBanner();
    const sheet = await openSheet(user);
    await user.click(box('Café'));
    await user.click(within(sheet).getByRole('button', { name: 'Salvar interesses' }));
    expect(await within(sheet).findByText(/Não foi possível salvar seus interesses/)).toBeInTheDocument();
    expect(box('Café')).toBeChecked();
    expect(saved).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Seus interesses' })).toBeInTheDocument();
    // The page behind the modal sheet is hidden from assistive technology meanwhile.
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });

  it('starts from no choice for a member who never chose (the legacy list)', async () => {
    signedIn();
    sheetRoutes({ contents: () => HttpResponse.json({ contents: [], interests: [] }) });
    const user = userEvent.setup();
    await renderBanner();
    const sheet = await openSheet(user);
    expect(within(sheet).getAllByRole('checkbox').filter((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([]);
  });

  it('tells a signed-in user without a programme account so, and offers no save', async () => {
    signedIn();
    sheetRoutes({ contents: () => HttpResponse.json({ error: 'no_programme_account', message: 'x' }, { status: 403 }) });
    const user = userEvent.setup();
    await renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Escolher temas' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seus interesses' }, { timeout: 5000 });
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('não encontramos uma conta do programa em seu nome');
    expect(within(sheet).queryByRole('button', { name: 'Salvar interesses' })).not.toBeInTheDocument();
  });

  it('says when the saved interests cannot be read, and reads them on retry', async () => {
    signedIn();
    let failing = true;
    sheetRoutes({ contents: () => (failing ? failure() : HttpResponse.json({ contents: [], interests: { cultures: ['cafe'], regions: [], editorials: [] } })) });
    const user = userEvent.setup();
    await renderBanner();
    await user.click(await screen.findByRole('button', { name: 'Escolher temas' }));
    const sheet = await screen.findByRole('dialog', { name: 'Seus interesses' }, { timeout: 5000 });
    const alert = await within(sheet).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar os temas.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(sheet).findByRole('checkbox', { name: 'Café' })).toBeChecked();
  });
});
