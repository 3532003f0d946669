import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/locales';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { ImageCarousel } from './image-carousel';
import { imageCarouselSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const image = (src: string, alt: string) => ({ src, alt, width: 1200, height: 800 });

const images = [
  { image: image('/images/hero-soy-field.svg', 'Lavoura de soja em Sorriso (MT)'), caption: 'Ensaio de campo, safra 2025/26.' },
  { image: image('/images/spray-application.svg', 'Aplicação com pulverizador autopropelido') },
  { image: image('/images/soy-leaf-rust.svg', 'Folha de soja com pústulas de ferrugem'), caption: 'Ferrugem-asiática no estádio R3.' },
  { image: image('/images/agronomist-field.svg', '') },
];

async function renderGallery(props: Record<string, unknown> = { heading: 'Dia de campo em Sorriso', images }, locale: Locale = 'pt-BR') {
  return renderWithProviders(await ImageCarousel({ props: imageCarouselSchema.parse(props), context: makeContext({ locale }) }), { locale });
}

const region = () => screen.getByRole('region', { name: 'Dia de campo em Sorriso' });
const slide = () => screen.getByRole('group', { name: /de 4$/ });
const previous = () => screen.getByRole('button', { name: 'Imagem anterior' });
const next = () => screen.getByRole('button', { name: 'Próxima imagem' });
const thumbnail = (n: number) => screen.getByRole('button', { name: new RegExp(`^Mostrar a imagem ${n} de 4`) });

describe('ImageCarousel', () => {
  it('follows the WAI-ARIA carousel pattern: a named region, the shown image as a labelled slide in a polite live region', async () => {
    await renderGallery();
    expect(region()).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(screen.getByRole('heading', { level: 2, name: 'Dia de campo em Sorriso' })).toBeInTheDocument();
    expect(slide()).toHaveAttribute('aria-label', '1 de 4');
    expect(slide()).toHaveAttribute('aria-roledescription', 'slide');
    expect(slide().parentElement).toHaveAttribute('aria-live', 'polite');
    const shown = within(slide()).getByRole('img', { name: 'Lavoura de soja em Sorriso (MT)' });
    expect(declaredStyle(shown.parentElement!, 'aspect-ratio')).toBe('1200 / 800');
    expect(within(slide()).getByText('Ensaio de campo, safra 2025/26.').tagName).toBe('FIGCAPTION');
  });

  it('takes images flat (image + imageAlt) and without a size: the box then keeps 3:2 for every image', async () => {
    const flat = images.map(({ image: { src, alt }, caption }) => ({ image: src, imageAlt: alt, caption }));
    await renderGallery({ heading: 'Dia de campo em Sorriso', images: flat });
    const shown = within(slide()).getByRole('img', { name: 'Lavoura de soja em Sorriso (MT)' });
    expect(declaredStyle(shown.parentElement!, 'aspect-ratio')).toBe('3 / 2');
    fireEvent.click(next());
    expect(declaredStyle(within(slide()).getByRole('img', { name: 'Aplicação com pulverizador autopropelido' }).parentElement!, 'aspect-ratio')).toBe('3 / 2');
  });

  it('names every thumbnail after its position and image, and marks the shown one', async () => {
    await renderGallery();
    const thumbnails = within(screen.getByRole('group', { name: 'Miniaturas' })).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Mostrar a imagem 1 de 4: Lavoura de soja em Sorriso (MT)',
      'Mostrar a imagem 2 de 4: Aplicação com pulverizador autopropelido',
      'Mostrar a imagem 3 de 4: Folha de soja com pústulas de ferrugem',
      // A decorative image (empty alt) gives no description.
      'Mostrar a imagem 4 de 4',
    ]);
    expect(thumbnails.map((button) => button.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
    // The thumbnail pictures are decorative: the button names them.
    for (const button of thumbnails) expect(within(button).getByRole('presentation')).toHaveAttribute('alt', '');
  });

  it('disables previous at the first image and next at the last', async () => {
    await renderGallery();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    fireEvent.click(next());
    expect(slide()).toHaveAttribute('aria-label', '2 de 4');
    expect(previous()).toBeEnabled();
    fireEvent.click(next());
    fireEvent.click(next());
    expect(slide()).toHaveAttribute('aria-label', '4 de 4');
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
    fireEvent.click(next());
    expect(slide()).toHaveAttribute('aria-label', '4 de 4');
    fireEvent.click(previous());
    expect(slide()).toHaveAttribute('aria-label', '3 de 4');
    expect(within(slide()).getByRole('img', { name: 'Folha de soja com pústulas de ferrugem' })).toBeInTheDocument();
    expect(within(slide()).getByText('Ferrugem-asiática no estádio R3.')).toBeInTheDocument();
  });

  it('keeps keyboard focus on a control when the pressed button becomes disabled', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.click(next());
    await user.keyboard('{Enter}{Enter}');
    expect(slide()).toHaveAttribute('aria-label', '4 de 4');
    expect(next()).toBeDisabled();
    expect(previous()).toHaveFocus();
    await user.keyboard('{Enter}{Enter}{Enter}');
    expect(slide()).toHaveAttribute('aria-label', '1 de 4');
    expect(next()).toHaveFocus();
  });

  it('shows the image of a clicked thumbnail and marks it current', async () => {
    await renderGallery();
    fireEvent.click(thumbnail(3));
    expect(slide()).toHaveAttribute('aria-label', '3 de 4');
    expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(1)).not.toHaveAttribute('aria-current');
    expect(within(slide()).getByRole('img', { name: 'Folha de soja com pústulas de ferrugem' })).toBeInTheDocument();
  });

  it('reaches the thumbnails with Tab and shows one with Enter or Space; arrows walk the row and stop at the ends', async () => {
    const user = userEvent.setup();
    await renderGallery();
    await user.tab();
    // Previous is disabled at the first image, so Next is the first stop.
    expect(next()).toHaveFocus();
    await user.tab();
    expect(thumbnail(1)).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(thumbnail(3)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(slide()).toHaveAttribute('aria-label', '3 de 4');
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(slide()).toHaveAttribute('aria-label', '2 de 4');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slide()).toHaveAttribute('aria-label', '4 de 4');
    expect(thumbnail(4)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveAttribute('aria-label', '4 de 4');
    await user.keyboard('{ArrowLeft}');
    expect(thumbnail(3)).toHaveFocus();
    expect(slide()).toHaveAttribute('aria-label', '3 de 4');
  });

  it('changes image with a swipe of 50 px or more, and not with a shorter one', async () => {
    await renderGallery();
    const stage = slide().parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, pointerType: 'touch', clientX: from });
      fireEvent.pointerMove(stage, { pointerId: 1, pointerType: 'touch', clientX: to });
      fireEvent.pointerUp(stage, { pointerId: 1, pointerType: 'touch', clientX: to });
    };
    swipe(300, 260);
    expect(slide()).toHaveAttribute('aria-label', '1 de 4');
    swipe(300, 250);
    expect(slide()).toHaveAttribute('aria-label', '2 de 4');
    swipe(100, 220);
    expect(slide()).toHaveAttribute('aria-label', '1 de 4');
    // No wrapping: a swipe back at the first image stays there.
    swipe(100, 220);
    expect(slide()).toHaveAttribute('aria-label', '1 de 4');
  });

  it('scrolls the thumbnail row so the shown thumbnail is in view', async () => {
    await renderGallery();
    const strip = screen.getByRole('group', { name: 'Miniaturas' });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 200 });
    within(strip)
      .getAllByRole('button')
      .forEach((button, position) => {
        Object.defineProperty(button, 'offsetLeft', { configurable: true, value: 6 + position * 102 });
        Object.defineProperty(button, 'offsetWidth', { configurable: true, value: 94 });
      });
    fireEvent.click(thumbnail(3));
    // Thumbnail 3 spans 210..304: the row scrolls so its end meets the view's end.
    expect(strip.scrollLeft).toBe(104);
    fireEvent.click(thumbnail(2));
    expect(strip.scrollLeft).toBe(104);
    fireEvent.click(thumbnail(1));
    expect(strip.scrollLeft).toBe(6);
  });

  it('never changes image by itself', async () => {
    vi.useFakeTimers();
    try {
      await renderGallery();
      act(() => vi.advanceTimersByTime(60000));
      expect(slide()).toHaveAttribute('aria-label', '1 de 4');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a single image as a plain figure, without controls', async () => {
    await renderGallery({ heading: 'Aurora Pro', images: [images[0]] });
    const section = screen.getByRole('region', { name: 'Aurora Pro' });
    expect(section).not.toHaveAttribute('aria-roledescription');
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    expect(within(section).getByRole('img', { name: 'Lavoura de soja em Sorriso (MT)' })).toBeInTheDocument();
  });

  it('is named by the locale without a heading, in English and Spanish', async () => {
    const { unmount } = await renderGallery({ images }, 'en-US');
    const english = screen.getByRole('region', { name: 'Image gallery' });
    expect(within(english).getByRole('button', { name: 'Show image 3 of 4: Folha de soja com pústulas de ferrugem' })).toBeInTheDocument();
    expect(within(english).getByRole('group', { name: '1 of 4' })).toBeInTheDocument();
    expect(within(english).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    unmount();
    await renderGallery({ images }, 'es-AR');
    const spanish = screen.getByRole('region', { name: 'Galería de imágenes' });
    expect(spanish).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(spanish).getByRole('group', { name: '1 de 4' })).toHaveAttribute('aria-roledescription', 'diapositiva');
    expect(within(spanish).getByRole('button', { name: 'Imagen siguiente' })).toBeEnabled();
    expect(within(spanish).getByRole('group', { name: 'Miniaturas' })).toBeInTheDocument();
  });

  it('refuses an empty gallery and images from other sites', () => {
    expect(imageCarouselSchema.safeParse({ images: [] }).success).toBe(false);
    expect(imageCarouselSchema.safeParse({ images: [{ image: image('https://example.com/a.svg', 'x') }] }).success).toBe(false);
    expect(imageCarouselSchema.parse({ heading: ' ', images: [{ ...images[0], caption: '' }] })).toMatchObject({ heading: undefined, images: [{ caption: undefined }] });
  });
});
