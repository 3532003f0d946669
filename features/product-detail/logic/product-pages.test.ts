import { productGroups, productPath } from '@/lib/catalogue/contract';
import { locales } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { cropKey, metaDescription, productPagePath, routeGroups, routeOf } from './product-pages';

describe('product page paths', () => {
  it.each(productGroups)('puts a %s product where lib/catalogue links to it, in every locale', (group) => {
    for (const locale of locales) {
      expect(getPathname({ locale, href: productPagePath({ group, seoSlug: 'aurora-t0785' }) })).toBe(productPath(locale, { group, seoSlug: 'aurora-t0785' }));
    }
  });

  it('serves each group on exactly one route: seeds under /d, crop protection and biologicals under /cpd', () => {
    expect(routeGroups).toEqual({ d: ['seeds'], cpd: ['crop-protection', 'biological'] });
    for (const group of productGroups) expect(routeGroups[routeOf(group)]).toContain(group);
  });
});

describe('cropKey', () => {
  it('names oilseed rape (OSR) rapeseed, whatever its case', () => {
    expect(cropKey('OSR')).toBe('rapeseed');
    expect(cropKey('osr')).toBe('rapeseed');
  });

  it('knows the catalogue crop codes, and says so for one it does not', () => {
    expect(['CORN', 'SOY', 'SORGHUM', 'WHEAT', 'COTTON', 'SUGARCANE', 'COFFEE', 'CITRUS', 'POTATO'].map(cropKey)).toEqual([
      'corn',
      'soy',
      'sorghum',
      'wheat',
      'cotton',
      'sugarcane',
      'coffee',
      'citrus',
      'potato',
    ]);
    expect(cropKey('BARLEY')).toBeNull();
    expect(cropKey('constructor')).toBeNull();
  });
});

describe('metaDescription', () => {
  it('keeps a text that fits, its white space tidied', () => {
    expect(metaDescription('  Aurora T0785 is an early\n corn hybrid.  ')).toBe('Aurora T0785 is an early corn hybrid.');
  });

  it('cuts a long text at the last whole word that fits, without trailing punctuation, with an ellipsis', () => {
    const text = 'Strong stalks and roots keep it standing through late-season winds, and it holds grain quality when harvest is delayed.';
    const cut = metaDescription(text, 70);
    expect(cut).toBe('Strong stalks and roots keep it standing through late-season winds…');
    expect(cut.length).toBeLessThanOrEqual(70);
  });

  it('is at most 160 characters by default', () => {
    const cut = metaDescription('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts a single overlong word where it must', () => {
    expect(metaDescription('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
