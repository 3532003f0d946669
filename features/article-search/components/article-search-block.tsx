import { BlockSection } from '@/components/blocks/block-section';
import { articlesPathPrefix } from '@/lib/articles/contract';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { loadFirstPage } from '../logic/load-articles';
import type { ArticleSearchProps } from '../schema';
import { ArticleSearchRoot } from './article-search-root-island.client';

/**
 * The `article-search` block: heading and intro from the server, and the search rendered there with
 * its first page (every article, newest first), so the cards and their links work without script;
 * the island takes over the search field, tabs, facets and paging once it loads.
 */
export async function ArticleSearchBlock({ props, context, nodeId }: BlockProps<ArticleSearchProps>) {
  const pathPrefix = props.pathPrefix ?? articlesPathPrefix[context.locale];
  const [intl, initial] = await Promise.all([clientIntl(context.locale, ['ArticleSearch']), loadFirstPage(context.locale, pathPrefix)]);
  return (
    <BlockSection heading={props.heading} intro={props.intro}>
      <ArticleSearchRoot intl={intl} idPrefix={nodeId ?? 'article-search'} initial={initial} pathPrefix={pathPrefix} categories={props.categories} tagFacets={props.tagFacets} />
    </BlockSection>
  );
}
