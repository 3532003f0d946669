import { screen, within } from '@testing-library/react';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { ProductNav } from './product-nav';
import { productNavSchema } from './schema';

const props = productNavSchema.parse({
  items: [
    { label: 'Sementes', href: '/seeds' },
    { label: 'Proteção de cultivos', href: '/crop-protection' },
    { label: 'Produtos digitais', href: '/digital-products' },
    { label: 'Sistemas de cultivo', href: '/farming-systems' },
    { label: 'Biológicos', href: '/biological' },
    { label: 'Marcas', href: '/brands' },
  ],
});

describe('ProductNav', () => {
  it('lists the product areas as localized links in a labelled navigation', () => {
    renderWithProviders(<ProductNav props={props} context={makeContext({ page: makePage({ path: '/campanhas' }) })} />);
    const nav = screen.getByRole('navigation', { name: 'Navegação de produtos' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sementes', 'Proteção de cultivos', 'Produtos digitais', 'Sistemas de cultivo', 'Biológicos', 'Marcas']);
    expect(links[0]).toHaveAttribute('href', '/pt-BR/seeds');
    expect(links[5]).toHaveAttribute('href', '/pt-BR/brands');
    // Not one of the areas: nothing is marked.
    expect(nav.querySelector('[aria-current]')).toBeNull();
  });

  it('marks the area of the page being shown', () => {
    renderWithProviders(<ProductNav props={props} context={makeContext({ page: makePage({ path: '/crop-protection' }) })} />);
    expect(screen.getByRole('link', { name: 'Proteção de cultivos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Sementes' })).not.toHaveAttribute('aria-current');
  });

  it('marks the area of a page below it', () => {
    renderWithProviders(<ProductNav props={props} context={makeContext({ page: makePage({ path: '/seeds/soja-tmg-2383' }) })} />);
    const nav = screen.getByRole('navigation');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: 'Sementes' })).toHaveAttribute('aria-current', 'page');
  });

  it('uses the label the editor gives, in the page locale', () => {
    renderWithProviders(
      <ProductNav props={{ ...props, label: 'Products by area' }} context={makeContext({ locale: 'en-US', page: makePage({ locale: 'en-US', path: '/brands' }) })} />,
      { locale: 'en-US' },
    );
    const nav = screen.getByRole('navigation', { name: 'Products by area' });
    expect(within(nav).getByRole('link', { name: 'Marcas' })).toHaveAttribute('href', '/en-US/brands');
  });

  it('opens external items in a new tab', () => {
    const external = productNavSchema.parse({ items: [{ label: 'Loja', href: 'https://loja.terralis.example' }] });
    renderWithProviders(<ProductNav props={external} context={makeContext()} />);
    expect(screen.getByRole('link', { name: 'Loja' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('needs at least one item and refuses more than 12, and unsafe links', () => {
    const item = { label: 'Sementes', href: '/seeds' };
    expect(productNavSchema.safeParse({ items: [] }).success).toBe(false);
    expect(productNavSchema.safeParse({ items: Array.from({ length: 13 }, () => item) }).success).toBe(false);
    expect(productNavSchema.safeParse({ items: Array.from({ length: 12 }, () => item) }).success).toBe(true);
    expect(productNavSchema.safeParse({ items: [{ label: 'x', href: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(productNavSchema.safeParse({ items: [{ label: '  ', href: '/seeds' }] }).success).toBe(false);
  });
});
