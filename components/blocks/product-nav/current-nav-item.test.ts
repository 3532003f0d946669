import { currentNavItem } from './current-nav-item';

const items = [
  { label: 'Início', href: '/' },
  { label: 'Sementes', href: '/seeds' },
  { label: 'Soja', href: '/seeds/soy' },
  { label: 'Proteção de cultivos', href: '/crop-protection/' },
  { label: 'Digital', href: '/digital-products?utm_source=nav' },
  { label: 'Biológicos', href: '/biological#catalogo' },
  { label: 'Parceiro', href: 'https://parceiros.example.com/seeds' },
];

describe('currentNavItem', () => {
  it('marks the item whose href is the page path', () => {
    expect(currentNavItem(items, '/seeds')?.label).toBe('Sementes');
  });

  it('marks the item whose href is an ancestor of the page path', () => {
    expect(currentNavItem(items, '/seeds/corn/hybrid-x')?.label).toBe('Sementes');
  });

  it('prefers the closest ancestor', () => {
    expect(currentNavItem(items, '/seeds/soy')?.label).toBe('Soja');
    expect(currentNavItem(items, '/seeds/soy/tmg-2383')?.label).toBe('Soja');
  });

  it('matches whole segments only', () => {
    expect(currentNavItem(items, '/seedsmen')).toBeUndefined();
  });

  it('marks the home item on the home page only', () => {
    expect(currentNavItem(items, '/')?.label).toBe('Início');
    expect(currentNavItem(items, '/brands')).toBeUndefined();
  });

  it('ignores a trailing slash, a query and an anchor in the href', () => {
    expect(currentNavItem(items, '/crop-protection/fungicides')?.label).toBe('Proteção de cultivos');
    expect(currentNavItem(items, '/digital-products')?.label).toBe('Digital');
    expect(currentNavItem(items, '/biological')?.label).toBe('Biológicos');
  });

  it('never marks an external link', () => {
    expect(currentNavItem([{ label: 'Parceiro', href: 'https://parceiros.example.com/seeds' }], '/seeds')).toBeUndefined();
  });

  it('marks nothing when no item matches', () => {
    expect(currentNavItem(items.slice(1), '/campanhas')).toBeUndefined();
    expect(currentNavItem([], '/seeds')).toBeUndefined();
  });
});
