// @vitest-environment node
import { maturityRangeOf, maturityRanges, SEO_SLUG_PATTERN } from '@/lib/catalogue/contract';
import { locales, type Locale } from '@/lib/i18n/locales';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxCatalogueKey } from '../config';
import { assetsAnswerSchema, productsPageSchema, type ProductWire, type SeedWire } from '../contract';
import { sandboxAssets, sandboxFile, sandboxProducts, tinyPdf, wireCrops, wireName } from './products';

const API = `${SANDBOX_ORIGIN}/catalogue/v1`;
const initialOf = (name: string) => name.normalize('NFD').charAt(0).toUpperCase();
const descriptionOf = (product: ProductWire) => (product.productGroup === 'seeds' ? product.fullProduct.positioningStatement : product.productDescription);
const typeLabelOf = (product: ProductWire) => (product.productGroup === 'seeds' ? product.fullProduct.productTypeLabel : product.productTypeLabel);
const seeds = (locale: Locale) => sandboxProducts(locale).filter((product): product is SeedWire => product.productGroup === 'seeds');

/** The byte offset every xref entry names starts its object, and startxref names the table. */
function expectValidPdf(pdf: string) {
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
  expect(pdf.slice(startxref).startsWith('xref\n')).toBe(true);
  const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(offsets).toHaveLength(5);
  offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
  const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
  expect(stream[2]).toHaveLength(Number(stream[1]));
}

