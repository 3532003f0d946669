import { screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { HeroBanner } from './hero-banner';
import { heroBannerSchema } from './schema';

const props = heroBannerSchema.parse({
  overline: 'Safra 2026/27',
  title: 'Proteção que acompanha sua lavoura',
  subtitle: 'Soluções para soja, milho e trigo.',
  image: { src: '/images/hero-soy-field.svg', alt: 'Lavoura de soja ao amanhecer', width: 1600, height: 640 },
  cta: { label: 'Conheça a campanha', href: '/campanhas' },
  secondaryCta: { label: 'Fale com um agrônomo', href: 'https://wa.me/5511999999999' },
});

describe('HeroBanner', () => {
  it('shows the title as the page heading, with overline, subtitle and image', () => {
    renderWithProviders(<HeroBanner props={props} context={makeContext()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Proteção que acompanha sua lavoura' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Proteção que acompanha sua lavoura' })).toBeInTheDocument();
    expect(screen.getByText('Safra 2026/27')).toBeInTheDocument();
    expect(screen.getByText('Soluções para soja, milho e trigo.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lavoura de soja ao amanhecer' })).toBeInTheDocument();
  });

  it('links the call to action inside the locale and opens external links in a new tab', () => {
    renderWithProviders(<HeroBanner props={props} context={makeContext()} />);
    expect(screen.getByRole('link', { name: 'Conheça a campanha' })).toHaveAttribute('href', '/pt-BR/campanhas');
    const external = screen.getByRole('link', { name: 'Fale com um agrônomo' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders no buttons when none are set', () => {
    renderWithProviders(<HeroBanner props={{ ...props, cta: undefined, secondaryCta: undefined }} context={makeContext()} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses props without an image or with an unsafe link', () => {
    expect(heroBannerSchema.safeParse({ title: 'x' }).success).toBe(false);
    expect(heroBannerSchema.safeParse({ ...props, cta: { label: 'x', href: 'javascript:alert(1)' } }).success).toBe(false);
  });
});
