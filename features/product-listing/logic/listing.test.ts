import { filterRows, noFilters, type ListingRow } from './listing';

const row = (name: string, overrides: Partial<ListingRow> = {}): ListingRow => ({
  seoSlug: name.toLowerCase(),
  name,
  isBio: false,
  href: `/pt-BR/cpd/${name.toLowerCase()}`,
  type: 'Fungicida',
  description: '',
  logo: null,
  downloads: [],
  facets: {},
  ...overrides,
});

const rows = [
  row('Brisa Bio', { isBio: true, facets: { crop: ['soy', 'corn'], type: ['Fungicida biológico'] } }),
  row('Barreira', { facets: { crop: ['corn', 'sorghum'], type: ['Herbicida'] } }),
  row('Cobalto', { facets: { crop: ['wheat', 'soy', 'rapeseed'], type: ['Fungicida'] } }),
  row('Ébano', { hybridLabel: 'T1162', facets: { crop: ['corn'] } }),
];
const names = (filters: Partial<typeof noFilters>) => filterRows(rows, { ...noFilters, ...filters }, 'pt-BR').map((kept) => kept.name);

describe('filterRows', () => {
  it('keeps every row without filters', () => {
    expect(names({})).toEqual(['Brisa Bio', 'Barreira', 'Cobalto', 'Ébano']);
  });

  it('keeps the names (or hybrid labels) that start with the letter', () => {
    expect(names({ letter: 'B' })).toEqual(['Brisa Bio', 'Barreira']);
    expect(names({ letter: 'E' })).toEqual(['Ébano']);
    expect(names({ letter: 'T' })).toEqual(['Ébano']);
    expect(names({ letter: 'Z' })).toEqual([]);
  });

  it('finds a search anywhere, whatever the case and accents', () => {
    expect(names({ search: 'EBA' })).toEqual(['Ébano']);
    expect(names({ search: 'bio' })).toEqual(['Brisa Bio']);
  });

  it('keeps a row that has the chosen facet value among its values; an empty choice is any', () => {
    expect(names({ facets: { crop: 'soy' } })).toEqual(['Brisa Bio', 'Cobalto']);
    expect(names({ facets: { crop: '' } })).toHaveLength(4);
    expect(names({ facets: { crop: 'corn', type: 'Herbicida' } })).toEqual(['Barreira']);
  });

  it('keeps only biologicals when asked', () => {
    expect(names({ bioOnly: true })).toEqual(['Brisa Bio']);
  });

  it('combines every filter', () => {
    expect(names({ letter: 'B', facets: { crop: 'corn' }, search: 'rei' })).toEqual(['Barreira']);
    expect(names({ letter: 'C', bioOnly: true })).toEqual([]);
  });
});
