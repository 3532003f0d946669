import 'server-only';
import { unstable_cache } from 'next/cache';
import { cmsTags } from '@/lib/cms/cache-tags';
import { contentSource } from '@/lib/cms/source';
import type { Locale } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import { catalogueProducts } from './catalogue-products';
import { isSearchablePage, pageDocument, productDocument, type SearchDocument, type SearchFeed } from './feed';

/** The locale's published pages a visitor may find, read through the CMS's content source (the one the pages use). */
async function pageDocuments(locale: Locale): Promise<SearchDocument[]> {
  const listed = (await contentSource.listPages(locale)).filter(isSearchablePage);
  const documents = await Promise.all(
    listed.map(async ({ path }) => {
      try {
        const page = await contentSource.getPage(locale, path, { draft: false });
        return page && pageDocument(page);
      } catch (error) {
        // One page the CMS cannot read now is left out, not the whole search.
        log.warn('search.page_not_indexed', { locale, path, reason: errorMessage(error) });
        return null;
      }
    }),
  );
  return documents.filter((document) => document !== null);
}

/**
 * A token kept in Next's data cache under the CMS's tags: the publish that expires the locale's
 * cached pages (`/api/revalidate` with a page path expires its locale's listing; the tags `cms`
 * and `cms:{locale}`) makes a new one, on every instance that shares the cache.
 */
const generation = (locale: Locale): Promise<string> =>
  unstable_cache(async () => crypto.randomUUID(), ['search-feed-generation', locale], { tags: [cmsTags.all, cmsTags.locale(locale), cmsTags.list(locale)] })();

/** The site's pages and the catalogue's products, as the sandbox's index reads them. */
export const siteSearchFeed: SearchFeed = {
  async documents(locale) {
    const [pages, products] = await Promise.all([pageDocuments(locale), catalogueProducts(locale)]);
    return [...pages, ...products.map((product) => productDocument(locale, product))];
  },
  generation,
};
