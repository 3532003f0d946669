import { screen } from '@testing-library/react';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { ImageBlock } from './image-block';
import { imageBlockSchema } from './schema';

describe('ImageBlock', () => {
  it('renders the image at its own proportions with its caption', () => {
    const props = imageBlockSchema.parse({ src: '/images/soy-leaf-rust.svg', alt: 'Pústulas de ferrugem na folha', width: 1200, height: 800, caption: 'Sintomas no estádio R3.' });
    renderWithProviders(<ImageBlock props={props} context={makeContext()} />);
    const image = screen.getByRole('img', { name: 'Pústulas de ferrugem na folha' });
    expect(declaredStyle(image.parentElement!, 'aspect-ratio')).toBe('1200 / 800');
    expect(screen.getByRole('figure')).toHaveTextContent('Sintomas no estádio R3.');
  });

  it('has no caption element when there is none', () => {
    const { container } = renderWithProviders(<ImageBlock props={imageBlockSchema.parse({ src: '/images/a.svg', alt: '', width: 10, height: 10 })} context={makeContext()} />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('shows an image that comes without a size (or with digits for it) in a 16:9 box', () => {
    const unsized = imageBlockSchema.parse({ src: '/images/soy-leaf-rust.svg', alt: 'Pústulas de ferrugem na folha' });
    const { unmount } = renderWithProviders(<ImageBlock props={unsized} context={makeContext()} />);
    expect(declaredStyle(screen.getByRole('img', { name: 'Pústulas de ferrugem na folha' }).parentElement!, 'aspect-ratio')).toBe('16 / 9');
    unmount();
    const digits = imageBlockSchema.parse({ src: '/images/soy-leaf-rust.svg', alt: 'Pústulas', width: '1200', height: '800' });
    renderWithProviders(<ImageBlock props={digits} context={makeContext()} />);
    expect(declaredStyle(screen.getByRole('img', { name: 'Pústulas' }).parentElement!, 'aspect-ratio')).toBe('1200 / 800');
  });

  it('still refuses an image that is not on this site', () => {
    expect(imageBlockSchema.safeParse({ src: 'https://cdn.example/a.jpg', alt: 'a' }).success).toBe(false);
  });
});
