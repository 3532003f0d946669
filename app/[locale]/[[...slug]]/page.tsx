import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CmsBlocks } from '@/blocks/registry';
import { PageHeader } from '@/components/layout/page-header';
import { SiteShell } from '@/components/layout/site-shell';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbTrail } from '@/lib/cms/breadcrumbs';
import { getAlternates, getPage, getSiteChrome, isPreview, listPages } from '@/lib/cms/pages';
import { localizedPath, pagePathFromSlug, slugFromPagePath } from '@/lib/cms/paths';
import { buildPageMetadata } from '@/lib/cms/seo';
import { structuredData } from '@/lib/cms/structured-data';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locales';

type Params = Promise<{ locale: string; slug?: string[] }>;

/** CDN-friendly: `s-maxage=300, stale-while-revalidate`; `/api/revalidate` refreshes sooner on publish. */
export const revalidate = 300;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await listPages(params.locale)).map((page) => ({ slug: slugFromPagePath(page.path) }));
}

async function loadPage(params: Params) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const page = await getPage(locale, pagePathFromSlug(slug));
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = await loadPage(params);
  const t = await getTranslations({ locale: page.locale, namespace: 'Site' });
  return buildPageMetadata(page, await getAlternates(page.properties.translationKey), env.SITE_URL, t('name'));
}

export default async function CmsPageRoute({ params }: { params: Params }) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const page = await loadPage(params);
  const [chrome, alternates, pages, preview, t] = await Promise.all([
    getSiteChrome(page.locale),
    getAlternates(page.properties.translationKey),
    listPages(page.locale),
    isPreview(),
    getTranslations({ locale: page.locale, namespace: 'Breadcrumb' }),
  ]);
  const trail = breadcrumbTrail(page, pages, t('home'));
  const startsWithHero = page.childNodes[0]?.resourceType === 'hero-banner';
  const { properties } = page;
  return (
    <SiteShell
      locale={page.locale}
      chrome={chrome}
      alternates={{ ...alternates, [page.locale]: page.path }}
      currentPath={localizedPath(page.locale, page.path)}
      preview={preview ? { isDraft: page.isDraft } : undefined}
    >
      <JsonLd
        data={structuredData({
          page,
          trail,
          siteUrl: env.SITE_URL,
          siteName: chrome.brandName,
          socialProfiles: chrome.footer.social.map((profile) => profile.href),
        })}
      />
      {properties.pageType !== 'home' && (
        <PageHeader
          locale={page.locale}
          trail={trail}
          title={startsWithHero ? undefined : properties.title}
          byline={properties.pageType === 'article' ? { author: properties.author, datePublished: properties.datePublished } : undefined}
        />
      )}
      <CmsBlocks nodes={page.childNodes} context={{ locale: page.locale, page, preview }} />
    </SiteShell>
  );
}
