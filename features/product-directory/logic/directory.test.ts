import { createLoader } from 'nuqs';
import type { CatalogueProduct } from '@/lib/catalogue/contract';
import {
  countLine,
  defaultFilters,
  filterItems,
  firstPage,
  loadMore,
  PAGE_STEP,
  settleFilters,
  shownCount,
  tabFacets,
  tabItems,
  tabLetters,
  type DirectoryFilters,
  type DirectoryItem,
  type ItemKind,
} from './directory';
import { CARD_DESCRIPTION, digitalItems, productItems, shortDescription, sortedByName } from './directory-items';
import { directoryParsers } from './url-state';

const item = (name: string, kind: ItemKind, extra: Partial<DirectoryItem> = {}): DirectoryItem => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  kind,
  name,
  isBio: false,
  href: `/pt-BR/x/${name}`,
  external: false,
  typeLabel: kind === 'digital-solutions' ? null : kind === 'seeds' ? 'Híbrido' : 'Fungicida',
  brand: 'Terralis',
  description: `${name} description`,
  image: null,
  crops: kind === 'digital-solutions' ? [] : ['corn'],
  ...extra,
});

const items: DirectoryItem[] = [
  item('Aurora T0785', 'seeds', { crops: ['corn'] }),
  item('Brisa Bio', 'crop-protection', { isBio: true, typeLabel: 'Fungicida biológico', crops: ['soy', 'corn'] }),
  item('Bravura TP1103', 'seeds', { crops: ['soy'], typeLabel: 'Variedade' }),
  item('Calculadora de recompensas', 'digital-solutions'),
  item('Escudo 300 SC', 'crop-protection', { crops: ['wheat'] }),
  item('Ébano T1162', 'seeds', { hybridLabel: 'Zebu T1162' }),
  item('Herbax', 'crop-protection', { typeLabel: 'Herbicida', crops: ['rapeseed'] }),
];
const names = (list: DirectoryItem[]) => list.map((entry) => entry.name);
const filters = (change: Partial<DirectoryFilters>): DirectoryFilters => ({ ...defaultFilters, ...change });

describe('tabs', () => {
  it('All holds everything; Crop Protection its products (biologicals too); Seeds; Digital Solutions the editor’s', () => {
    expect(tabItems(items, 'all')).toHaveLength(items.length);
    expect(names(tabItems(items, 'crop-protection'))).toEqual(['Brisa Bio', 'Escudo 300 SC', 'Herbax']);
    expect(names(tabItems(items, 'seeds'))).toEqual(['Aurora T0785', 'Bravura TP1103', 'Ébano T1162']);
    expect(names(tabItems(items, 'digital-solutions'))).toEqual(['Calculadora de recompensas']);
  });

  it('enables the letters the tab’s names and hybrid labels start with, accents filed under their plain letter', () => {
    expect([...tabLetters(items, 'seeds', 'pt-BR')].sort()).toEqual(['A', 'B', 'E', 'Z']);
    expect([...tabLetters(items, 'digital-solutions', 'pt-BR')]).toEqual(['C']);
    expect([...tabLetters(items, 'all', 'pt-BR')].sort()).toEqual(['A', 'B', 'C', 'E', 'H', 'Z']);
  });

  it('offers the crops and types its items have; a digital solutions tab offers none', () => {
    expect(tabFacets(items, 'crop-protection')).toEqual({ crop: ['soy', 'corn', 'wheat', 'rapeseed'], type: ['Fungicida biológico', 'Fungicida', 'Herbicida'] });
    expect(tabFacets(items, 'digital-solutions')).toEqual({ crop: [], type: [] });
  });
});

