import { maturityRangeOf, maturityRanges, productPath, type CatalogueProduct, type ProductAssets, type ProductGroup } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import type { Facet, FacetKey, FacetOption, ListingRow } from './listing';
import { cropDisplayCode } from '@/lib/catalogue/contract';
import { maturityRangeLabel } from './rules';

/**
 * The catalogue's products as the listing's rows and facets (server side): names sorted in the
 * locale's order, a seed's maturity as its range, crops by display code (OSR as rapeseed), the
 * editor's novelty badges, each product's logo and documents.
 */

/** A seed without a trait stack: the trait facet's value for it. */
export const CONVENTIONAL = 'conventional';

export type ListedCatalogueProduct = CatalogueProduct & { assets: ProductAssets | null };

export function listingRows(products: readonly ListedCatalogueProduct[], locale: Locale, novelties: readonly { seoSlug: string; label: string }[]): ListingRow[] {
  const noveltyOf = new Map(novelties.map((novelty) => [novelty.seoSlug, novelty.label]));
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...products]
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((product) => {
      const novelty = noveltyOf.get(product.seoSlug);
      const crops = { crop: product.crops.map(cropDisplayCode) };
      return {
        seoSlug: product.seoSlug,
        name: product.name,
        // A seed's name is its hybrid label: only a different one is worth sending.
        ...(product.group === 'seeds' && product.hybridLabel !== product.name && { hybridLabel: product.hybridLabel }),
        isBio: product.isBio,
        href: productPath(locale, product),
        type: product.typeLabel,
        ...(novelty && { novelty }),
        description: product.description,
        logo: product.assets?.logo ?? null,
        downloads: product.assets ? [...product.assets.labels, ...product.assets.pdfs] : [],
        facets:
          product.group === 'seeds'
            ? { ...crops, maturity: [maturityRangeLabel(maturityRangeOf(product.maturitySort))], trait: [product.trait ?? CONVENTIONAL] }
            : { ...crops, type: [product.typeLabel] },
      };
    });
}

export interface FacetWords {
  /** Each select's label and its first option's ('Crop', 'All crops'). */
  labels: Record<FacetKey, { label: string; all: string }>;
  /** A crop's name in the locale, by display code ('corn', 'rapeseed'). */
  cropName: (code: string) => string;
  /** A maturity range as the select shows it ('81-95' -> '81-95 dias'). */
  maturityRange: (range: string) => string;
  conventional: string;
}

/**
 * The selects of a group's listing, with the options its rows have (every maturity range, as the
 * spec lists seven): seeds by crop, maturity and trait; other products by crop and type.
 */
export function listingFacets(group: ProductGroup, rows: readonly ListingRow[], locale: Locale, words: FacetWords): Facet[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const valuesOf = (key: FacetKey) => [...new Set(rows.flatMap((row) => row.facets[key] ?? []))];
  const byLabel = (options: FacetOption[]) => options.sort((a, b) => collator.compare(a.label, b.label));
  const facet = (key: FacetKey, options: FacetOption[]): Facet => ({ key, ...words.labels[key], options });

  const crop = facet('crop', byLabel(valuesOf('crop').map((value) => ({ value, label: words.cropName(value) }))));
  if (group !== 'seeds') return [crop, facet('type', byLabel(valuesOf('type').map((value) => ({ value, label: value }))))];
  const traits = valuesOf('trait');
  return [
    crop,
    facet(
      'maturity',
      maturityRanges.map((range) => ({ value: maturityRangeLabel(range), label: words.maturityRange(maturityRangeLabel(range)) })),
    ),
    // Conventional seeds after the trait stacks.
    facet('trait', [
      ...byLabel(traits.filter((trait) => trait !== CONVENTIONAL).map((value) => ({ value, label: value }))),
      ...(traits.includes(CONVENTIONAL) ? [{ value: CONVENTIONAL, label: words.conventional }] : []),
    ]),
  ];
}
