import type { CatalogueProduct, ProductGroup } from '@/lib/catalogue/contract';
import { locales, type Locale } from '@/lib/i18n/locales';

/** The two product page routes (discovery spec §2): seeds under `/d`, crop protection and biologicals under `/cpd`. */
export type ProductRoute = 'd' | 'cpd';

/** The catalogue groups each route shows; a slug of another group answers 404 there. */
export const routeGroups: Record<ProductRoute, readonly ProductGroup[]> = { d: ['seeds'], cpd: ['crop-protection', 'biological'] };

export const routeOf = (group: ProductGroup): ProductRoute => (group === 'seeds' ? 'd' : 'cpd');

/** A product page's path inside a locale ('/d/aurora-t0785'): `productPath` of lib/catalogue without the locale. */
export const routePath = (route: ProductRoute, seoSlug: string) => `/${route}/${seoSlug}`;

export const productPagePath = (product: Pick<CatalogueProduct, 'group' | 'seoSlug'>) => routePath(routeOf(product.group), product.seoSlug);

/** The product exists in every locale under the same slug: its page has the same path in each. */
export const samePathInEveryLocale = (path: string): Record<Locale, string> => Object.fromEntries(locales.map((locale) => [locale, path])) as Record<Locale, string>;

/** The product area a page leads back to (the spec's product navigation bar). */
export const areaPaths: Record<ProductGroup, string> = { seeds: '/seeds', 'crop-protection': '/crop-protection', biological: '/biological' };

/** The catalogue's crop codes the site has a name for (messages `ProductDetail.crops`); OSR, oilseed rape, is shown as rapeseed (spec §5). */
const cropKeys = {
  CORN: 'corn',
  SOY: 'soy',
  OSR: 'rapeseed',
  SORGHUM: 'sorghum',
  WHEAT: 'wheat',
  COTTON: 'cotton',
  SUGARCANE: 'sugarcane',
  COFFEE: 'coffee',
  CITRUS: 'citrus',
  POTATO: 'potato',
} as const;
type CropKey = (typeof cropKeys)[keyof typeof cropKeys];

/** The message key of a crop code, or null for a code the site has no name for (shown as the catalogue sends it). */
export function cropKey(code: string): CropKey | null {
  const upper = code.toUpperCase();
  return Object.hasOwn(cropKeys, upper) ? cropKeys[upper as keyof typeof cropKeys] : null;
}

/** Search engines show about 160 characters of a description. */
const META_DESCRIPTION_MAX_LENGTH = 160;

/** A meta description: the text whole when it fits, else cut at the last word that fits, with an ellipsis. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  return `${(lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,;:.]+$/, '')}…`;
}
