import type { CatalogueProduct } from '@/lib/catalogue/contract';
import {
  canViewMore,
  cardRow,
  clampPage,
  clampStep,
  fillSlots,
  filterCards,
  GRID_PAGE_SIZE,
  growsOn,
  LIST_STEP,
  listOptions,
  MAX_STEPS,
  noListFilters,
  offeredOr,
  pageCount,
  pageHref,
  pageItems,
  pageSlice,
  parsePageParam,
  shortDescription,
  shownAt,
  type CardRow,
} from './cards';

const seed: CatalogueProduct = {
  group: 'seeds',
  seoSlug: 'ebano-t1162',
  name: 'Ébano T1162',
  brand: 'Terralis',
  typeLabel: 'Híbrido',
  description: 'Ébano T1162 é um híbrido de milho de ciclo médio.',
  crops: ['CORN'],
  isBio: false,
  hybridLabel: 'Ébano T1162',
  cropLabel: 'Milho',
  maturity: '116 dias',
  maturitySort: 116,
  trait: 'HT',
};
const fungicide: CatalogueProduct = {
  group: 'crop-protection',
  seoSlug: 'jade-bio',
  name: 'Jade Bio',
  brand: 'Terralis Bio',
  typeLabel: 'Fungicida biológico',
  description: 'x'.repeat(300),
  crops: ['SOY', 'OSR', 'WHEAT'],
  isBio: true,
  activeIngredients: ['Bacillus velezensis'],
};

/** `count` cards named 'Product 1'…, every third of brand B and on soybeans. */
const generated = (count: number): CardRow[] =>
  Array.from({ length: count }, (_, index) => ({
    ...cardRow(fungicide, 'en-US'),
    seoSlug: `product-${index + 1}`,
    name: `Product ${index + 1}`,
    brand: index % 3 === 0 ? 'B' : 'A',
    crops: index % 3 === 0 ? ['soy'] : ['corn'],
  }));

describe('cardRow', () => {
  it('keeps what a card shows: the page link by group, crops as display codes, the logo, a short description', () => {
    expect(cardRow({ ...seed, assets: { logo: '/logo.svg', pdfs: [], labels: [] } }, 'pt-BR')).toEqual({
      seoSlug: 'ebano-t1162',
      group: 'seeds',
      href: '/pt-BR/d/ebano-t1162',
      name: 'Ébano T1162',
      hybridLabel: 'Ébano T1162',
      typeLabel: 'Híbrido',
      brand: 'Terralis',
      description: 'Ébano T1162 é um híbrido de milho de ciclo médio.',
      isBio: false,
      crops: ['corn'],
      logo: '/logo.svg',
    });
    const bio = cardRow(fungicide, 'es-AR');
    expect(bio.href).toBe('/es-AR/cpd/jade-bio');
    expect(bio.crops).toEqual(['soy', 'rapeseed', 'wheat']);
    expect(bio.logo).toBeNull();
    expect(bio.isBio).toBe(true);
  });

  it('cuts a long description at a word end with an ellipsis', () => {
    expect(shortDescription('short')).toBe('short');
    expect(shortDescription('x'.repeat(130))).toBe(`${'x'.repeat(120)}…`);
    const words = 'palavra '.repeat(30);
    const cut = shortDescription(words);
    expect(cut.endsWith('palavra…')).toBe(true);
    expect([...cut].length).toBeLessThanOrEqual(121);
  });
});

describe('growsOn', () => {
  it('matches any of the crops, by catalogue or display code, any case; none keeps everything', () => {
    expect(growsOn(fungicide, ['SOY'])).toBe(true);
    expect(growsOn(fungicide, ['rapeseed'])).toBe(true);
    expect(growsOn(fungicide, ['osr'])).toBe(true);
    expect(growsOn(fungicide, ['CORN', 'COTTON'])).toBe(false);
    expect(growsOn(fungicide, undefined)).toBe(true);
    expect(growsOn(fungicide, [])).toBe(true);
  });
});

