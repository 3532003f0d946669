import { screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { ImageBlock } from './image-block';
import { imageBlockSchema } from './schema';

describe('ImageBlock', () => {
  it('renders the image at its intrinsic size with its caption', () => {
    const props = imageBlockSchema.parse({ src: '/images/soy-leaf-rust.svg', alt: 'Pústulas de ferrugem na folha', width: 1200, height: 800, caption: 'Sintomas no estádio R3.' });
    renderWithProviders(<ImageBlock props={props} context={makeContext()} />);
    const image = screen.getByRole('img', { name: 'Pústulas de ferrugem na folha' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(screen.getByRole('figure')).toHaveTextContent('Sintomas no estádio R3.');
  });

  it('has no caption element when there is none', () => {
    const { container } = renderWithProviders(<ImageBlock props={imageBlockSchema.parse({ src: '/images/a.svg', alt: '', width: 10, height: 10 })} context={makeContext()} />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('refuses an image without its size', () => {
    expect(imageBlockSchema.safeParse({ src: '/images/a.svg', alt: 'a' }).success).toBe(false);
  });
});
