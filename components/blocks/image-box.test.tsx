import { screen } from '@testing-library/react';
import { declaredStyle } from '@/tests/declared-style';
import { renderWithProviders } from '@/tests/render';
import { ImageBox } from './image-box';

describe('ImageBox', () => {
  it("holds the image's own proportions when the CMS sends its size", () => {
    renderWithProviders(<ImageBox image={{ src: '/images/hero-soy-field.svg', alt: 'Lavoura de soja', width: 1600, height: 640 }} fallbackRatio="16 / 9" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Lavoura de soja' });
    expect(declaredStyle(image.parentElement!, 'aspect-ratio')).toBe('1600 / 640');
    expect(declaredStyle(image.parentElement!, 'position')).toBe('relative');
  });

  it("holds the block's proportions without a size (or with one alone), the whole image shown inside", () => {
    for (const image of [
      { src: '/images/hero-soy-field.svg', alt: 'Lavoura de soja' },
      { src: '/images/hero-soy-field.svg', alt: 'Lavoura de soja', width: 1600 },
    ]) {
      const { unmount } = renderWithProviders(<ImageBox image={image} fallbackRatio="16 / 9" sizes="100vw" position="left center" />);
      const rendered = screen.getByRole('img', { name: 'Lavoura de soja' });
      expect(declaredStyle(rendered.parentElement!, 'aspect-ratio')).toBe('16 / 9');
      // Filling the box (no width or height of its own), contained: nothing cropped, nothing moves.
      expect(rendered).not.toHaveAttribute('width');
      expect(rendered.getAttribute('style')).toMatch(/position:\s*absolute.*object-fit:\s*contain.*object-position:\s*left center/);
      unmount();
    }
  });

  it("uses the image's alt text unless told it is decoration", () => {
    const image = { src: '/images/no-results-empty-field.svg', alt: 'Campo vazio' };
    const { container } = renderWithProviders(
      <>
        <ImageBox image={image} fallbackRatio="3 / 2" sizes="240px" />
        <ImageBox image={image} alt="" fallbackRatio="3 / 2" sizes="240px" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Campo vazio' })).toBeInTheDocument();
    expect(container.querySelectorAll('img[alt=""]')).toHaveLength(1);
  });
});
