import { z } from 'zod';
import { SEO_SLUG_MAX_LENGTH, SEO_SLUG_PATTERN } from '@/lib/catalogue/contract';

/**
 * The product catalogue service (seeds, crop protection and biologicals of every market), as this
 * site calls it. Every call carries the key in an `x-api-key` header; a wrong or missing key is a
 * 401 `{ error: 'unauthorized', message }`. Texts come in the `locale` asked for (`pt-BR`, `es-AR`,
 * `en-US`); product names are the same in every market.
 *
 * `GET {CATALOGUE_API_URL}/products?productGroup={seeds|crop-protection|bio}&locale={locale}&page={n}&size={n}[&productName={text}][&crops={CODE,CODE}]`
 *   200 a page of the group's products, ordered by name: `{ page, size, totalElements, totalPages,
 *   products }`. `page` counts from 0 (a page past the last is empty), `size` is 1-50 (default 20).
 *   `productName` keeps the names containing it (any case), `crops` the products grown on any of
 *   the crop codes listed.
 * `GET {CATALOGUE_API_URL}/products?slugs={slug,slug}&locale={locale}`
 *   200 the same page shape with the products of those slugs, whatever their group (at most 20
 *   slugs; an unknown one is left out). `productGroup` may narrow them.
 *   Each product carries its `productGroup`: a seed is
 *   `{ productGroup: 'seeds', seoSlug, brand, fullProduct: { hybridLabel, productTypeLabel,
 *   cropLabel, positioningStatement, maturitySort, maturity, productType, crop, trait } }`, a crop
 *   protection or biological product `{ productGroup: 'crop-protection' | 'bio', seoSlug,
 *   productLabel, productTypeLabel, productDescription, isBio, crops: [code], activeIngredients:
 *   [{ ingredient }], brand, attachments }` (`attachments`: how many documents its assets list).
 *   400 `{ error: 'invalid-request' | 'invalid-locale' | 'invalid-group', message }`.
 *
 * `GET {CATALOGUE_API_URL}/assets/{seoSlug}?locale={locale}`
 *   200 the product's files: `{ 'product-logo': [{ base }], pdf: [{ title, url }], 'product-label':
 *   [{ title, url }] }` (`base`: the logo's URL; documents' titles in the locale asked for). URLs
 *   are absolute, public and need no key.
 *   404 `{ error: 'product-not-found', message }`.
 *
 * Fields this site does not read are allowed (zod strips them). The sandbox answers the same
 * shapes from these schemas.
 */

export const PRODUCTS_PATH = '/products';
export const assetsPath = (seoSlug: string) => `/assets/${encodeURIComponent(seoSlug)}`;

/** The key header. */
export const API_KEY_HEADER = 'x-api-key';

/** How many products this site asks for per page (spec §9), and the most the service gives. */
export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** The most slugs one query may name. */
export const MAX_SLUGS = 20;
/**
 * The most pages of a group this site reads: a list is read whole and cached, and a service
 * claiming more pages than this is answering something else.
 */
export const MAX_PAGES = 50;

export const vendorProductGroups = ['seeds', 'crop-protection', 'bio'] as const;
export type VendorProductGroup = (typeof vendorProductGroups)[number];

export const vendorErrorCodes = ['unauthorized', 'invalid-request', 'invalid-locale', 'invalid-group', 'product-not-found'] as const;
export type VendorError = { error: (typeof vendorErrorCodes)[number]; message: string };

export type ProductsQuery = { locale: string; page: number; size: number } & (
  | { productGroup: VendorProductGroup; productName?: string; crops?: readonly string[] }
  | { slugs: readonly string[] }
);

/** The query string of a products call, in the order the vendor documents it. */
export function productsQuery(query: ProductsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if ('slugs' in query) params.set('slugs', query.slugs.join(','));
  else params.set('productGroup', query.productGroup);
  params.set('locale', query.locale);
  params.set('page', String(query.page));
  params.set('size', String(query.size));
  if ('productGroup' in query && query.productName) params.set('productName', query.productName);
  if ('productGroup' in query && query.crops?.length) params.set('crops', query.crops.join(','));
  return params;
}

const seoSlug = z.string().max(SEO_SLUG_MAX_LENGTH).regex(SEO_SLUG_PATTERN);

export const seedWireSchema = z.object({
  productGroup: z.literal('seeds'),
  seoSlug,
  brand: z.string(),
  fullProduct: z.object({
    hybridLabel: z.string().min(1),
    productTypeLabel: z.string(),
    cropLabel: z.string(),
    positioningStatement: z.string(),
    /** Days of relative maturity. */
    maturitySort: z.number().min(0),
    /** As printed, '112 dias'. */
    maturity: z.string(),
    /** 'HYBRID', 'VARIETY'. */
    productType: z.string(),
    /** A crop code: 'CORN', 'SOY', 'OSR'… */
    crop: z.string().min(1),
    /** The trait stack's code, null for a conventional seed. */
    trait: z.string().nullable(),
  }),
});
export type SeedWire = z.output<typeof seedWireSchema>;

export const cropProtectionWireSchema = z.object({
  productGroup: z.enum(['crop-protection', 'bio']),
  seoSlug,
  productLabel: z.string().min(1),
  productTypeLabel: z.string(),
  productDescription: z.string(),
  isBio: z.boolean(),
  crops: z.array(z.string().min(1)),
  activeIngredients: z.array(z.object({ ingredient: z.string().min(1) })),
  brand: z.string(),
  attachments: z.number().int().min(0).optional(),
});
export type CropProtectionWire = z.output<typeof cropProtectionWireSchema>;

export const productWireSchema = z.discriminatedUnion('productGroup', [seedWireSchema, cropProtectionWireSchema]);
export type ProductWire = z.output<typeof productWireSchema>;

export const productsPageSchema = z.object({
  page: z.number().int().min(0),
  size: z.number().int().positive(),
  totalElements: z.number().int().min(0),
  totalPages: z.number().int().min(0).max(MAX_PAGES),
  products: z.array(productWireSchema),
});
export type ProductsPage = z.output<typeof productsPageSchema>;

const documentWire = z.object({ title: z.string(), url: z.string() });

export const assetsAnswerSchema = z.object({
  'product-logo': z.array(z.object({ base: z.string() })).default([]),
  pdf: z.array(documentWire).default([]),
  'product-label': z.array(documentWire).default([]),
});
export type AssetsAnswer = z.output<typeof assetsAnswerSchema>;
