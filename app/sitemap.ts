import type { MetadataRoute } from 'next';
import { unitPath } from '@/features/courses';
import { productPath, type CatalogueProduct } from '@/lib/catalogue/contract';
import { listAllPages } from '@/lib/cms/pages';
import { hreflangAlternates } from '@/lib/cms/seo';
import { env } from '@/lib/env';
import { locales, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { errorMessage, log } from '@/lib/log';
import { catalogue } from '@/lib/upstreams/catalogue/client';
import { listCourses } from '@/lib/upstreams/courses/client';

/**
 * Every indexable published page of every locale, each with its hreflang alternates, then every
 * catalogue product's page, then every course unit's page. Reading the catalogue's lists makes
 * this a page kept 30 minutes, as they are.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, products, courses] = await Promise.all([listAllPages(), productEntries(), courseEntries()]);
  const indexable = pages.filter((page) => page.seoIndexing === 'index' && !page.guarded);
  const versionsByKey = new Map<string, Partial<Record<Locale, string>>>();
  for (const page of indexable) {
    versionsByKey.set(page.translationKey, { ...versionsByKey.get(page.translationKey), [page.locale]: page.path });
  }
  return [
    ...indexable.map((page) => ({
      url: new URL(getPathname({ locale: page.locale, href: page.path }), env.site.url).toString(),
      lastModified: page.lastModified,
      alternates: { languages: hreflangAlternates(page, versionsByKey.get(page.translationKey) ?? {}, env.site.url) },
    })),
    ...products,
    ...courses,
  ];
}

/** What the sitemap lists of a locale's part of a service, or nothing when it fails: the rest is listed all the same. */
async function orNothing<T>(event: string, locale: Locale, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read();
  } catch (error) {
    log.warn(event, { locale, reason: errorMessage(error) });
    return [];
  }
}

const listedProducts = (locale: Locale): Promise<CatalogueProduct[]> => orNothing('sitemap.products_left_out', locale, () => catalogue.listProducts(locale));

/**
 * Every product page of every locale (`/d/…` for seeds, `/cpd/…` for the rest: lib/catalogue's
 * productPath). A product has the same slug in every locale: each locale's page is an alternate.
 */
async function productEntries(): Promise<MetadataRoute.Sitemap> {
  const byLocale = await Promise.all(locales.map(async (locale) => ({ locale, products: await listedProducts(locale) })));
  // A product the catalogue lists in two groups has one page: one entry.
  const entries = new Map<string, MetadataRoute.Sitemap[number]>();
  for (const { locale, products } of byLocale) {
    for (const product of products) {
      const pathInLocale = (other: Locale) => productPath(other, product).slice(`/${other}`.length);
      const url = new URL(productPath(locale, product), env.site.url).toString();
      const versions = Object.fromEntries(locales.map((other) => [other, pathInLocale(other)]));
      entries.set(url, { url, alternates: { languages: hreflangAlternates({ locale, path: pathInLocale(locale) }, versions, env.site.url) } });
    }
  }
  return [...entries.values()];
}

/**
 * Every unit's page of every locale's courses (`/cursos/{slug}` is the first unit's). A course is
 * in its locale's catalogue only (features/courses/metadata.ts): no alternates.
 */
async function courseEntries(): Promise<MetadataRoute.Sitemap> {
  const byLocale = await Promise.all(locales.map(async (locale) => ({ locale, courses: await orNothing('sitemap.courses_left_out', locale, () => listCourses(locale)) })));
  return byLocale.flatMap(({ locale, courses }) =>
    courses.flatMap((course) =>
      Array.from({ length: course.unitCount }, (_, unit) => ({ url: new URL(getPathname({ locale, href: unitPath(course.slug, unit) }), env.site.url).toString() })),
    ),
  );
}
