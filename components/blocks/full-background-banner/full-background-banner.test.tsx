import { screen, within } from '@testing-library/react';
import buttonStyles from '@/components/theme/button.module.css';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { FULL_BACKGROUND_BANNER_SCRIM, FullBackgroundBanner } from './full-background-banner';
import { FULL_BACKGROUND_BANNER_CTAS_MAX, fullBackgroundBannerSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const image = { src: '/images/full-background-banner-harvest.svg', alt: '', width: 1600, height: 700 };

const props = fullBackgroundBannerSchema.parse({
  heading: 'Colha mais na safra 2026/27',
  text: 'Programa completo de proteção para soja e milho, com suporte dos nossos agrônomos.',
  image,
  ctas: [
    { label: 'Ver a campanha', href: '/campanhas' },
    { label: 'Falar no WhatsApp', href: 'https://wa.me/5511999999999' },
  ],
});

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

describe('FullBackgroundBanner', () => {
  it('shows a section named by its h2 heading, with text, the background image and two buttons', async () => {
    const { container } = renderWithProviders(await FullBackgroundBanner({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Colha mais na safra 2026/27' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Colha mais na safra 2026/27');
    expect(within(section).getByText('Programa completo de proteção para soja e milho, com suporte dos nossos agrônomos.')).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(2);
    // The first is the main action (filled), the second quieter (outlined).
    expect(links[0]).toHaveClass(buttonStyles.contained!);
    expect(links[1]).toHaveClass(buttonStyles.outlined!);
    // The background image fills the banner and, being decoration, is hidden from assistive technology.
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps an informative image with its alt text', async () => {
    renderWithProviders(await FullBackgroundBanner({ props: { ...props, image: { ...image, alt: 'Colheitadeira em lavoura de soja' } }, context: makeContext() }));
    expect(screen.getByRole('img', { name: 'Colheitadeira em lavoura de soja' })).toBeInTheDocument();
  });

  it('links inside the locale and opens other sites in a new tab, saying so', async () => {
    renderWithProviders(await FullBackgroundBanner({ props, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    const internal = screen.getByRole('link', { name: 'Ver a campanha' });
    expect(internal).toHaveAttribute('href', '/es-AR/campanhas');
    expect(internal).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: 'Falar no WhatsApp (se abre en una pestaña nueva)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out text and buttons when there are none; aligns left by default or centre on request', async () => {
    const bare = fullBackgroundBannerSchema.parse({ heading: 'Terralis no campo', image });
    expect(bare.align).toBe('left');
    expect(bare.ctas).toEqual([]);
    const { container, unmount } = renderWithProviders(await FullBackgroundBanner({ props: bare, context: makeContext() }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getByRole('region')).toHaveAttribute('data-align', 'left');
    unmount();
    renderWithProviders(await FullBackgroundBanner({ props: { ...bare, align: 'center' }, context: makeContext() }));
    expect(screen.getByRole('region')).toHaveAttribute('data-align', 'center');
  });

  it('lays a scrim over the image that keeps white text at AA contrast even over a white picture', async () => {
    const { container } = renderWithProviders(await FullBackgroundBanner({ props, context: makeContext() }));
    expect(container.querySelector('[data-scrim]')).toHaveAttribute('aria-hidden', 'true');
    const [r, g, b, alpha] = FULL_BACKGROUND_BANNER_SCRIM.match(/[\d.]+/g)!.map(Number);
    const overWhite = [r!, g!, b!].map((channel) => alpha! * channel + (1 - alpha!) * 255);
    expect((1 + 0.05) / (luminance(overWhite) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a blank heading, no image, a third button, an unknown alignment and unsafe links', () => {
    const valid = { heading: 'Terralis no campo', image };
    const cta = { label: 'Ver a campanha', href: '/campanhas' };
    expect(FULL_BACKGROUND_BANNER_CTAS_MAX).toBe(2);
    expect(fullBackgroundBannerSchema.safeParse(valid).success).toBe(true);
    expect(fullBackgroundBannerSchema.safeParse({ ...valid, heading: ' ' }).success).toBe(false);
    expect(fullBackgroundBannerSchema.safeParse({ ...valid, text: '' }).success).toBe(false);
    expect(fullBackgroundBannerSchema.safeParse({ heading: 'Terralis no campo' }).success).toBe(false);
    expect(fullBackgroundBannerSchema.safeParse({ ...valid, ctas: [cta, cta, cta] }).success).toBe(false);
    expect(fullBackgroundBannerSchema.safeParse({ ...valid, align: 'right' }).success).toBe(false);
    expect(fullBackgroundBannerSchema.safeParse({ ...valid, ctas: [{ label: 'x', href: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(fullBackgroundBannerSchema.safeParse({ ...valid, image: { ...image, src: 'https://cdn.example/bg.jpg' } }).success).toBe(false);
  });
});
