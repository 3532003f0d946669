import { siteChromeSchema } from '@/lib/cms/model';
import { headerNavItems, isCurrentLink, isCurrentMenu } from './nav-items';

const navigation = siteChromeSchema.shape.navigation.parse([
  { label: 'Início', href: '/' },
  {
    label: 'Produtos',
    href: '/produtos',
    children: [
      { title: 'Proteção de cultivos', links: [{ label: 'Aurora Pro', href: '/produtos/aurora-pro', description: 'Fungicida' }] },
      { title: 'Parceiros', links: [{ label: 'Impulso', href: 'https://parceiros.impulso.example' }] },
    ],
  },
  { label: 'Loja', href: 'https://loja.terralis.example' },
]);
const viewAll = (label: string) => `Ver tudo em ${label}`;

describe('headerNavItems', () => {
  it('resolves plain links for the locale', () => {
    const [home, , shop] = headerNavItems(navigation, 'pt-BR', viewAll);
    expect(home).toEqual({ kind: 'link', link: { label: 'Início', href: '/pt-BR', external: false } });
    expect(shop).toEqual({ kind: 'link', link: { label: 'Loja', href: 'https://loja.terralis.example', external: true } });
  });

  it('turns an item with children into a menu with groups, descriptions and a "view all" link to its own href', () => {
    const menu = headerNavItems(navigation, 'es-AR', viewAll)[1];
    expect(menu).toEqual({
      kind: 'menu',
      menu: {
        label: 'Produtos',
        overview: { label: 'Ver tudo em Produtos', href: '/es-AR/produtos', external: false },
        groups: [
          { title: 'Proteção de cultivos', links: [{ label: 'Aurora Pro', href: '/es-AR/produtos/aurora-pro', external: false, description: 'Fungicida' }] },
          { title: 'Parceiros', links: [{ label: 'Impulso', href: 'https://parceiros.impulso.example', external: true }] },
        ],
      },
    });
  });

  it('gives a menu without its own href no "view all" link', () => {
    const [item] = headerNavItems(siteChromeSchema.shape.navigation.parse([{ label: 'Produtos', children: [{ title: 'A', links: [{ label: 'B', href: '/b' }] }] }]), 'pt-BR', viewAll);
    expect(item?.kind === 'menu' && 'overview' in item.menu).toBe(false);
  });
});

describe('the current page in the navigation', () => {
  const [home, products, shop] = headerNavItems(navigation, 'pt-BR', viewAll);
  const menu = products?.kind === 'menu' ? products.menu : undefined;

  it('marks the link to the page being shown, never an external one', () => {
    expect(home?.kind === 'link' && isCurrentLink(home.link, '/pt-BR')).toBe(true);
    expect(home?.kind === 'link' && isCurrentLink(home.link, '/pt-BR/campanhas')).toBe(false);
    expect(shop?.kind === 'link' && isCurrentLink(shop.link, 'https://loja.terralis.example')).toBe(false);
  });

  it('marks a menu current when one of its links, or its own page, is being shown', () => {
    expect(isCurrentMenu(menu!, '/pt-BR/produtos/aurora-pro')).toBe(true);
    expect(isCurrentLink(menu!.overview!, '/pt-BR/produtos')).toBe(true);
    expect(isCurrentMenu(menu!, '/pt-BR/produtos')).toBe(true);
    expect(isCurrentMenu(menu!, '/pt-BR')).toBe(false);
    // Nothing is current on a page outside the navigation (the 404's header).
    expect(isCurrentMenu(menu!, '')).toBe(false);
  });
});

describe('siteChromeSchema navigation', () => {
  const parse = (items: unknown) => siteChromeSchema.shape.navigation.safeParse(items);

  it('keeps plain links as they were', () => {
    expect(parse([{ label: 'Início', href: '/' }])).toEqual({ success: true, data: [{ label: 'Início', href: '/' }] });
  });

  it('accepts a mega-menu item with or without its own href', () => {
    const group = { title: 'Sementes', links: [{ label: 'Soja', href: '/sementes/soja', description: 'Cultivares para o Cerrado' }] };
    expect(parse([{ label: 'Produtos', children: [group] }]).success).toBe(true);
    expect(parse([{ label: 'Produtos', href: '/produtos', children: [group] }]).success).toBe(true);
  });

  it('reports a malformed mega-menu instead of reading it as a plain link', () => {
    expect(parse([{ label: 'Produtos', href: '/produtos', children: [] }]).success).toBe(false);
    expect(parse([{ label: 'Produtos', href: '/produtos', children: [{ title: 'Sementes', links: [] }] }]).success).toBe(false);
    expect(parse([{ label: 'Produtos', href: '/produtos', children: [{ title: ' ', links: [{ label: 'Soja', href: '/soja' }] }] }]).success).toBe(false);
  });

  it('needs an href on an item without children, and allows at most 4 groups', () => {
    expect(parse([{ label: 'Produtos' }]).success).toBe(false);
    const group = { title: 'G', links: [{ label: 'L', href: '/l' }] };
    expect(parse([{ label: 'Produtos', children: [group, group, group, group, group] }]).success).toBe(false);
  });
});
