import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { Carousel } from './carousel';
import { carouselSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
// The messages provider is an async server component (tested on its own below); the test wrapper already provides every message.
vi.mock('./carousel-messages', () => ({ CarouselMessages: ({ children }: { children: ReactNode }) => children }));

const image = (src: string, alt: string) => ({ src, alt, width: 1200, height: 800 });

const items = [
  {
    overline: 'Lançamento',
    heading: 'Aurora Pro chega à safra de verão',
    text: 'Proteção contra a ferrugem-asiática desde a primeira aplicação.',
    image: image('/images/aurora-pro-package.svg', 'Embalagem do Aurora Pro'),
    buttonHref: '/produtos/aurora-pro',
    buttonLabel: 'Conheça o Aurora Pro',
  },
  {
    heading: 'Pesquisa que vem do campo',
    image: image('/images/agronomist-field.svg', 'Agrônomo avaliando a lavoura'),
    buttonHref: 'https://www.embrapa.br/soja',
    buttonLabel: 'Leia na Embrapa',
  },
  {
    heading: 'Ferramentas para a sua lavoura',
    image: image('/images/tools-dashboard.svg', 'Painel de ferramentas digitais'),
    buttonHref: '/ferramentas',
    buttonLabel: 'Abrir as ferramentas',
    isExternalLink: true,
  },
];

async function renderCarousel(props: Record<string, unknown> = { items }) {
  return renderWithProviders(await Carousel({ props: carouselSchema.parse(props), context: makeContext() }));
}

const region = () => screen.getByRole('region', { name: 'Destaques' });
/** The visible slide's "n de 3" label: hidden slides are aria-hidden, so only the current one is in the accessibility tree. */
const currentSlide = () => screen.getByRole('group', { name: /de 3$/ }).getAttribute('aria-label');
/** Every slide, shown or hidden (a hidden slide has no accessible name for role queries). */
const allSlides = () => [...region().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
const slidesArea = () => screen.getByRole('group', { name: /de 3$/ }).parentElement!;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Carousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the WAI-ARIA carousel pattern: a named region of labelled slides, one shown at a time', async () => {
    await renderCarousel();
    expect(region()).toHaveAttribute('aria-roledescription', 'carrossel');
    const slides = allSlides();
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('role', 'group');
    expect(slides[0]).not.toHaveAttribute('aria-hidden');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[1]).toHaveAttribute('inert');
    expect(screen.getByRole('heading', { level: 2, name: 'Aurora Pro chega à safra de verão' })).toBeInTheDocument();
    expect(screen.getByText('Lançamento')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Embalagem do Aurora Pro' })).toHaveAttribute('src', '/images/aurora-pro-package.svg');
  });

  it("shows the spec's flat items (image + imageAlt), with images that come without a size", async () => {
    const flat = items.map(({ image: { src, alt }, ...item }) => ({ ...item, image: src, imageAlt: alt }));
    await renderCarousel({ items: flat });
    expect(allSlides()).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Embalagem do Aurora Pro' })).toHaveAttribute('src', '/images/aurora-pro-package.svg');
    expect(screen.getByRole('heading', { level: 2, name: 'Aurora Pro chega à safra de verão' })).toBeInTheDocument();
  });

  it('has the autoplay toggle first, then previous, next and a dot per slide', async () => {
    await renderCarousel();
    const controls = within(screen.getByRole('group', { name: 'Controles do carrossel' })).getAllByRole('button');
    expect(controls.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Pausar a apresentação de slides',
      'Slide anterior',
      'Próximo slide',
      'Ir para o slide 1',
      'Ir para o slide 2',
      'Ir para o slide 3',
    ]);
    // The toggle is the first thing in the carousel a keyboard reaches.
    const focusable = region().querySelectorAll('button, a[href], [tabindex="0"]');
    expect(focusable[0]).toBe(controls[0]);
    expect(controls[3]).toHaveAttribute('aria-current', 'true');
  });

  it('advances every 3000 ms by default and wraps from the last slide to the first', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    expect(slidesArea()).toHaveAttribute('aria-live', 'off');
    tick(2999);
    expect(currentSlide()).toBe('1 de 3');
    tick(1);
    expect(currentSlide()).toBe('2 de 3');
    expect(screen.getByRole('button', { name: 'Ir para o slide 2' })).toHaveAttribute('aria-current', 'true');
    tick(3000);
    expect(currentSlide()).toBe('3 de 3');
    tick(3000);
    expect(currentSlide()).toBe('1 de 3');
  });

  it('uses the interval the editor set', async () => {
    vi.useFakeTimers();
    await renderCarousel({ items, autoplayMs: 5000 });
    tick(4999);
    expect(currentSlide()).toBe('1 de 3');
    tick(1);
    expect(currentSlide()).toBe('2 de 3');
  });

  it('steps with previous and next, wrapping at both ends', async () => {
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Slide anterior' }));
    expect(currentSlide()).toBe('3 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(currentSlide()).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(currentSlide()).toBe('2 de 3');
  });

  it.each([
    ['next', 'Próximo slide', '2 de 3'],
    ['previous', 'Slide anterior', '3 de 3'],
    ['a dot', 'Ir para o slide 3', '3 de 3'],
  ])('pauses when the visitor takes control with %s, until they press play', async (_, control, shown) => {
    vi.useFakeTimers();
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: control }));
    expect(currentSlide()).toBe(shown);
    tick(9000);
    expect(currentSlide()).toBe(shown);
    expect(slidesArea()).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar a apresentação de slides' }));
    expect(slidesArea()).toHaveAttribute('aria-live', 'off');
    tick(3000);
    expect(currentSlide()).not.toBe(shown);
  });

  it('toggles autoplay with its button, whose name says what pressing it does', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar a apresentação de slides' }));
    tick(6000);
    expect(currentSlide()).toBe('1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar a apresentação de slides' }));
    tick(3000);
    expect(currentSlide()).toBe('2 de 3');
    expect(screen.getByRole('button', { name: 'Pausar a apresentação de slides' })).toBeInTheDocument();
  });

  it('holds the rotation while a mouse is over the slides, and only while it is', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    fireEvent.pointerEnter(slidesArea(), { pointerType: 'mouse' });
    tick(9000);
    expect(currentSlide()).toBe('1 de 3');
    expect(slidesArea()).toHaveAttribute('aria-live', 'polite');
    fireEvent.pointerLeave(slidesArea(), { pointerType: 'mouse' });
    tick(3000);
    expect(currentSlide()).toBe('2 de 3');
  });

  it('is not held by a touch, which also sends pointerenter but never leaves', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    fireEvent.pointerEnter(slidesArea(), { pointerType: 'touch' });
    tick(3000);
    expect(currentSlide()).toBe('2 de 3');
  });

  it('holds the rotation while keyboard focus is inside, but not on the toggle itself', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    act(() => screen.getByRole('link', { name: 'Conheça o Aurora Pro' }).focus());
    tick(9000);
    expect(currentSlide()).toBe('1 de 3');
    act(() => screen.getByRole('button', { name: 'Pausar a apresentação de slides' }).focus());
    tick(3000);
    expect(currentSlide()).toBe('2 de 3');
    act(() => screen.getByRole('button', { name: 'Próximo slide' }).focus());
    tick(9000);
    expect(currentSlide()).toBe('2 de 3');
    act(() => screen.getByRole('button', { name: 'Próximo slide' }).blur());
    tick(3000);
    expect(currentSlide()).toBe('3 de 3');
  });

  it('moves with the arrow keys, wrapping, and pauses', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    const next = screen.getByRole('button', { name: 'Próximo slide' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(currentSlide()).toBe('3 de 3');
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(currentSlide()).toBe('1 de 3');
    fireEvent.keyDown(next, { key: 'ArrowRight', altKey: true });
    expect(currentSlide()).toBe('1 de 3');
    expect(screen.getByRole('button', { name: 'Iniciar a apresentação de slides' })).toBeInTheDocument();
  });

  it('moves focus with the slide when an arrow key is pressed inside a slide', async () => {
    await renderCarousel();
    const first = screen.getByRole('group', { name: '1 de 3' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('group', { name: '2 de 3' })).toHaveFocus();
  });

  it('keeps internal links in the locale and opens external ones in a new tab with rel noopener', async () => {
    await renderCarousel();
    const internal = screen.getByRole('link', { name: 'Conheça o Aurora Pro' });
    expect(internal).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
    expect(internal).not.toHaveAttribute('target');
    const slides = allSlides();
    const https = within(slides[1]!).getByText('Leia na Embrapa').closest('a');
    expect(https).toHaveAttribute('href', 'https://www.embrapa.br/soja');
    expect(https).toHaveAttribute('target', '_blank');
    expect(https).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const marked = within(slides[2]!).getByText('Abrir as ferramentas').closest('a');
    expect(marked).toHaveAttribute('href', '/pt-BR/ferramentas');
    expect(marked).toHaveAttribute('target', '_blank');
    expect(marked).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows an item button only when both its href and its label are set', async () => {
    await renderCarousel({
      items: [
        { ...items[0], buttonHref: '', buttonLabel: 'Sem destino' },
        { ...items[1], buttonHref: '/campanhas', buttonLabel: '  ' },
        { heading: 'Sem botão', image: items[2]!.image },
      ],
    });
    expect(region().querySelectorAll('a')).toHaveLength(0);
    expect(screen.queryByText('Sem destino')).not.toBeInTheDocument();
  });

  it('shows a one-item carousel as a plain section, without controls or rotation', async () => {
    vi.useFakeTimers();
    await renderCarousel({ items: [items[0]], label: 'Lançamento' });
    const section = screen.getByRole('region', { name: 'Lançamento' });
    expect(section).not.toHaveAttribute('aria-roledescription');
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Aurora Pro chega à safra de verão' })).toBeVisible();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts paused when the visitor asked the system for reduced motion', async () => {
    vi.useFakeTimers();
    const matchMedia = vi.fn((media: string) => ({
      matches: media === '(prefers-reduced-motion: reduce)',
      media,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      await renderCarousel();
      tick(9000);
      expect(currentSlide()).toBe('1 de 3');
      expect(screen.getByRole('button', { name: 'Iniciar a apresentação de slides' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('speaks the locale: Spanish labels for Argentina', async () => {
    renderWithProviders(await Carousel({ props: carouselSchema.parse({ items }), context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    const carousel = screen.getByRole('region', { name: 'Destacados' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(carousel).getByRole('group', { name: '1 de 3' })).toHaveAttribute('aria-roledescription', 'diapositiva');
    expect(within(carousel).getByRole('button', { name: 'Pausar la presentación de diapositivas' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Conheça o Aurora Pro' })).toHaveAttribute('href', '/es-AR/produtos/aurora-pro');
  });
});
