import type { CropProtectionProduct, SeedProduct } from '@/lib/catalogue/contract';
import { CONVENTIONAL, listingFacets, listingRows, type FacetWords, type ListedCatalogueProduct } from './listing-rows';

const assets = {
  logo: '/sandbox/catalogue/files/x/logo.svg',
  pdfs: [{ title: 'Ficha técnica', url: '/sandbox/catalogue/files/x/technical-sheet-pt-BR.pdf' }],
  labels: [{ title: 'Bula', url: '/sandbox/catalogue/files/x/label-pt-BR.pdf' }],
};

const seed = (name: string, overrides: Partial<SeedProduct> = {}): ListedCatalogueProduct => ({
  group: 'seeds',
  seoSlug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  brand: 'Terralis',
  typeLabel: 'Híbrido',
  description: `${name} é um híbrido de milho.`,
  crops: ['CORN'],
  isBio: false,
  hybridLabel: name,
  cropLabel: 'Milho',
  maturity: '105 dias',
  maturitySort: 105,
  trait: 'TG3',
  assets: null,
  ...overrides,
});

const protection = (name: string, overrides: Partial<CropProtectionProduct> = {}): ListedCatalogueProduct => ({
  group: 'crop-protection',
  seoSlug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  brand: 'Terralis',
  typeLabel: 'Fungicida',
  description: `${name} protege as folhas.`,
  crops: ['SOY', 'OSR'],
  isBio: false,
  activeIngredients: ['tebuconazol'],
  assets,
  ...overrides,
});

const words: FacetWords = {
  labels: {
    crop: { label: 'Cultura', all: 'Todas as culturas' },
    maturity: { label: 'Maturidade relativa', all: 'Qualquer maturidade' },
    trait: { label: 'Biotecnologia', all: 'Todas as biotecnologias' },
    type: { label: 'Tipo de produto', all: 'Todos os tipos' },
  },
  cropName: (code) => ({ corn: 'Milho', soy: 'Soja', rapeseed: 'Canola', wheat: 'Trigo' })[code] ?? code,
  maturityRange: (range) => `${range} dias`,
  conventional: 'Convencional',
};

describe('listingRows', () => {
  it('sorts by name in the locale’s order, accents and case aside', () => {
    const rows = listingRows([seed('Ébano T1162'), seed('dourado T1184'), seed('Estrela T1213'), seed('Aurora T0785')], 'pt-BR', []);
    expect(rows.map((row) => row.name)).toEqual(['Aurora T0785', 'dourado T1184', 'Ébano T1162', 'Estrela T1213']);
  });

  it('makes a seed a row with its page, maturity range, trait and crop', () => {
    const [row] = listingRows([seed('Aurora T0785', { maturitySort: 95.5, trait: null })], 'pt-BR', []);
    expect(row).toEqual({
      seoSlug: 'aurora-t0785',
      name: 'Aurora T0785',
      isBio: false,
      href: '/pt-BR/d/aurora-t0785',
      type: 'Híbrido',
      description: 'Aurora T0785 é um híbrido de milho.',
      logo: null,
      downloads: [],
      facets: { crop: ['corn'], maturity: ['81-95'], trait: [CONVENTIONAL] },
    });
  });

  it('sends a hybrid label only when it differs from the name', () => {
    const [row] = listingRows([seed('Aurora', { hybridLabel: 'T0785' })], 'en-US', []);
    expect(row?.hybridLabel).toBe('T0785');
  });

  it('makes a crop protection product a row with its crops (OSR as rapeseed), type, logo and documents, the label first', () => {
    const [row] = listingRows([protection('Escudo 300 SC')], 'en-US', []);
    expect(row).toMatchObject({
      href: '/en-US/cpd/escudo-300-sc',
      logo: assets.logo,
      downloads: [assets.labels[0], assets.pdfs[0]],
      facets: { crop: ['soy', 'rapeseed'], type: ['Fungicida'] },
    });
  });

  it('puts the editor’s novelty on its product only', () => {
    const rows = listingRows([seed('Aurora T0785'), seed('Bravura TP1103')], 'pt-BR', [{ seoSlug: 'bravura-tp1103', label: 'Lançamento safra 2027' }]);
    expect(rows.map((row) => row.novelty)).toEqual([undefined, 'Lançamento safra 2027']);
  });
});

describe('listingFacets', () => {
  it('gives seeds crop, all seven maturity ranges and trait (conventional last)', () => {
    const rows = listingRows([seed('A', { trait: null }), seed('B', { crops: ['SOY'], trait: 'HT' }), seed('C')], 'pt-BR', []);
    const [crop, maturity, trait] = listingFacets('seeds', rows, 'pt-BR', words);
    expect(crop).toEqual({ key: 'crop', label: 'Cultura', all: 'Todas as culturas', options: [{ value: 'corn', label: 'Milho' }, { value: 'soy', label: 'Soja' }] });
    expect(maturity?.options.map((option) => option.label)).toEqual(['0-80 dias', '81-95 dias', '96-105 dias', '106-115 dias', '116-125 dias', '126-135 dias', '136+ dias']);
    expect(trait?.options).toEqual([
      { value: 'HT', label: 'HT' },
      { value: 'TG3', label: 'TG3' },
      { value: CONVENTIONAL, label: 'Convencional' },
    ]);
  });

  it('gives other products crop and type, by their names in the locale', () => {
    const rows = listingRows([protection('X', { crops: ['WHEAT', 'OSR'] }), protection('Y', { typeLabel: 'Herbicida', crops: ['CORN'] })], 'pt-BR', []);
    const facets = listingFacets('crop-protection', rows, 'pt-BR', words);
    expect(facets.map((facet) => facet.key)).toEqual(['crop', 'type']);
    expect(facets[0]?.options.map((option) => option.label)).toEqual(['Canola', 'Milho', 'Trigo']);
    expect(facets[1]?.options).toEqual([
      { value: 'Fungicida', label: 'Fungicida' },
      { value: 'Herbicida', label: 'Herbicida' },
    ]);
  });
});