describe('filterItems', () => {
  it('keeps everything without filters', () => {
    expect(filterItems(items, defaultFilters, 'pt-BR')).toEqual(items);
  });

  it('matches a letter at the start of the name or hybrid label (spec §5)', () => {
    expect(names(filterItems(items, filters({ letter: 'B' }), 'pt-BR'))).toEqual(['Brisa Bio', 'Bravura TP1103']);
    expect(names(filterItems(items, filters({ letter: 'E' }), 'pt-BR'))).toEqual(['Escudo 300 SC', 'Ébano T1162']);
    expect(names(filterItems(items, filters({ letter: 'Z' }), 'pt-BR'))).toEqual(['Ébano T1162']);
    expect(names(filterItems(items, filters({ tab: 'seeds', letter: 'B' }), 'pt-BR'))).toEqual(['Bravura TP1103']);
  });

  it('searches anywhere in the name, whatever the case and accents; blank is no search', () => {
    expect(names(filterItems(items, filters({ q: 'BIO' }), 'pt-BR'))).toEqual(['Brisa Bio']);
    expect(names(filterItems(items, filters({ q: 'ebano' }), 'pt-BR'))).toEqual(['Ébano T1162']);
    expect(names(filterItems(items, filters({ q: '11' }), 'pt-BR'))).toEqual(['Bravura TP1103', 'Ébano T1162']);
    expect(filterItems(items, filters({ q: '   ' }), 'pt-BR')).toHaveLength(items.length);
    expect(filterItems(items, filters({ q: 'zzz' }), 'pt-BR')).toEqual([]);
  });

  it('narrows by crop and type together, leaving out the digital solutions, which have neither', () => {
    expect(names(filterItems(items, filters({ crop: 'corn' }), 'pt-BR'))).toEqual(['Aurora T0785', 'Brisa Bio', 'Ébano T1162']);
    expect(names(filterItems(items, filters({ crop: 'corn', type: 'Fungicida biológico' }), 'pt-BR'))).toEqual(['Brisa Bio']);
    expect(names(filterItems(items, filters({ type: 'Híbrido' }), 'pt-BR'))).toEqual(['Aurora T0785', 'Ébano T1162']);
    expect(names(filterItems(items, filters({ tab: 'seeds', crop: 'soy', q: 'bra' }), 'pt-BR'))).toEqual(['Bravura TP1103']);
  });
});

describe('settleFilters', () => {
  it('keeps what the tab can offer', () => {
    const chosen = filters({ tab: 'crop-protection', q: 'x', letter: 'H', crop: 'rapeseed', type: 'Herbicida' });
    expect(settleFilters(chosen, items, 'pt-BR')).toEqual(chosen);
  });

  it('drops a letter no item of the tab starts with, and a crop or type the tab does not offer', () => {
    expect(settleFilters(filters({ tab: 'digital-solutions', q: 'calc', letter: 'A', crop: 'corn', type: 'Fungicida' }), items, 'pt-BR')).toEqual(
      filters({ tab: 'digital-solutions', q: 'calc' }),
    );
    expect(settleFilters(filters({ letter: 'W', crop: 'banana', type: 'Nada' }), items, 'pt-BR')).toEqual(defaultFilters);
  });
});

describe('paging, 8 per step (spec §9)', () => {
  it('shows the first 8, then 8 more per step, never more than there are', () => {
    const chosen = filters({});
    let paging = firstPage(chosen);
    expect(shownCount(paging, chosen, 42)).toBe(PAGE_STEP);
    paging = loadMore(chosen, shownCount(paging, chosen, 42));
    expect(shownCount(paging, chosen, 42)).toBe(16);
    paging = loadMore(chosen, 40);
    expect(shownCount(paging, chosen, 42)).toBe(42);
    expect(shownCount(firstPage(chosen), chosen, 3)).toBe(3);
    expect(shownCount(firstPage(chosen), chosen, 0)).toBe(0);
  });

  it.each<[string, Partial<DirectoryFilters>]>([
    ['tab', { tab: 'seeds' }],
    ['search', { q: 'au' }],
    ['letter', { letter: 'A' }],
    ['crop', { crop: 'corn' }],
    ['type', { type: 'Híbrido' }],
  ])('starts over at the first 8 when the %s changes', (_, change) => {
    const before = filters({});
    const paging = loadMore(before, loadMore(before, PAGE_STEP).requested);
    expect(shownCount(paging, before, 100)).toBe(24);
    expect(shownCount(paging, filters(change), 100)).toBe(PAGE_STEP);
  });
});

describe('countLine', () => {
  const en = { one: 'Showing {shown} of {total} product', other: 'Showing {shown} of {total} products' };
  it('takes the plural of the total and formats the numbers in the locale', () => {
    expect(countLine(en, 8, 42, 'en-US')).toBe('Showing 8 of 42 products');
    expect(countLine(en, 1, 1, 'en-US')).toBe('Showing 1 of 1 product');
    expect(countLine(en, 1000, 1234, 'en-US')).toBe('Showing 1,000 of 1,234 products');
    expect(countLine({ one: 'Exibindo {shown} de {total} produto', other: 'Exibindo {shown} de {total} produtos' }, 8, 1234, 'pt-BR')).toBe('Exibindo 8 de 1.234 produtos');
  });
  it('falls back on the other form for a category without words (Spanish “many”)', () => {
    expect(countLine({ one: '{shown} de {total} producto', other: '{shown} de {total} productos' }, 8, 1_000_000, 'es-AR')).toBe('8 de 1.000.000 productos');
  });
});

