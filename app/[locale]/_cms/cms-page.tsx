import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CmsBlocks } from '@/blocks/cms-blocks';
import { PageHeader } from '@/components/layout/page-header';
import { SiteShell } from '@/components/layout/site-shell';
import { JsonLd } from '@/components/seo/json-ld';
import { RestrictedAccess } from '@/features/account';
import { PageViewTracker } from '@/lib/analytics/page-view.client';
import { pageAccessDecision } from '@/lib/auth/guard';
import { breadcrumbTrail } from '@/lib/cms/breadcrumbs';
import type { Viewer } from '@/lib/cms/blocks';
import type { CmsPage } from '@/lib/cms/model';
import { getAlternates, getPage, getSiteChrome, isPreview, listPages } from '@/lib/cms/pages';
import { pagePathFromSlug } from '@/lib/cms/paths';
import { buildPageMetadata } from '@/lib/cms/seo';
import { structuredData } from '@/lib/cms/structured-data';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/** What the two CMS routes (cached, and per-request for pages with access rules) share. */

export type CmsRouteParams = Promise<{ locale: string; slug?: string[] }>;

/** The page at these params, null when the CMS has none there. */
export async function findCmsPage(params: CmsRouteParams): Promise<CmsPage | null> {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return null;
  setRequestLocale(locale);
  return getPage(locale, pagePathFromSlug(slug));
}

export async function cmsPageMetadata(page: CmsPage, { restricted = false } = {}): Promise<Metadata> {
  const t = await getTranslations({ locale: page.locale, namespace: 'Site' });
  const metadata = buildPageMetadata(page, await getAlternates(page.properties.translationKey), env.site.url, t('name'));
  if (!restricted) return metadata;
  const restrictedText = await getTranslations({ locale: page.locale, namespace: 'Restricted' });
  return { ...metadata, title: { absolute: restrictedText('title', { programme: restrictedText('programme') }) } };
}

/** Metadata of a page with access rules, for the person asking (the restricted page has its own title). */
export async function guardedPageMetadata(page: CmsPage): Promise<Metadata> {
  const restricted = page.properties.access !== undefined && (await pageAccessDecision(page.properties.access)) === 'restricted';
  return cmsPageMetadata(page, { restricted });
}

/**
 * What CmsPageView reads besides the page. Each read happens once per request (React `cache`), so a
 * route can await this first to catch its failures, and the view then gets the same answers.
 */
export function readPageSurroundings(page: CmsPage) {
  return Promise.all([
    getSiteChrome(page.locale),
    getAlternates(page.properties.translationKey),
    listPages(page.locale),
    isPreview(),
    getTranslations({ locale: page.locale, namespace: 'Breadcrumb' }),
  ]);
}

interface CmsPageViewProps {
  page: CmsPage;
  /** Show the restricted-access page instead of the blocks. */
  restricted?: boolean;
  /** Rendered for this request (the per-request route): blocks that wait for data stream in behind their skeletons. */
  perRequest?: boolean;
  /** Who is looking (per-request pages only, signed in). */
  viewer?: Viewer;
  /** The address's query (per-request pages only). */
  searchParams?: URLSearchParams;
}

/**
 * A CMS page in the site shell: the spec's page wrapper, which also counts the page view (one
 * place for every CMS page, cached or per request; never who is looking, so the viewer stays out).
 */
export async function CmsPageView({ page, restricted = false, perRequest = false, viewer, searchParams }: CmsPageViewProps) {
  const [chrome, alternates, pages, preview, t] = await readPageSurroundings(page);
  const trail = breadcrumbTrail(page, pages, t('home'));
  const startsWithHero = page.childNodes[0]?.resourceType === 'hero-banner';
  const { properties } = page;
  const currentPath = getPathname({ locale: page.locale, href: page.path });
  return (
    <SiteShell
      locale={page.locale}
      chrome={chrome}
      alternates={{ ...alternates, [page.locale]: page.path }}
      currentPath={currentPath}
      preview={preview ? { isDraft: page.isDraft, notice: page.previewNotice } : undefined}
    >
      <PageViewTracker locale={page.locale} pageType={restricted ? 'restricted' : properties.pageType} path={currentPath} />
      <JsonLd
        data={structuredData({
          page,
          trail,
          siteUrl: env.site.url,
          siteName: chrome.brandName,
          socialProfiles: chrome.footer.social.map((profile) => profile.href),
        })}
      />
      {properties.pageType !== 'home' && !restricted && (
        <PageHeader
          locale={page.locale}
          trail={trail}
          title={startsWithHero ? undefined : properties.title}
          byline={properties.pageType === 'article' ? { author: properties.author, datePublished: properties.datePublished } : undefined}
        />
      )}
      {restricted ? <RestrictedAccess locale={page.locale} /> : <CmsBlocks nodes={page.childNodes} context={{ locale: page.locale, page, preview, perRequest, viewer, searchParams }} />}
    </SiteShell>
  );
}
