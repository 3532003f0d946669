import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useUserContext, type UserContext } from '@/components/account/user-context.client';
import { flagEnabled } from '@/lib/flags';
import { flagKeys } from '@/lib/flags/keys';
import type { Locale } from '@/lib/i18n/locales';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { InfoBanner } from './components/info-banner';
import { dismissalKey } from './logic/dismissal';
import { infoBannerSchema, type InfoBannerProps } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('@/lib/flags', () => ({ flagEnabled: vi.fn() }));
vi.mock('@/components/account/user-context.client', async (original) => ({ ...(await original<object>()), useUserContext: vi.fn() }));

const signedOut: UserContext = { isLoading: false, isLoggedIn: false, user: null };
const loading: UserContext = { isLoading: true, isLoggedIn: false, user: null };
const grower: UserContext = { isLoading: false, isLoggedIn: true, user: { name: 'Ana Ribeiro', email: 'ana.ribeiro@example.com.br', isEleva: false } };
const elevaCustomer: UserContext = { isLoading: false, isLoggedIn: true, user: { name: 'Paula Alves', email: 'paula.alves@example.com.br', isEleva: true } };

const notice = infoBannerSchema.parse({
  title: 'Atendimento no feriado',
  text: 'Nossa central atende em horário reduzido na sexta-feira, das 8h às 12h.',
  cta: { label: 'Ver canais de atendimento', href: '/ferramentas' },
  icon: { src: '/images/info-banner-info.svg', alt: '', width: 48, height: 48 },
});
const campaign = infoBannerSchema.parse({
  variant: 'campaign',
  title: 'Campanha Safra 2026/27',
  text: 'Pontos em dobro no Impulso na compra de Aurora Pro até 30 de novembro.',
  cta: { label: 'Conheça a campanha', href: '/campanhas' },
});
const eleva = infoBannerSchema.parse({ variant: 'eleva', title: 'Benefício Eleva', text: 'Frete grátis em pedidos acima de 50 litros.' });

async function renderBanner(props: InfoBannerProps, { locale = 'pt-BR', nodeId }: { locale?: Locale; nodeId?: string } = {}) {
  const element = await InfoBanner({ props, context: makeContext({ locale, page: makePage({ locale }) }), nodeId });
  return renderWithProviders(
    <main tabIndex={-1}>
      {element}
      <a href="#next">Próximo conteúdo</a>
    </main>,
    { locale },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  vi.mocked(flagEnabled).mockResolvedValue(true);
  vi.mocked(useUserContext).mockReturnValue(signedOut);
});