describe('the sandbox catalogue', () => {
  it.each(locales)('has 75 products in %s: 41 seeds, 24 crop protection, 10 biologicals, ordered by name', (locale) => {
    const products = sandboxProducts(locale);
    expect(products.length).toBeGreaterThanOrEqual(60);
    const count = (group: string) => products.filter((product) => product.productGroup === group).length;
    expect([count('seeds'), count('crop-protection'), count('bio')]).toEqual([41, 24, 10]);
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    const names = products.map(wireName);
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('names its products from at least 20 letters of the alphabet, leaving some out', () => {
    const letters = new Set(sandboxProducts('pt-BR').map((product) => initialOf(wireName(product))));
    expect(letters.size).toBeGreaterThanOrEqual(20);
    expect([...letters].every((letter) => /^[A-Z]$/.test(letter))).toBe(true);
    expect(letters.has('W') || letters.has('X')).toBe(false);
    // Accents stay in names: the A-Z bar files 'Ébano' under E.
    expect(sandboxProducts('pt-BR').map(wireName)).toContain('Ébano T1162');
  });

  it('has unique slugs that fit the site pattern, and the same products in every locale', () => {
    const slugs = sandboxProducts('en-US').map((product) => product.seoSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SEO_SLUG_PATTERN);
    for (const locale of locales) expect(new Set(sandboxProducts(locale).map((product) => product.seoSlug))).toEqual(new Set(slugs));
  });

  it('has oilseed rape (OSR) among its seeds and crop protection', () => {
    expect(seeds('en-US').filter((seed) => seed.fullProduct.crop === 'OSR').map((seed) => seed.fullProduct.hybridLabel)).toEqual(['Kalinda TR451', 'Opala TR473']);
    expect(sandboxProducts('es-AR').find((product) => product.seoSlug === 'kalinda-tr451')).toMatchObject({ fullProduct: { cropLabel: 'Colza' } });
    expect(sandboxProducts('en-US').filter((product) => product.productGroup === 'crop-protection' && wireCrops(product).includes('OSR')).length).toBeGreaterThan(2);
  });

  it('has seeds in every maturity range, at least two in each', () => {
    const perRange = maturityRanges.map((range) => seeds('en-US').filter((seed) => maturityRangeOf(seed.fullProduct.maturitySort) === range).length);
    expect(perRange.every((count) => count >= 2)).toBe(true);
    expect(seeds('pt-BR').find((seed) => seed.seoSlug === 'aurora-t0785')!.fullProduct).toMatchObject({ maturitySort: 78, maturity: '78 dias' });
  });

  it('flags biologicals, and several crop protection products, as bio', () => {
    const products = sandboxProducts('en-US');
    expect(products.filter((product) => product.productGroup === 'bio').every((product) => product.productGroup === 'bio' && product.isBio)).toBe(true);
    expect(products.filter((product) => product.productGroup === 'crop-protection' && product.isBio).map(wireName)).toEqual(['Brisa Bio', 'Guardião Bio', 'Harmonia Bio', 'Zéfiro Bio']);
  });

  it.each(locales)('has short and long descriptions in %s, several past the 250 characters the listing cuts at', (locale) => {
    const lengths = sandboxProducts(locale).map((product) => descriptionOf(product).length);
    expect(lengths.filter((length) => length > 250).length).toBeGreaterThanOrEqual(10);
    expect(lengths.filter((length) => length < 130).length).toBeGreaterThanOrEqual(10);
  });

  it('translates descriptions and type labels, and keeps names', () => {
    const arado = (locale: Locale) => sandboxProducts(locale).find((product) => product.seoSlug === 'arado-480-sl')!;
    expect(arado('pt-BR')).toMatchObject({ productLabel: 'Arado 480 SL', productTypeLabel: 'Herbicida', activeIngredients: [{ ingredient: 'glifosato' }] });
    expect(arado('en-US')).toMatchObject({ productLabel: 'Arado 480 SL', productTypeLabel: 'Herbicide', activeIngredients: [{ ingredient: 'glyphosate' }] });
    expect(descriptionOf(arado('pt-BR'))).toMatch(/^Arado 480 SL controla plantas daninhas .* em soja, milho e algodão\./);
    expect(descriptionOf(arado('es-AR'))).toMatch(/^Arado 480 SL controla malezas .* en soja, maíz y algodón\./);
    expect(descriptionOf(arado('en-US'))).toMatch(/^Arado 480 SL controls broadleaf and grass weeds in soybeans, corn, and cotton\./);
    for (const product of sandboxProducts('en-US')) {
      const texts = locales.map((locale) => descriptionOf(sandboxProducts(locale).find((other) => other.seoSlug === product.seoSlug)!));
      expect(new Set(texts).size).toBe(3);
    }
    expect(new Set(locales.map((locale) => typeLabelOf(sandboxProducts(locale).find((product) => product.seoSlug === 'kairos')!)))).toEqual(
      new Set(['Nematicida biológico', 'Biological nematicide']),
    );
  });

  it('gives every product a logo and 1-4 documents, a crop protection product its label first', () => {
    const counts = new Set<number>();
    for (const locale of locales) {
      for (const product of sandboxProducts(locale)) {
        const assets = assetsAnswerSchema.parse(sandboxAssets(locale, product.seoSlug));
        expect(assets['product-logo']).toEqual([{ base: `${SANDBOX_ORIGIN}/catalogue/files/${product.seoSlug}/logo.svg` }]);
        const documents = assets.pdf.length + assets['product-label'].length;
        counts.add(documents);
        expect(documents).toBeGreaterThanOrEqual(1);
        expect(documents).toBeLessThanOrEqual(4);
        expect(assets['product-label']).toHaveLength(product.productGroup === 'seeds' ? 0 : 1);
        if (product.productGroup !== 'seeds') expect(product.attachments).toBe(documents);
      }
    }
    expect(counts).toEqual(new Set([1, 2, 3, 4]));
    expect(sandboxAssets('es-AR', 'arado-480-sl')!['product-label']).toEqual([{ title: 'Marbete', url: `${SANDBOX_ORIGIN}/catalogue/files/arado-480-sl/label-es-AR.pdf` }]);
    expect(sandboxAssets('en-US', 'no-such-product')).toBeUndefined();
  });

  it('serves a file for every address the assets give, and nothing else', () => {
    for (const locale of locales) {
      for (const product of sandboxProducts(locale)) {
        const assets = sandboxAssets(locale, product.seoSlug)!;
        for (const url of [assets['product-logo'][0]!.base, ...assets.pdf.map((pdf) => pdf.url), ...assets['product-label'].map((label) => label.url)]) {
          const [, slug, file] = /\/catalogue\/files\/([^/]+)\/([^/]+)$/.exec(url)!;
          expect(sandboxFile(slug!, file!)).not.toBeNull();
        }
      }
    }
    expect(sandboxFile('arado-480-sl', 'label-xx-XX.pdf')).toBeNull();
    expect(sandboxFile('no-such-product', 'logo.svg')).toBeNull();
  });

  it('writes PDFs whose cross-reference table is right, in ASCII', () => {
    const pdf = tinyPdf(['Terralis Ébano T1162', 'Guía (técnica) \\ 1']);
    expectValidPdf(pdf);
    expect(pdf).toContain('(Terralis Ebano T1162) Tj');
    expect(pdf).toContain('(Guia \\(tecnica\\) \\\\ 1) Tj');
    expect(/^[\x0a\x20-\x7e]*$/.test(pdf)).toBe(true);
  });
});

describe('the sandbox service', () => {
  beforeEach(() => sandbox.reset());

  const call = (path: string, key: string | null = sandboxCatalogueKey) => sandboxFetch(`${API}${path}`, { headers: key ? { 'x-api-key': key } : {} });
  const page = async (query: string) => {
    const response = await call(`/products?${query}`);
    expect(response.status).toBe(200);
    return productsPageSchema.parse(await response.json());
  };

  it('refuses a request without the right key, on every API path', async () => {
    expect((await call('/products?productGroup=seeds&locale=en-US', null)).status).toBe(401);
    expect((await call('/assets/arado-480-sl?locale=en-US', 'stolen')).status).toBe(401);
    expect((await call('/nothing-here', null)).status).toBe(401);
  });

  it.each([
    ['productGroup=seeds', 'invalid-locale'],
    ['productGroup=seeds&locale=fr-FR', 'invalid-locale'],
    ['productGroup=fertilisers&locale=en-US', 'invalid-group'],
    ['locale=en-US', 'invalid-request'],
    ['productGroup=seeds&locale=en-US&size=51', 'invalid-request'],
    ['productGroup=seeds&locale=en-US&page=-1', 'invalid-request'],
    [`slugs=${Array.from({ length: 21 }, (_, index) => `p-${index}`).join(',')}&locale=en-US`, 'invalid-request'],
  ])('answers %s with 400 %s', async (query, error) => {
    const response = await call(`/products?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error, message: expect.any(String) });
  });

  it('pages a group 20 at a time by default, past its last page with nothing', async () => {
    const first = await page('productGroup=seeds&locale=en-US');
    expect(first).toMatchObject({ page: 0, size: 20, totalElements: 41, totalPages: 3 });
    expect(first.products).toHaveLength(20);
    expect((await page('productGroup=seeds&locale=en-US&page=2')).products).toHaveLength(1);
    expect((await page('productGroup=seeds&locale=en-US&page=3')).products).toEqual([]);
    expect(await page('productGroup=bio&locale=en-US&size=50')).toMatchObject({ totalElements: 10, totalPages: 1 });
  });

  it('filters by name (any case, any accents) and by crops', async () => {
    expect((await page('productGroup=seeds&locale=pt-BR&productName=EBANO')).products.map(wireName)).toEqual(['Ébano T1162']);
    const osr = await page('productGroup=seeds&locale=en-US&crops=OSR,SORGHUM');
    expect(osr.products.map(wireName)).toEqual(['Kalinda TR451', 'Opala TR473', 'Quebracho TS740', 'Sertão TS820']);
    expect((await page('productGroup=crop-protection&locale=en-US&productName=bio&crops=POTATO')).products.map(wireName)).toEqual(['Zéfiro Bio']);
  });

  it('answers products by slug whatever their group, leaving unknown slugs out', async () => {
    const answer = await page('slugs=kairos,aurora-t0785,no-such-product,arado-480-sl&locale=es-AR');
    expect(answer.products.map((product) => [product.seoSlug, product.productGroup])).toEqual([
      ['arado-480-sl', 'crop-protection'],
      ['aurora-t0785', 'seeds'],
      ['kairos', 'bio'],
    ]);
  });

  it("answers a product's assets, 404 for an unknown one", async () => {
    const response = await call('/assets/arado-480-sl?locale=pt-BR');
    expect(assetsAnswerSchema.parse(await response.json())['product-label']).toEqual([expect.objectContaining({ title: 'Bula' })]);
    const unknown = await call('/assets/no-such-product?locale=pt-BR');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'product-not-found' });
    expect((await call('/assets/arado-480-sl')).status).toBe(400);
  });

  it('serves logos and documents without a key, 404 for others', async () => {
    const logo = await sandboxFetch(`${SANDBOX_ORIGIN}/catalogue/files/arado-480-sl/logo.svg`);
    expect({ status: logo.status, type: logo.headers.get('content-type') }).toEqual({ status: 200, type: 'image/svg+xml' });
    expect(await logo.text()).toMatch(/^<svg [^>]*aria-label="Terralis Arado 480 SL"/);
    const label = await sandboxFetch(`${SANDBOX_ORIGIN}/catalogue/files/arado-480-sl/label-pt-BR.pdf`);
    expect({ status: label.status, type: label.headers.get('content-type') }).toEqual({ status: 200, type: 'application/pdf' });
    const pdf = await label.text();
    expectValidPdf(pdf);
    expect(pdf).toContain('(Bula) Tj');
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}/catalogue/files/arado-480-sl/secret.pdf`)).status).toBe(404);
  });

  it('meets the faults a test sets up', async () => {
    await sandbox.fault({ path: '/catalogue/v1/products', query: { productGroup: 'bio' }, status: 503 });
    expect((await call('/products?productGroup=bio&locale=en-US')).status).toBe(503);
    expect((await call('/products?productGroup=bio&locale=en-US')).status).toBe(200);
  });
});
