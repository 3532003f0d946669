import { screen, within } from '@testing-library/react';
import { siteChromeSchema } from '@/lib/cms/model';
import { siteChrome } from '@/tests/fixtures/cms';
import { declaredStyle } from '@/tests/declared-style';
import { renderWithProviders } from '@/tests/render';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows link blocks, logos, social icons and the disclaimer', () => {
    renderWithProviders(<SiteFooter locale="pt-BR" chrome={siteChrome} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Produtos' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Aurora Pro' })).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
    expect(within(footer).getByRole('list', { name: 'Redes sociais' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Leia sempre a bula.');
  });

  it("gives each social link its network's icon, drawn in the text colour", () => {
    renderWithProviders(<SiteFooter locale="pt-BR" chrome={siteChrome} />);
    const social = screen.getByRole('list', { name: 'Redes sociais' });
    const facebook = within(social).getByRole('link', { name: 'Terralis no Facebook' });
    const youtube = within(social).getByRole('link', { name: 'Terralis no YouTube' });
    const [facebookIcon, youtubeIcon] = [facebook.firstElementChild!, youtube.firstElementChild!];
    expect(declaredStyle(facebookIcon, '--icon')).toMatch(/^url\("data:image\/svg\+xml,.*%3Cpath d='M5 3h14/);
    expect(declaredStyle(youtubeIcon, '--icon')).toMatch(/^url\("data:image\/svg\+xml,.*%3Cpath d='M10 15l5.19-3/);
    expect(declaredStyle(facebookIcon, 'background-color')).toBe('currentColor');
  });

  it('renders each logo with its alt text and size, linked when the CMS gives an href', () => {
    renderWithProviders(<SiteFooter locale="pt-BR" chrome={siteChrome} />);
    const logos = screen.getByRole('list', { name: 'Marcas e certificações' });
    expect(within(logos).getAllByRole('listitem')).toHaveLength(2);
    const brand = within(logos).getByRole('link', { name: 'Terralis' });
    expect(brand).toHaveAttribute('href', '/pt-BR');
    const brandImage = within(brand).getByRole('img', { name: 'Terralis' });
    expect(brandImage).toHaveAttribute('src', '/images/logo-terralis.svg');
    expect(brandImage).toHaveAttribute('width', '168');
    expect(brandImage).toHaveAttribute('height', '40');
    const seal = within(logos).getByRole('img', { name: 'Selo de uso responsável' });
    expect(seal.closest('a')).toBeNull();
  });

  it('opens an external logo link in a new tab', () => {
    const chrome = { ...siteChrome, footer: { ...siteChrome.footer, logos: [{ image: { src: '/images/logo-impulso.svg', alt: 'Impulso', width: 150, height: 40 }, href: 'https://parceiros.impulso.example' }] } };
    renderWithProviders(<SiteFooter locale="es-AR" chrome={chrome} />, { locale: 'es-AR' });
    const link = within(screen.getByRole('list', { name: 'Marcas y certificaciones' })).getByRole('link', { name: 'Impulso' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('falls back to the built-in brand mark when the CMS lists no logos', () => {
    const { container } = renderWithProviders(<SiteFooter locale="pt-BR" chrome={{ ...siteChrome, footer: { ...siteChrome.footer, logos: [] } }} />);
    expect(screen.queryByRole('list', { name: 'Marcas e certificações' })).not.toBeInTheDocument();
    expect(container.querySelector('footer svg')).toBeInTheDocument();
  });
});

describe('siteChromeSchema footer logos', () => {
  const base = { brandName: 'Terralis', navigation: [], footer: { linkBlocks: [], social: [], disclaimer: 'Leia a bula.' } };
  const logo = { image: { src: '/images/logo-terralis.svg', alt: 'Terralis', width: 168, height: 40 } };

  it('defaults to no logos, so older site files keep working', () => {
    expect(siteChromeSchema.parse(base).footer.logos).toEqual([]);
  });

  it('accepts logos with an optional href', () => {
    const parsed = siteChromeSchema.parse({ ...base, footer: { ...base.footer, logos: [logo, { ...logo, href: '/' }] } });
    expect(parsed.footer.logos).toHaveLength(2);
  });

  it('refuses a linked logo without alt text, an image from another host and an unsafe href', () => {
    const withLogo = (value: unknown) => siteChromeSchema.safeParse({ ...base, footer: { ...base.footer, logos: [value] } }).success;
    expect(withLogo({ image: { ...logo.image, alt: '' }, href: '/' })).toBe(false);
    expect(withLogo({ image: { ...logo.image, alt: '' } })).toBe(true);
    expect(withLogo({ image: { ...logo.image, src: 'https://cdn.example.com/logo.svg' } })).toBe(false);
    expect(withLogo({ ...logo, href: 'javascript:alert(1)' })).toBe(false);
  });
});