describe('the list’s filters', () => {
  const rows = [cardRow(seed, 'pt-BR'), cardRow(fungicide, 'pt-BR')];

  it('searches anywhere in the name, ignoring case and accents', () => {
    expect(filterCards(rows, { ...noListFilters, q: 'ebano' }).map((row) => row.seoSlug)).toEqual(['ebano-t1162']);
    expect(filterCards(rows, { ...noListFilters, q: '  T11 ' }).map((row) => row.seoSlug)).toEqual(['ebano-t1162']);
    expect(filterCards(rows, { ...noListFilters, q: 'BIO' }).map((row) => row.seoSlug)).toEqual(['jade-bio']);
    expect(filterCards(rows, { ...noListFilters, q: 'nothing' })).toEqual([]);
    expect(filterCards(rows, noListFilters)).toHaveLength(2);
  });

  it('narrows by crop and brand, each filter narrowing the others', () => {
    expect(filterCards(rows, { ...noListFilters, crop: 'rapeseed' }).map((row) => row.seoSlug)).toEqual(['jade-bio']);
    expect(filterCards(rows, { ...noListFilters, brand: 'Terralis' }).map((row) => row.seoSlug)).toEqual(['ebano-t1162']);
    expect(filterCards(rows, { q: 'jade', crop: 'corn', brand: '' })).toEqual([]);
  });

  it('ignores a crop or brand the selects do not offer', () => {
    expect(offeredOr('soy', ['corn', 'soy'])).toBe('soy');
    expect(offeredOr('banana', ['corn', 'soy'])).toBe('');
  });

  it('offers the rows’ crops and brands, sorted, the crops limited to the editor’s', () => {
    expect(listOptions(rows)).toEqual({ crops: ['corn', 'rapeseed', 'soy', 'wheat'], brands: ['Terralis', 'Terralis Bio'] });
    expect(listOptions(rows, ['SOY', 'OSR']).crops).toEqual(['rapeseed', 'soy']);
  });
});

describe('view more', () => {
  it('shows 20 a step', () => {
    expect(LIST_STEP).toBe(20);
    expect(shownAt(1, 57)).toBe(20);
    expect(shownAt(2, 57)).toBe(40);
    expect(shownAt(3, 57)).toBe(57);
    expect(shownAt(1, 5)).toBe(5);
    expect(shownAt(1, 0)).toBe(0);
  });

  it('is offered while rows remain', () => {
    expect(canViewMore(1, 57)).toBe(true);
    expect(canViewMore(2, 57)).toBe(true);
    expect(canViewMore(3, 57)).toBe(false);
    expect(canViewMore(1, 20)).toBe(false);
    expect(canViewMore(1, 21)).toBe(true);
    expect(canViewMore(1, 0)).toBe(false);
  });

  it('stops at 20 steps (400 products) even when more remain', () => {
    expect(MAX_STEPS).toBe(20);
    const total = generated(450).length;
    expect(canViewMore(19, total)).toBe(true);
    expect(shownAt(20, total)).toBe(400);
    expect(canViewMore(20, total)).toBe(false);
    expect(shownAt(25, total)).toBe(400);
    expect(canViewMore(20, 400)).toBe(false);
  });

  it('keeps a step a whole number from 1 to 20', () => {
    expect([clampStep(0), clampStep(-3), clampStep(2.7), clampStep(99), clampStep(Number.NaN)]).toEqual([1, 1, 2, 20, 1]);
  });

  it('fills the count line’s slots', () => {
    expect(fillSlots('Showing {shown} of {total}', { shown: '20', total: '57 products' })).toBe('Showing 20 of 57 products');
    expect(fillSlots('{unknown} stays', {})).toBe('{unknown} stays');
  });
});

describe('the grid’s pages', () => {
  it('are 12 products each, at least one page', () => {
    expect(GRID_PAGE_SIZE).toBe(12);
    expect([pageCount(0), pageCount(1), pageCount(12), pageCount(13), pageCount(19), pageCount(25)]).toEqual([1, 1, 1, 2, 2, 3]);
  });

  it('slices a page, the last one partly full', () => {
    const rows = generated(19);
    expect(pageSlice(rows, 1).map((row) => row.name)).toEqual(rows.slice(0, 12).map((row) => row.name));
    expect(pageSlice(rows, 2).map((row) => row.name)).toEqual(['Product 13', 'Product 14', 'Product 15', 'Product 16', 'Product 17', 'Product 18', 'Product 19']);
    expect(pageSlice(rows, 3)).toEqual([]);
  });

  it('takes the page an address asks for only when it exists', () => {
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage('3', 3)).toBe(3);
    expect(clampPage(' 2 ', 3)).toBe(2);
    for (const bad of [0, -1, 4, 2.5, Number.NaN, null, undefined, '', 'abc', '2abc', '1e1', '-2', '0x2']) expect(clampPage(bad, 3)).toBe(1);
  });

  it('reads `page` from the URL as digits only', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam('0')).toBe(0);
    expect(parsePageParam('2.5')).toBeNull();
    expect(parsePageParam('two')).toBeNull();
    expect(parsePageParam('-1')).toBeNull();
    expect(parsePageParam('9999999')).toBeNull();
  });

  it('numbers every page up to 7, else the ends and the current one’s neighbours', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });

  it('links page 1 to the clean address', () => {
    expect(pageHref('/pt-BR/farming-systems', 1)).toBe('/pt-BR/farming-systems');
    expect(pageHref('/pt-BR/farming-systems', 2)).toBe('/pt-BR/farming-systems?page=2');
  });
});
