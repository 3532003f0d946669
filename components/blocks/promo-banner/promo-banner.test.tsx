import { screen } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { PromoBanner } from './promo-banner';
import { promoBannerSchema } from './schema';

const base = {
  title: 'Aurora Pro na safra de verão',
  text: 'Proteção prolongada contra ferrugem asiática.',
  image: { src: '/images/aurora-pro-package.svg', alt: 'Embalagem do Aurora Pro', width: 800, height: 800 },
};

describe('PromoBanner', () => {
  it('shows title, text, image and call to action', () => {
    renderWithProviders(<PromoBanner props={promoBannerSchema.parse({ ...base, cta: { label: 'Ver produto', href: '/produtos/aurora-pro' } })} context={makeContext({ locale: 'es-AR' })} />, { locale: 'es-AR' });
    expect(screen.getByRole('complementary', { name: 'Aurora Pro na safra de verão' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Aurora Pro na safra de verão' })).toBeInTheDocument();
    expect(screen.getByText('Proteção prolongada contra ferrugem asiática.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Embalagem do Aurora Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver produto' })).toHaveAttribute('href', '/es-AR/produtos/aurora-pro');
  });

  it('defaults to the green tone and shows no button without a call to action', () => {
    renderWithProviders(<PromoBanner props={promoBannerSchema.parse(base)} context={makeContext()} />);
    expect(screen.getByRole('complementary')).toHaveAttribute('data-tone', 'green');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses an unknown tone', () => {
    expect(promoBannerSchema.safeParse({ ...base, tone: 'purple' }).success).toBe(false);
  });
});

describe('PromoBanner inside a section', () => {
  it('uses an h3 title when its section heading is the h2', () => {
    renderWithProviders(<PromoBanner props={promoBannerSchema.parse({ ...base, headingLevel: 3 })} context={makeContext()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Aurora Pro na safra de verão' })).toBeInTheDocument();
  });
});
