import type { Locale } from '@/lib/i18n/locales';

/**
 * The product catalogue as the site uses it (discovery spec §3, §7): one shape for seeds, crop
 * protection and biological products, read by the server (lib/upstreams/catalogue/client.ts reshapes
 * the vendor's answers into it) and shown by the listing, directory, product pages and search. The
 * vendor's wire format stays in lib/upstreams/catalogue/contract.ts.
 *
 * Types and plain constants only, no zod: browser code that builds a product link imports this
 * file, and a schema here would bring zod into its chunk.
 */

export const productGroups = ['seeds', 'crop-protection', 'biological'] as const;
export type ProductGroup = (typeof productGroups)[number];

/** Where a product's page is: seeds under `/d/`, crop protection and biologicals under `/cpd/` (spec §2). */
export function productPath(locale: Locale, product: { group: ProductGroup; seoSlug: string }): string {
  return `/${locale}/${product.group === 'seeds' ? 'd' : 'cpd'}/${product.seoSlug}`;
}

/** A product's `seoSlug`: lower-case words joined by single dashes, so it is safe as a path segment and in a comma list. */
export const SEO_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SEO_SLUG_MAX_LENGTH = 100;

/** The seed maturity filter's ranges (spec §5), in days of relative maturity; the last one is open. */
export const maturityRanges = [
  { min: 0, max: 80 },
  { min: 81, max: 95 },
  { min: 96, max: 105 },
  { min: 106, max: 115 },
  { min: 116, max: 125 },
  { min: 126, max: 135 },
  { min: 136, max: null },
] as const satisfies readonly { min: number; max: number | null }[];
export type MaturityRange = (typeof maturityRanges)[number];

/** The range a seed's `maturitySort` falls in (a fraction belongs to the range of its whole days). */
export function maturityRangeOf(maturitySort: number): MaturityRange {
  const days = Math.max(0, Math.floor(maturitySort));
  return maturityRanges.find((range) => range.max === null || days <= range.max)!;
}

/** The catalogue's crop code for oilseed rape, shown as rapeseed (spec §5). */
export const cropDisplayCode = (crop: string) => (crop.toUpperCase() === 'OSR' ? 'rapeseed' : crop.toLowerCase());

/** A downloadable document: a technical sheet, a safety data sheet, a label. */
export interface ProductDocument {
  title: string;
  /** An absolute URL, or a path on this site (`/sandbox/...` while the sandbox stands in). */
  url: string;
}

/** A product's files (spec §3 "Assets per slug"). */
export interface ProductAssets {
  /** The product's logo, or null when it has none. */
  logo: string | null;
  pdfs: ProductDocument[];
  labels: ProductDocument[];
}

interface ProductFields {
  group: ProductGroup;
  seoSlug: string;
  /** What the listing's A-Z bar and search match: a seed's hybrid label, another product's label. */
  name: string;
  brand: string;
  /** 'Híbrido', 'Herbicida', 'Biological fungicide': the vendor's label, in the locale asked for. */
  typeLabel: string;
  /** A seed's positioning statement, another product's description; long ones are cut by the UI. */
  description: string;
  /** The vendor's crop codes ('CORN', 'SOY', 'OSR'…): how to name them is the UI's job (OSR is shown as rapeseed). */
  crops: string[];
  isBio: boolean;
  /** Only where asked for: `catalogue.productBySlug` reads them, the lists do not. */
  assets?: ProductAssets | null;
}

export interface SeedProduct extends ProductFields {
  group: 'seeds';
  hybridLabel: string;
  /** The crop's name in the locale asked for ('Milho', 'Colza'). */
  cropLabel: string;
  /** As printed ('112 dias'). */
  maturity: string;
  /** Days of relative maturity: what the maturity ranges filter and sort by. */
  maturitySort: number;
  /** The trait stack's code ('TG3'), or null for a conventional seed. */
  trait: string | null;
}

export interface CropProtectionProduct extends ProductFields {
  group: 'crop-protection' | 'biological';
  /** Names of the active ingredients, or of the organisms of a biological. */
  activeIngredients: string[];
}

export type CatalogueProduct = SeedProduct | CropProtectionProduct;

/** A product read with its files: `assets` is null when they could not be read (spec §8: the product is shown without them). */
export type ProductWithAssets = CatalogueProduct & { assets: ProductAssets | null };

// ---- Our routes' answers --------------------------------------------------------------------------

/** A crop protection or biological product by name and slug (spec §3 "Crop-protection product"). */
export interface CropProtectionId {
  productName: string;
  /** Its `seoSlug`. */
  product: string;
}

/** `GET /api/crop-protection-ids?locale=` 200; `items` is empty when the catalogue fails (spec §8). */
export interface CropProtectionIdsAnswer {
  items: { fullProduct: CropProtectionId }[];
}

/** `GET /api/crop-protection-assets?product=&locale=` 200; `assets` is null when its files could not be read. */
export interface CropProtectionAssetsAnswer {
  data: CropProtectionId & { assets: ProductAssets | null };
}
