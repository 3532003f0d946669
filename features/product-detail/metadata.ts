import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { CatalogueProduct, ProductWithAssets } from '@/lib/catalogue/contract';
import { hreflangAlternates } from '@/lib/cms/seo';
import { productStructuredData } from '@/lib/cms/structured-data';
import { env } from '@/lib/env';
import { locales, openGraphLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { metaDescription, productPagePath, samePathInEveryLocale } from './logic/product-pages';

const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, env.site.url).toString();
const canonicalOf = (locale: Locale, product: Pick<CatalogueProduct, 'group' | 'seoSlug'>) => absoluteUrl(getPathname({ locale, href: productPagePath(product) }));

/**
 * A product page's metadata (the layout's template adds the brand): indexed, canonical at its own
 * address, every locale as an alternate (the catalogue has each product in all three, same slug).
 */
export async function productPageMetadata(locale: Locale, product: CatalogueProduct): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'ProductDetail' }), getTranslations({ locale, namespace: 'Site' })]);
  const title = t('metaTitle', { name: product.name, type: product.typeLabel });
  const description = metaDescription(product.description);
  const path = productPagePath(product);
  const canonical = canonicalOf(locale, product);
  return {
    title,
    description,
    robots: { index: true, follow: true },
    alternates: { canonical, languages: hreflangAlternates({ locale, path }, samePathInEveryLocale(path), env.site.url) },
    // No image: the catalogue's logos are SVG, which link previews do not show.
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      siteName: site('name'),
      locale: openGraphLocale(locale),
      alternateLocale: locales.filter((other) => other !== locale).map(openGraphLocale),
    },
    twitter: { card: 'summary', title, description },
  };
}

/** The page's schema.org Product: absolute URLs, the vendor's type label as its category, the slug as its sku. */
export function productJsonLd(locale: Locale, product: ProductWithAssets) {
  return productStructuredData({
    name: product.name,
    brand: product.brand,
    category: product.typeLabel,
    description: product.description,
    image: product.assets?.logo ? absoluteUrl(product.assets.logo) : undefined,
    url: canonicalOf(locale, product),
    sku: product.seoSlug,
  });
}
