import { getFormatter, getTranslations } from 'next-intl/server';
import { BlockSection, itemHeadingTag } from '@/components/blocks/block-section';
import { articlesPathPrefix } from '@/lib/articles/contract';
import type { BlockProps } from '@/lib/cms/blocks';
import { getPathname } from '@/lib/i18n/navigation';
import { loadContentCards } from '../logic/load-articles';
import type { ContentCardListProps } from '../schema';
import { ContentCardList } from './content-card-list-island.client';
import styles from './content-card-list.module.css';

/**
 * The `content-card-list` block (discovery spec §2, §9): the locale's articles, newest first, read on
 * the server when the page is rendered (cached with the page, like the top articles). The island gets
 * the cards with their dates and every word it shows already formatted; the server renders its first
 * page with real links. Without articles, its empty state; when the index fails, its error (logged).
 */
export async function ContentCardListBlock({ props, context, nodeId }: BlockProps<ContentCardListProps>) {
  const { locale } = context;
  const [items, t, tCategory, format] = await Promise.all([
    loadContentCards(locale, { category: props.category ?? null, tagIds: props.tagIds, pathPrefix: articlesPathPrefix[locale] }),
    getTranslations({ locale, namespace: 'ContentCardList' }),
    getTranslations({ locale, namespace: 'ArticleSearch.category' }),
    getFormatter({ locale }),
  ]);
  const label = props.heading ? undefined : t('label');
  if (items === null) {
    return (
      <BlockSection heading={props.heading} label={label}>
        <p role="alert" className={styles.error}>
          {t('error')}
        </p>
      </BlockSection>
    );
  }
  if (items.length === 0) {
    return (
      <BlockSection heading={props.heading} label={label}>
        <p className={styles.empty}>{t('empty')}</p>
      </BlockSection>
    );
  }
  return (
    <BlockSection heading={props.heading} label={label}>
      <ContentCardList
        locale={locale}
        idPrefix={nodeId ?? 'content-card-list'}
        pagePath={getPathname({ locale, href: context.page.path })}
        items={items.map((card) => ({ card, dateText: format.dateTime(new Date(card.date), { dateStyle: 'long' }) }))}
        categoryLabels={{ article: tCategory('article'), news: tCategory('news') }}
        headlineTag={itemHeadingTag(props.heading)}
        // A fixed category leaves nothing to choose.
        showCategoryFilter={props.showCategoryFilter && !props.category}
        words={{
          categoryLabel: t('categoryLabel'),
          allCategories: t('allCategories'),
          categoryEmpty: t('categoryEmpty'),
          pagination: t('pagination'),
          previous: t('previous'),
          next: t('next'),
          // Filled in by the island; `{page}` passed through as its own placeholder.
          page: t('page', { page: '{page}' }),
          pageStatus: t('pageStatus', { page: '{page}', count: '{count}' }),
        }}
      />
    </BlockSection>
  );
}
