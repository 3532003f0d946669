import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { HeroCarousel } from './hero-carousel';
import { ULTRA_WIDE_MEDIA } from './hero-image';
import { HERO_AUTOPLAY_MS, heroCarouselSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
// An async server component (tested in carousel/): the test wrapper already provides every message.
vi.mock('../carousel/carousel-messages', () => ({ CarouselMessages: ({ children }: { children: ReactNode }) => children }));

const soyField = { src: '/images/hero-soy-field.svg', alt: 'Lavoura de soja ao amanhecer', width: 1600, height: 640 };
const cornSunrise = { src: '/images/hero-corn-sunrise.svg', alt: 'Milharal ao nascer do sol', width: 1600, height: 640 };

const slides = [
  {
    variant: 'left',
    overline: 'Safra 2026/27',
    heading: 'Sua lavoura protegida do plantio à colheita',
    text: 'Fungicidas, sementes e ferramentas digitais em um só lugar.',
    image: soyField,
    ultraWideImage: { src: '/images/hero-carousel-soy-field-ultrawide.svg', alt: '', width: 2560, height: 640 },
    buttonHref: '/campanhas',
    buttonLabel: 'Ver campanhas',
  },
  { variant: 'right', heading: 'Milho com alto potencial produtivo', image: cornSunrise },
  { variant: 'leftShort', heading: 'Dia de campo Terralis', image: soyField, video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  { variant: 'rightShort', heading: 'Ferramentas digitais para o seu manejo', image: cornSunrise },
  { variant: 'petals', heading: 'Aurora Pro contra a ferrugem-asiática', image: { src: '/images/aurora-pro-package.svg', alt: 'Embalagem do Aurora Pro', width: 800, height: 800 } },
];

async function renderHero(props: Record<string, unknown> = { items: slides }, locale: 'pt-BR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(await HeroCarousel({ props: heroCarouselSchema.parse(props), context: makeContext({ locale }) }), { locale });
}

const region = () => screen.getByRole('region', { name: 'Destaques da página' });
const allSlides = () => [...region().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
const currentSlide = () => screen.getByRole('group', { name: /de 5$/ }).getAttribute('aria-label');
const slidesArea = () => allSlides()[0]!.parentElement!;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function swipe(target: Element, from: number, to: number) {
  fireEvent.pointerDown(target, { pointerId: 1, pointerType: 'touch', clientX: from, clientY: 200 });
  fireEvent.pointerMove(target, { pointerId: 1, pointerType: 'touch', clientX: (from + to) / 2, clientY: 200 });
  fireEvent.pointerMove(target, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 200 });
  fireEvent.pointerUp(target, { pointerId: 1, pointerType: 'touch', clientX: to, clientY: 200 });
}

describe('HeroCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders every variant as a slide with an h2 heading, in a WAI-ARIA carousel with overlaid controls', async () => {
    await renderHero();
    expect(region()).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(allSlides().map((slide) => slide.firstElementChild?.getAttribute('data-variant'))).toEqual(['left', 'right', 'leftShort', 'rightShort', 'petals']);
    for (const slide of slides) expect(screen.getByText(slide.heading).tagName).toBe('H2');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByText('Safra 2026/27')).toBeInTheDocument();
    const controls = within(region()).getAllByRole('button');
    expect(controls[0]).toHaveAccessibleName('Pausar a apresentação de slides');
  });

  it('takes slides flat (image + imageAlt, ultraWideImage a path) and images without a size', async () => {
    const flat = [{ heading: 'Sua lavoura protegida', image: '/images/hero-soy-field.svg', imageAlt: 'Lavoura de soja ao amanhecer', ultraWideImage: '/images/hero-carousel-soy-field-ultrawide.svg' }];
    const props = heroCarouselSchema.parse({ items: flat });
    expect(props.items[0]).toMatchObject({ image: { src: '/images/hero-soy-field.svg', alt: 'Lavoura de soja ao amanhecer' }, ultraWideImage: { src: '/images/hero-carousel-soy-field-ultrawide.svg', alt: '' } });
    const { container } = await renderHero({ items: flat });
    expect(screen.getByRole('img', { name: 'Lavoura de soja ao amanhecer' })).toBeInTheDocument();
    expect(container.querySelector(`source[media="${ULTRA_WIDE_MEDIA}"]`)?.getAttribute('srcset')).toContain('hero-carousel-soy-field-ultrawide.svg');
  });

  it('defaults to the left variant', () => {
    const props = heroCarouselSchema.parse({ items: [{ heading: 'x', image: soyField }] });
    expect(props.items[0]!.variant).toBe('left');
    expect(props.autoplayMs).toBe(7000);
    expect(heroCarouselSchema.safeParse({ items: [{ heading: 'x', image: soyField, variant: 'center' }] }).success).toBe(false);
  });

  it('advances every 7000 ms and wraps around', async () => {
    vi.useFakeTimers();
    expect(HERO_AUTOPLAY_MS).toBe(7000);
    await renderHero();
    tick(6999);
    expect(currentSlide()).toBe('1 de 5');
    tick(1);
    expect(currentSlide()).toBe('2 de 5');
    tick(7000 * 4);
    expect(currentSlide()).toBe('1 de 5');
  });

  it('offers the ultra-wide image above 1440 px only on the slide that has one', async () => {
    await renderHero();
    const sources = region().querySelectorAll('picture source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('media', ULTRA_WIDE_MEDIA);
    expect(ULTRA_WIDE_MEDIA).toBe('(min-width: 1441px)');
    expect(sources[0]!.getAttribute('srcset')).toContain('/images/hero-carousel-soy-field-ultrawide.svg');
    // Same picture, one img: the browser swaps the file, never the box.
    expect(sources[0]!.parentElement!.querySelectorAll('img')).toHaveLength(1);
    expect(sources[0]!.parentElement!.querySelector('img')).toHaveAttribute('alt', 'Lavoura de soja ao amanhecer');
  });

  it('fetches the first slide image eagerly and the others lazily', async () => {
    await renderHero();
    const images = allSlides().map((slide) => slide.querySelector('img')!);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows the placeholder notice instead of playing a video', async () => {
    await renderHero();
    const videoSlide = allSlides()[2]!;
    expect(within(videoSlide).getByText('O vídeo não está implementado no momento')).toBeInTheDocument();
    expect(region().querySelectorAll('video, iframe')).toHaveLength(0);
    expect(screen.getAllByText('O vídeo não está implementado no momento')).toHaveLength(1);
  });

  it('says so in English for the US', async () => {
    await renderHero({ items: [slides[2]] }, 'en-US');
    expect(screen.getByRole('region', { name: 'Page highlights' })).toBeInTheDocument();
    expect(screen.getByText('Video is not implemented right now')).toBeInTheDocument();
  });

  it('changes slide on a swipe of 50 px or more, either way, and not on a shorter one', async () => {
    vi.useFakeTimers();
    await renderHero();
    swipe(slidesArea(), 300, 251);
    expect(currentSlide()).toBe('1 de 5');
    swipe(slidesArea(), 300, 250);
    expect(currentSlide()).toBe('2 de 5');
    swipe(slidesArea(), 100, 150);
    expect(currentSlide()).toBe('1 de 5');
    swipe(slidesArea(), 100, 140);
    expect(currentSlide()).toBe('1 de 5');
    swipe(slidesArea(), 100, 180);
    expect(currentSlide()).toBe('5 de 5');
    // A swipe is the visitor taking control: rotation stays paused.
    tick(7000 * 3);
    expect(currentSlide()).toBe('5 de 5');
  });

  it('swallows the click that ends a drag of more than 2 px, so a swipe never follows a link', async () => {
    await renderHero();
    const link = screen.getByRole('link', { name: 'Ver campanhas' });
    const followed = vi.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', followed);
    try {
      fireEvent.pointerDown(link, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 100 });
      fireEvent.pointerMove(link, { pointerId: 2, pointerType: 'mouse', clientX: 103 });
      fireEvent.pointerUp(link, { pointerId: 2, pointerType: 'mouse', clientX: 103 });
      expect(fireEvent.click(link)).toBe(false);
      expect(followed).not.toHaveBeenCalled();
      expect(currentSlide()).toBe('1 de 5');

      // A press that moved 2 px or less is a click.
      fireEvent.pointerDown(link, { pointerId: 3, pointerType: 'mouse', button: 0, clientX: 100 });
      fireEvent.pointerMove(link, { pointerId: 3, pointerType: 'mouse', clientX: 102 });
      fireEvent.pointerUp(link, { pointerId: 3, pointerType: 'mouse', clientX: 102 });
      fireEvent.click(link);
      expect(followed).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('click', followed);
    }
  });

  it('links its button in the locale with a visible focus ring colour for the dark panel', async () => {
    await renderHero();
    expect(screen.getByRole('link', { name: 'Ver campanhas' })).toHaveAttribute('href', '/pt-BR/campanhas');
    expect(allSlides()[1]!.querySelector('a')).toBeNull();
  });

  it('shows a one-slide hero without controls', async () => {
    vi.useFakeTimers();
    await renderHero({ items: [slides[0]], label: 'Campanha de verão' });
    const section = screen.getByRole('region', { name: 'Campanha de verão' });
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
