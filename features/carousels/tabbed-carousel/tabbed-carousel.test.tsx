import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { tabbedCarouselSchema } from './schema';
import { TabbedCarousel } from './tabbed-carousel';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const image = (src: string, alt: string) => ({ src, alt, width: 1200, height: 800 });

const items = [
  {
    tabLabel: 'Soja',
    overline: 'Safra de verão',
    heading: 'Aurora Pro contra a ferrugem-asiática',
    text: 'Proteção desde a primeira aplicação.',
    image: image('/images/soy-leaf-rust.svg', 'Folha de soja com ferrugem'),
    buttonHref: '/produtos/aurora-pro',
    buttonLabel: 'Conheça o Aurora Pro',
  },
  {
    tabLabel: 'Milho',
    heading: 'Milho protegido do plantio à colheita',
    image: image('/images/hero-corn-sunrise.svg', 'Lavoura de milho ao amanhecer'),
    buttonHref: 'https://www.embrapa.br/milho-e-sorgo',
    buttonLabel: 'Leia na Embrapa',
  },
  {
    heading: 'Ferramentas digitais',
    image: image('/images/tools-dashboard.svg', 'Painel de ferramentas'),
    buttonHref: '/ferramentas',
    buttonLabel: 'Abrir as ferramentas',
    isExternalLink: true,
  },
];

async function renderTabbed(props: Record<string, unknown> = { heading: 'Soluções por cultura', items }, locale: 'pt-BR' | 'es-AR' = 'pt-BR') {
  return renderWithProviders(await TabbedCarousel({ props: tabbedCarouselSchema.parse(props), context: makeContext({ locale }) }), { locale });
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });
const progressOf = (name: string) => Number(within(tab(name)).getByRole('progressbar').getAttribute('aria-valuenow'));
/** Hidden panels are aria-hidden, so only the active one is in the accessibility tree. */
const activePanel = () => screen.getByRole('tabpanel');
const panelsArea = () => activePanel().parentElement!;

