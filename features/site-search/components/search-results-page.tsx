import { SiteShell } from '@/components/layout/site-shell';
import { getSiteChrome } from '@/lib/cms/pages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { readSearchPage } from '../api/read-search';
import type { SearchPageRequest } from '../logic/search-page';
import { SearchResults } from './search-results';

/** The results page in the site shell. The same address in every locale: the language switcher keeps the query's page. */
export async function SearchResultsPage({ locale, request }: { locale: Locale; request: SearchPageRequest }) {
  const [chrome, read] = await Promise.all([getSiteChrome(locale), request.query ? readSearchPage(locale, { ...request, query: request.query }) : null]);
  return (
    <SiteShell locale={locale} chrome={chrome} alternates={Object.fromEntries(locales.map((other) => [other, '/search']))} currentPath={`/${locale}/search`}>
      <SearchResults locale={locale} request={request} read={read} />
    </SiteShell>
  );
}
