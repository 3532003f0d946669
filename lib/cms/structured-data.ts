import type { Crumb } from './breadcrumbs';
import type { CmsPage } from './model';
import { getPathname } from '@/lib/i18n/navigation';

type JsonLd = Record<string, unknown>;

interface StructuredDataInput {
  page: CmsPage;
  trail: Crumb[];
  siteUrl: string;
  siteName: string;
  socialProfiles: string[];
}

/**
 * schema.org data for a page: Organization on the home page, BreadcrumbList below it, and
 * Article or Product where the page is one.
 */
export function structuredData({ page, trail, siteUrl, siteName, socialProfiles }: StructuredDataInput): JsonLd[] {
  const url = (path: string) => new URL(getPathname({ locale: page.locale, href: path }), siteUrl).toString();
  const { properties } = page;
  const image = properties.image ? new URL(properties.image.src, siteUrl).toString() : undefined;
  const description = properties.description ?? properties.pageDescription;
  const data: JsonLd[] = [];

  if (properties.pageType === 'home') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteName,
      url: url('/'),
      logo: new URL('/icon.svg', siteUrl).toString(),
      sameAs: socialProfiles,
    });
  } else {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        item: url(crumb.path),
      })),
    });
  }

  if (properties.pageType === 'article') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: properties.title,
      description,
      image,
      inLanguage: page.locale,
      datePublished: properties.datePublished,
      dateModified: properties.dateModified ?? properties.datePublished,
      author: properties.author ? { '@type': 'Organization', name: properties.author } : undefined,
      publisher: { '@type': 'Organization', name: siteName },
      mainEntityOfPage: url(page.path),
    });
  }

  if (properties.pageType === 'product' && properties.product) {
    data.push(productStructuredData({ ...properties.product, description, image, url: url(page.path) }));
  }
  return data;
}

interface ProductStructuredDataInput {
  name: string;
  brand: string;
  /** What kind of product it is ('Fungicida', 'Hybrid'). */
  category?: string;
  description?: string;
  /** Absolute URLs: crawlers read them outside the page. */
  image?: string;
  url: string;
  /** The product's own code (the catalogue's seoSlug). */
  sku?: string;
}

/** schema.org Product: a CMS product page's, and the catalogue's product pages' (`/cpd/…`, `/d/…`). */
export function productStructuredData({ name, brand, category, description, image, url, sku }: ProductStructuredDataInput): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'Product', name, description, brand: { '@type': 'Brand', name: brand }, category, image, url, sku };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so content can never close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