describe('TabbedCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a WAI-ARIA tabbed carousel: a named region, the pause button first, a tab list and labelled panels', async () => {
    await renderTabbed();
    const region = screen.getByRole('region', { name: 'Soluções por cultura' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(screen.getByRole('heading', { level: 2, name: 'Soluções por cultura' })).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Temas do carrossel' });
    const tabs = within(tablist).getAllByRole('tab');
    // The third item has no tab label: its tab shows the heading.
    expect(tabs.map((element) => element.textContent)).toEqual(['Soja', 'Milho', 'Ferramentas digitais']);
    expect(tabs.map((element) => element.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const panels = within(region).getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((panel) => panel.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    for (const [position, panel] of panels.entries()) {
      expect(panel).toHaveAttribute('aria-roledescription', 'slide');
      expect(tabs[position]).toHaveAttribute('aria-controls', panel.id);
    }
    expect(panels[1]).toHaveAttribute('aria-hidden', 'true');
    expect(panels[1]).toHaveAttribute('inert');
    expect(activePanel()).toBe(panels[0]);
    expect(within(activePanel()).getByRole('heading', { level: 3, name: 'Aurora Pro contra a ferrugem-asiática' })).toBeInTheDocument();
    expect(within(activePanel()).getByText('Safra de verão')).toBeInTheDocument();
    expect(within(activePanel()).getByText('Proteção desde a primeira aplicação.')).toBeInTheDocument();
    expect(within(activePanel()).getByRole('img', { name: 'Folha de soja com ferrugem' })).toBeInTheDocument();

    const focusable = region.querySelectorAll('button:not([tabindex="-1"]), a[href], [tabindex="0"]');
    expect(focusable[0]).toBe(screen.getByRole('button', { name: 'Pausar' }));
  });

  it('takes flat items (image + imageAlt) with their tab labels', async () => {
    const flat = items.map(({ image: { src, alt }, ...item }) => ({ ...item, image: src, imageAlt: alt }));
    const props = tabbedCarouselSchema.parse({ items: flat });
    expect(props.items.map((item) => item.tabLabel)).toEqual(['Soja', 'Milho', undefined]);
    await renderTabbed({ heading: 'Soluções por cultura', items: flat });
    expect(within(activePanel()).getByRole('img', { name: 'Folha de soja com ferrugem' })).toBeInTheDocument();
  });

  it('is named by the locale and uses h2 panel headings when the block has no heading', async () => {
    await renderTabbed({ items });
    expect(screen.getByRole('region', { name: 'Destaques por tema' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aurora Pro contra a ferrugem-asiática' })).toBeInTheDocument();
  });

  it('fills the active tab progress by 0.5 every 30 ms', async () => {
    await renderTabbed();
    expect(progressOf('Soja')).toBe(0);
    tick(29);
    expect(progressOf('Soja')).toBe(0);
    tick(1);
    expect(progressOf('Soja')).toBe(0.5);
    tick(30);
    expect(progressOf('Soja')).toBe(1);
    tick(2940);
    expect(progressOf('Soja')).toBe(50);
    expect(progressOf('Milho')).toBe(0);
    expect(panelsArea()).toHaveAttribute('aria-live', 'off');
  });

  it('activates the next tab exactly at 6000 ms, with its progress starting from 0', async () => {
    await renderTabbed();
    tick(5970);
    expect(selectedTab()).toBe(tab('Soja'));
    expect(progressOf('Soja')).toBe(99.5);
    tick(30);
    expect(selectedTab()).toBe(tab('Milho'));
    expect(tab('Milho')).toHaveAttribute('tabindex', '0');
    expect(tab('Soja')).toHaveAttribute('tabindex', '-1');
    expect(progressOf('Milho')).toBe(0);
    expect(progressOf('Soja')).toBe(0);
    expect(activePanel()).toHaveAttribute('aria-label', '2 de 3');
    tick(30);
    expect(progressOf('Milho')).toBe(0.5);
  });

  it('goes back to the first tab after the last', async () => {
    await renderTabbed();
    tick(12000);
    expect(selectedTab()).toBe(tab('Ferramentas digitais'));
    tick(6000);
    expect(selectedTab()).toBe(tab('Soja'));
    expect(activePanel()).toHaveAttribute('aria-label', '1 de 3');
  });

  it('pause freezes the progress and resume continues from the same value', async () => {
    await renderTabbed();
    tick(1500);
    expect(progressOf('Soja')).toBe(25);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(panelsArea()).toHaveAttribute('aria-live', 'polite');
    tick(10000);
    expect(progressOf('Soja')).toBe(25);
    expect(selectedTab()).toBe(tab('Soja'));
    fireEvent.click(screen.getByRole('button', { name: 'Retomar' }));
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    expect(panelsArea()).toHaveAttribute('aria-live', 'off');
    tick(30);
    expect(progressOf('Soja')).toBe(25.5);
    tick(4470);
    expect(selectedTab()).toBe(tab('Milho'));
  });

  it('shows a clicked tab and pauses until resume', async () => {
    await renderTabbed();
    tick(900);
    fireEvent.click(tab('Ferramentas digitais'));
    expect(selectedTab()).toBe(tab('Ferramentas digitais'));
    expect(activePanel()).toHaveAttribute('aria-label', '3 de 3');
    expect(within(activePanel()).getByRole('heading', { name: 'Ferramentas digitais' })).toBeInTheDocument();
    expect(progressOf('Soja')).toBe(0);
    tick(12000);
    expect(selectedTab()).toBe(tab('Ferramentas digitais'));
    expect(progressOf('Ferramentas digitais')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retomar' }));
    tick(6000);
    expect(selectedTab()).toBe(tab('Soja'));
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping, with focus and selection together', async () => {
    await renderTabbed();
    act(() => tab('Soja').focus());
    fireEvent.keyDown(tab('Soja'), { key: 'ArrowRight' });
    expect(tab('Milho')).toHaveFocus();
    expect(selectedTab()).toBe(tab('Milho'));
    expect(tab('Milho')).toHaveAttribute('tabindex', '0');
    expect(tab('Soja')).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(tab('Milho'), { key: 'End' });
    expect(tab('Ferramentas digitais')).toHaveFocus();
    fireEvent.keyDown(tab('Ferramentas digitais'), { key: 'ArrowRight' });
    expect(selectedTab()).toBe(tab('Soja'));
    fireEvent.keyDown(tab('Soja'), { key: 'ArrowLeft' });
    expect(selectedTab()).toBe(tab('Ferramentas digitais'));
    fireEvent.keyDown(tab('Ferramentas digitais'), { key: 'Home' });
    expect(tab('Soja')).toHaveFocus();
    expect(selectedTab()).toBe(tab('Soja'));
    // Modified arrows belong to the browser and assistive technology.
    fireEvent.keyDown(tab('Soja'), { key: 'ArrowRight', altKey: true });
    expect(selectedTab()).toBe(tab('Soja'));
    expect(screen.getByRole('button', { name: 'Retomar' })).toBeInTheDocument();
  });

  it('reaches the tabs with Tab and activates one with Enter or Space', async () => {
    // Testing Library's async wrapper waits on a real setTimeout: fake only the progress clock.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const user = userEvent.setup({ delay: null });
    await renderTabbed();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pausar' })).toHaveFocus();
    await user.tab();
    // Roving tabindex: one Tab stop for the whole list, on the selected tab.
    expect(tab('Soja')).toHaveFocus();
    await user.tab();
    expect(activePanel()).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toBe(tab('Ferramentas digitais'));
    act(() => tab('Milho').focus());
    expect(selectedTab()).toBe(tab('Ferramentas digitais'));
    await user.keyboard('{Enter}');
    expect(selectedTab()).toBe(tab('Milho'));
    act(() => tab('Soja').focus());
    await user.keyboard(' ');
    expect(selectedTab()).toBe(tab('Soja'));
  });

  it('holds the progress while keyboard focus is inside, but not on the pause button', async () => {
    await renderTabbed();
    act(() => screen.getByRole('link', { name: 'Conheça o Aurora Pro' }).focus());
    tick(3000);
    expect(progressOf('Soja')).toBe(0);
    act(() => screen.getByRole('button', { name: 'Pausar' }).focus());
    tick(300);
    expect(progressOf('Soja')).toBe(5);
    act(() => screen.getByRole('button', { name: 'Pausar' }).blur());
    tick(300);
    expect(progressOf('Soja')).toBe(10);
  });

  it('holds the progress while a mouse is over the carousel, but not after a touch', async () => {
    await renderTabbed();
    const region = screen.getByRole('region', { name: 'Soluções por cultura' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    tick(3000);
    expect(progressOf('Soja')).toBe(0);
    expect(panelsArea()).toHaveAttribute('aria-live', 'polite');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    tick(300);
    expect(progressOf('Soja')).toBe(5);
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    tick(300);
    expect(progressOf('Soja')).toBe(10);
  });

  it('starts paused when the visitor asked the system for reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        matches: media === '(prefers-reduced-motion: reduce)',
        media,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      })),
    );
    try {
      await renderTabbed();
      tick(9000);
      expect(progressOf('Soja')).toBe(0);
      expect(selectedTab()).toBe(tab('Soja'));
      fireEvent.click(screen.getByRole('button', { name: 'Retomar' }));
      tick(30);
      expect(progressOf('Soja')).toBe(0.5);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps internal links in the locale and opens external ones in a new tab', async () => {
    await renderTabbed();
    const internal = screen.getByRole('link', { name: 'Conheça o Aurora Pro' });
    expect(internal).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
    expect(internal).not.toHaveAttribute('target');
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    // Hidden panels are visibility: hidden, which leaves their links without a computed name: find them by text.
    const https = within(panels[1]!).getByText('Leia na Embrapa');
    expect(https).toHaveAttribute('target', '_blank');
    expect(https).toHaveAttribute('rel', 'noopener noreferrer');
    const marked = within(panels[2]!).getByText('Abrir as ferramentas');
    expect(marked).toHaveAttribute('href', '/pt-BR/ferramentas');
    expect(marked).toHaveAttribute('target', '_blank');
  });

  it('shows an item button only when both its href and its label are set', async () => {
    await renderTabbed({
      items: [
        { ...items[0], buttonHref: '', buttonLabel: 'Sem destino' },
        { ...items[1], buttonHref: '/campanhas', buttonLabel: ' ' },
        { heading: 'Sem botão', image: items[2]!.image },
      ],
    });
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
    expect(screen.queryByText('Sem destino')).not.toBeInTheDocument();
  });

  it('shows a single item as a plain section, without tabs, pause or clock', async () => {
    await renderTabbed({ heading: 'Lançamento', items: [items[0]] });
    const section = screen.getByRole('region', { name: 'Lançamento' });
    expect(section).not.toHaveAttribute('aria-roledescription');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 3, name: 'Aurora Pro contra a ferrugem-asiática' })).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('speaks the locale: Spanish labels for Argentina', async () => {
    await renderTabbed({ items }, 'es-AR');
    const region = screen.getByRole('region', { name: 'Destacados por tema' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(region).getByRole('tablist', { name: 'Temas del carrusel' })).toBeInTheDocument();
    expect(activePanel()).toHaveAttribute('aria-roledescription', 'diapositiva');
    fireEvent.click(within(region).getByRole('button', { name: 'Pausar' }));
    expect(within(region).getByRole('button', { name: 'Reanudar' })).toBeInTheDocument();
  });

  it('refuses items without a heading or image, and an unsafe button link', () => {
    expect(tabbedCarouselSchema.safeParse({ items: [] }).success).toBe(false);
    expect(tabbedCarouselSchema.safeParse({ items: [{ heading: ' ', image: items[0]!.image }] }).success).toBe(false);
    expect(tabbedCarouselSchema.safeParse({ items: [{ heading: 'Soja' }] }).success).toBe(false);
    expect(tabbedCarouselSchema.safeParse({ items: [{ ...items[0], buttonHref: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(tabbedCarouselSchema.parse({ heading: '', items: [{ ...items[0], tabLabel: '' }] })).toMatchObject({ heading: undefined, items: [{ tabLabel: undefined }] });
  });
});