describe('InfoBanner, default', () => {
  it('is a region named by its title, with text, link and a decorative icon, and no close button', async () => {
    const { container } = await renderBanner(notice);
    const region = screen.getByRole('region', { name: 'Atendimento no feriado' });
    expect(region.tagName).toBe('SECTION');
    expect(region).not.toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 2, name: 'Atendimento no feriado' })).toBeInTheDocument();
    expect(screen.getByText(/horário reduzido/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver canais de atendimento' })).toHaveAttribute('href', '/pt-BR/ferramentas');
    expect(container.querySelector('img[src*="info-banner-info.svg"]')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is named by its kind when it has no title, and marks links that open a new tab', async () => {
    await renderBanner(
      infoBannerSchema.parse({ text: 'Leia sempre a bula.', cta: { label: 'Bula do Aurora Pro', href: 'https://bulas.terralis.example/aurora-pro' } }),
      { locale: 'en-US' },
    );
    expect(screen.getByRole('region', { name: 'Notice' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Bula do Aurora Pro (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not ask the flags or the session', async () => {
    await renderBanner(notice);
    expect(flagEnabled).not.toHaveBeenCalled();
    expect(useUserContext).not.toHaveBeenCalled();
  });
});

describe('InfoBanner, campaign', () => {
  it.each([
    ['pt-BR', 'Fechar'],
    ['es-AR', 'Cerrar'],
    ['en-US', 'Close'],
  ] as const)('has a close button named in %s "%s"', async (locale, name) => {
    await renderBanner(campaign, { locale });
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('closes, moves focus to what comes next, and stays closed for the session', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderBanner(campaign, { nodeId: 'info-banner-campaign' });
    expect(screen.getByRole('region', { name: 'Campanha Safra 2026/27' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Fechar' }).focus();
    await user.keyboard('{Enter}');

    expect(screen.queryByRole('region', { name: 'Campanha Safra 2026/27' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Próximo conteúdo' })).toHaveFocus();
    expect(window.sessionStorage.getItem('info-banner.dismissed.info-banner-campaign')).toBe('1');

    // A reload: the same banner stays closed, another campaign banner still shows.
    unmount();
    await renderBanner(campaign, { nodeId: 'info-banner-campaign' });
    expect(screen.queryByRole('region', { name: 'Campanha Safra 2026/27' })).not.toBeInTheDocument();
    await renderBanner(campaign, { nodeId: 'info-banner-campaign-2' });
    expect(screen.getByRole('region', { name: 'Campanha Safra 2026/27' })).toBeInTheDocument();
  });

  it('sends focus to the main content when nothing focusable follows', async () => {
    const user = userEvent.setup();
    const element = await InfoBanner({ props: campaign, context: makeContext(), nodeId: 'info-banner-last' });
    renderWithProviders(<main tabIndex={-1}>{element}</main>);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('without a node id, remembers the banner by page and text', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderBanner(campaign);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(window.sessionStorage.getItem(dismissalKey({ locale: 'pt-BR', path: '/campanhas', text: campaign.text }))).toBe('1');
    unmount();
    await renderBanner(campaign);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await renderBanner({ ...campaign, text: 'Nova oferta: sementes tratadas com 10% de desconto.' });
    expect(screen.getByRole('region', { name: 'Campanha Safra 2026/27' })).toBeInTheDocument();
  });

  it('still closes when session storage is blocked', async () => {
    const user = userEvent.setup();
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const spies = [vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked), vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked)];
    await renderBanner(campaign, { nodeId: 'info-banner-blocked' });
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    spies.forEach((spy) => spy.mockRestore());
  });
});

describe('InfoBanner, eleva', () => {
  it('shows to a signed-in Eleva customer while the eleva flag is on', async () => {
    vi.mocked(useUserContext).mockReturnValue(elevaCustomer);
    await renderBanner(eleva);
    expect(flagEnabled).toHaveBeenCalledWith(flagKeys.eleva);
    expect(screen.getByRole('region', { name: 'Benefício Eleva' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['the session is loading', loading],
    ['the visitor is signed out', signedOut],
    ['the user is not an Eleva customer', grower],
  ])('renders nothing while %s', async (_, session) => {
    vi.mocked(useUserContext).mockReturnValue(session);
    const { container } = await renderBanner(eleva);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText(/Frete grátis/)).not.toBeInTheDocument();
  });

  it('is not even sent when the eleva flag is off', async () => {
    vi.mocked(flagEnabled).mockResolvedValue(false);
    vi.mocked(useUserContext).mockReturnValue(elevaCustomer);
    expect(await InfoBanner({ props: eleva, context: makeContext() })).toBeNull();
    await renderBanner(eleva);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('names its region for Eleva customers when it has no title', async () => {
    vi.mocked(useUserContext).mockReturnValue(elevaCustomer);
    await renderBanner({ ...eleva, title: undefined }, { locale: 'es-AR' });
    expect(screen.getByRole('region', { name: 'Para clientes Eleva' })).toBeInTheDocument();
  });
});

describe('infoBannerSchema', () => {
  it('defaults to the plain banner and needs a text', () => {
    expect(infoBannerSchema.parse({ text: 'Aviso' }).variant).toBe('default');
    expect(infoBannerSchema.safeParse({ text: '  ' }).success).toBe(false);
    expect(infoBannerSchema.safeParse({ title: 'Só título' }).success).toBe(false);
  });

  it('refuses unknown variants, unsafe links and off-site icons', () => {
    expect(infoBannerSchema.safeParse({ variant: 'promo', text: 'x' }).success).toBe(false);
    expect(infoBannerSchema.safeParse({ text: 'x', cta: { label: 'x', href: 'javascript:alert(1)' } }).success).toBe(false);
    expect(infoBannerSchema.safeParse({ text: 'x', icon: { src: 'https://cdn.example/i.svg', alt: '', width: 48, height: 48 } }).success).toBe(false);
  });
});