describe('the address', () => {
  const load = (search: string, locale: 'pt-BR' | 'es-AR' | 'en-US' = 'pt-BR') => createLoader(directoryParsers(locale))(search);

  it('reads every filter', () => {
    expect(load('?tab=seeds&q=aurora&letter=A&crop=corn&type=H%C3%ADbrido')).toEqual({ tab: 'seeds', q: 'aurora', letter: 'A', crop: 'corn', type: 'Híbrido' });
  });

  it('reads the defaults from an empty address and from values that cannot be', () => {
    expect(load('')).toEqual({ tab: 'all', q: '', letter: null, crop: null, type: null });
    expect(load('?tab=bogus&letter=ab')).toEqual({ tab: 'all', q: '', letter: null, crop: null, type: null });
    expect(load('?letter=b')).toMatchObject({ letter: null });
    // Ñ is a letter of the Spanish bar only.
    expect(load('?letter=%C3%91', 'es-AR')).toMatchObject({ letter: 'Ñ' });
    expect(load('?letter=%C3%91', 'en-US')).toMatchObject({ letter: null });
  });
});

describe('the cards built on the server', () => {
  const seed = (name: string, extra: Partial<CatalogueProduct> = {}) =>
    ({
      group: 'seeds',
      seoSlug: name.toLowerCase().replace(/\s+/g, '-'),
      name,
      brand: 'Terralis',
      typeLabel: 'Híbrido',
      description: 'Um híbrido.',
      crops: ['CORN'],
      isBio: false,
      hybridLabel: name,
      cropLabel: 'Milho',
      maturity: '112 dias',
      maturitySort: 112,
      trait: null,
      ...extra,
    }) as CatalogueProduct;
  const protection = (name: string, group: 'crop-protection' | 'biological', extra: Partial<CatalogueProduct> = {}) =>
    ({ group, seoSlug: name.toLowerCase(), name, brand: 'Terralis Bio', typeLabel: 'Fungicida', description: 'Protege.', crops: ['OSR', 'SOY'], isBio: group === 'biological', activeIngredients: [], ...extra }) as CatalogueProduct;

  it('links each product to its page, files biologicals under crop protection, names crops by display code and keeps one card per page', () => {
    const built = productItems([seed('Aurora T0785'), protection('Brisa', 'biological'), protection('Brisa', 'biological')], 'pt-BR');
    expect(built).toHaveLength(2);
    expect(built[0]).toMatchObject({ id: 'aurora-t0785', kind: 'seeds', href: '/pt-BR/d/aurora-t0785', crops: ['corn'], typeLabel: 'Híbrido', brand: 'Terralis' });
    expect(built[0]).not.toHaveProperty('hybridLabel');
    expect(built[1]).toMatchObject({ kind: 'crop-protection', href: '/pt-BR/cpd/brisa', isBio: true, crops: ['rapeseed', 'soy'] });
  });

  it('puts the editor’s paths under the locale and leaves other sites as they are', () => {
    const built = digitalItems(
      [
        { name: 'Cupom', description: 'Gere seu cupom.', href: '/ferramentas/cupom' },
        { name: 'Clima', description: 'Previsão.', href: 'https://clima.example/app', image: { src: '/images/x.svg', alt: '', width: 10, height: 5 } },
      ],
      (href) => `/pt-BR${href}`,
    );
    expect(built[0]).toMatchObject({ id: 'digital-1', kind: 'digital-solutions', href: '/pt-BR/ferramentas/cupom', external: false, typeLabel: null, crops: [] });
    expect(built[1]).toMatchObject({ href: 'https://clima.example/app', external: true, image: { src: '/images/x.svg', width: 10, height: 5 } });
  });

  it('files the cards by name in the locale’s order', () => {
    expect(names(sortedByName([item('Zéfiro', 'seeds'), item('Ébano', 'seeds'), item('avião', 'seeds')], 'pt-BR'))).toEqual(['avião', 'Ébano', 'Zéfiro']);
  });

  it('cuts a long description at a word, with an ellipsis, and keeps a short one whole', () => {
    expect(shortDescription('Curta.')).toBe('Curta.');
    const long = 'Fungicida de amplo espectro, com dois modos de ação, para ferrugem-asiática, mancha-alvo e oídio na soja, no milho e no trigo, aplicado do V4 ao R5.1 conforme o monitoramento.';
    const cut = shortDescription(long);
    expect([...cut].length).toBeLessThanOrEqual(CARD_DESCRIPTION + 1);
    expect(cut).toMatch(/\S…$/);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long.charAt(cut.length - 1)).toMatch(/[\s,]/);
    expect(shortDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
