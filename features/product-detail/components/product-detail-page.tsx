import { SiteShell } from '@/components/layout/site-shell';
import { JsonLd } from '@/components/seo/json-ld';
import type { ProductWithAssets } from '@/lib/catalogue/contract';
import { getSiteChrome } from '@/lib/cms/pages';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { productJsonLd } from '../metadata';
import { areaPaths, productPagePath, samePathInEveryLocale } from '../logic/product-pages';
import { ProductDetail } from './product-detail';

/** A product page in the site shell, with its schema.org Product (a data block: the CSP has no script to allow). */
export async function ProductDetailPage({ locale, product }: { locale: Locale; product: ProductWithAssets }) {
  const chrome = await getSiteChrome(locale);
  const path = productPagePath(product);
  return (
    // The same address in every locale: the language switcher keeps the product.
    <SiteShell locale={locale} chrome={chrome} alternates={samePathInEveryLocale(path)} currentPath={getPathname({ locale, href: path })}>
      <JsonLd data={[productJsonLd(locale, product)]} />
      <ProductDetail locale={locale} product={product} areaHref={getPathname({ locale, href: areaPaths[product.group] })} />
    </SiteShell>
  );
}
