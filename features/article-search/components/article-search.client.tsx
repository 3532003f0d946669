'use client';
import '@/lib/browser/zod-jitless';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CardGrid } from '@/components/blocks/card-grid';
import { TabList, tabId, tabPanelId } from '@/components/tabs/tab-list.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import type { ArticleCategory, ArticleSearchAnswer } from '@/lib/articles/contract';
import type { Locale } from '@/lib/i18n/locales';
import { articleSearchQueryOptions, type ArticleSearchParams } from '../api/article-search';
import { pageCount, pageNumbers } from '../logic/paging';
import { ArticleCardItem } from './article-card';
import styles from './article-search.module.css';
import { useDebounced } from '@/lib/browser/use-debounced';

/** How long typing pauses before the search asks (spec §9). */
export const ARTICLE_SEARCH_DEBOUNCE_MS = 300;
/** Skeleton cards while a search loads (spec §9). */
export const ARTICLE_SKELETON_COUNT = 6;

/** Columns of the cards: the skeleton has the same. */
const COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' };

type Tab = 'all' | ArticleCategory;

export interface ArticleSearchWidgetProps {
  locale: Locale;
  /** Ids of the tabs and their panel start with it (the CMS node's id: unique on the page). */
  idPrefix: string;
  /** The first page, read on the server; null when the index failed then. */
  initial: ArticleSearchAnswer | null;
  pathPrefix: string;
  categories: readonly { id: ArticleCategory; label: string }[];
  tagFacets: readonly { id: string; label: string }[];
}

/**
 * The article search screen (discovery spec §2, §5, §7-9): words (300 ms after typing pauses), a
 * tab per category after 'All', tag facets with their counts, 9 cards a page with back, page
 * numbers and next, and reset. Any change of words, tab or facets goes back to page 1. Each search
 * is its own query: only the answer for what is asked now is shown, and a search that a newer one
 * supersedes is aborted (TanStack Query cancels a query nobody observes any more). While one loads,
 * 6 skeleton cards; a failure is logged and shows its message with no cards (spec §8).
 */
export function ArticleSearch({ locale, idPrefix, initial, pathPrefix, categories, tagFacets }: ArticleSearchWidgetProps) {
  const t = useTranslations('ArticleSearch');
  const format = useFormatter();
  const [typed, setTyped] = useState('');
  const [tab, setTab] = useState<Tab>('all');
  const [tags, setTags] = useState<readonly string[]>([]);
  const [page, setPage] = useState(1);
  // The server could not read the first page: its error stands until the visitor asks for something.
  const [serverFailed, setServerFailed] = useState(initial === null);
  const frame = useRef<HTMLDivElement>(null);

  const query = typed.trim();
  const settledQuery = useDebounced(query, ARTICLE_SEARCH_DEBOUNCE_MS);
  const params: ArticleSearchParams = { locale, query: settledQuery, category: tab === 'all' ? null : tab, tags: [...tags].sort(), pathPrefix, page };
  const isFirstPage = settledQuery === '' && tab === 'all' && tags.length === 0 && page === 1;
  const search = useQuery({
    ...articleSearchQueryOptions(params),
    initialData: isFirstPage && initial ? initial : undefined,
    // The previous answer's total and counts keep the pager and facets in place while the next loads.
    placeholderData: keepPreviousData,
    enabled: !serverFailed,
  });

  // Words typed and boxes ticked in the server's markup before this code loaded (loadWhenWanted
  // carries them into these inputs) are adopted.
  useEffect(() => {
    const shownWords = frame.current?.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '';
    const shownTags = [...(frame.current?.querySelectorAll<HTMLInputElement>('input[name="tag"]:checked') ?? [])].map((box) => box.value);
    if (shownWords === '' && shownTags.length === 0) return;
    setTyped(shownWords);
    setTags(shownTags);
    setServerFailed(false);
  }, []);

  useEffect(() => {
    if (search.error) console.error('article_search.failed', search.error);
  }, [search.error]);

  const debouncing = query !== settledQuery;
  const failed = serverFailed || (search.isError && !debouncing);
  const loading = !failed && (debouncing || search.isPending || search.isPlaceholderData);
  const answer = failed ? undefined : search.data;
  const shown = loading ? undefined : answer;
  const pages = answer ? pageCount(answer.total) : 0;
  const changed = query !== '' || tab !== 'all' || tags.length > 0;

  /** A new search: words, tab or facets changed, so back to page 1 (spec §5). */
  function refine(change: () => void) {
    change();
    setPage(1);
    setServerFailed(false);
  }
  const toggleTag = (id: string) => refine(() => setTags((current) => (current.includes(id) ? current.filter((tag) => tag !== id) : [...current, id])));
  const reset = () =>
    refine(() => {
      setTyped('');
      setTab('all');
      setTags([]);
    });
  const goTo = (next: number) => {
    setPage(next);
    setServerFailed(false);
  };

  let status: string;
  if (failed) status = t('error');
  else if (loading || !shown) status = t('loading');
  else if (shown.total === 0) status = t('noResults');
  else status = t('found', { count: shown.total });

  const tabs: Tab[] = ['all', ...categories.map((category) => category.id)];
  const labelOf = (id: Tab) => (id === 'all' ? t('all') : (categories.find((category) => category.id === id)?.label ?? id));
  const countOf = (id: string) => answer?.facets.tags.find((bucket) => bucket.id === id)?.count ?? 0;

  const results = (
    <div className={styles.results}>
      <p role="status" className={cx(styles.status, failed && styles.error)}>
        {status}
      </p>
      {loading && (
        <CardGrid columns={COLUMNS} aria-hidden="true">
          {Array.from({ length: ARTICLE_SKELETON_COUNT }, (_, index) => (
            <li key={index} className={styles.skeletonCard} data-testid="article-skeleton">
              <span className={cx(skeleton.shape, styles.skeletonCover)} />
              <span className={cx(skeleton.shape, skeleton.line, styles.skeletonLine)} />
              <span className={cx(skeleton.shape, skeleton.line)} />
            </li>
          ))}
        </CardGrid>
      )}
      {shown && shown.results.length > 0 && (
        <CardGrid columns={COLUMNS}>
          {shown.results.map((card) => (
            <ArticleCardItem
              key={card.id}
              card={card}
              locale={locale}
              categoryLabel={t(`category.${card.category}`)}
              dateText={format.dateTime(new Date(card.date), { dateStyle: 'long' })}
              headlineTag="h3"
            />
          ))}
        </CardGrid>
      )}
      {pages > 1 && (
        <nav aria-label={t('pagination')} className={styles.pager}>
          <button type="button" className={buttonClasses({ variant: 'outlined', size: 'small' })} disabled={page === 1} onClick={() => goTo(page - 1)}>
            {t('back')}
          </button>
          <ul className={cx(layout.plainList, styles.pages)}>
            {pageNumbers(page, pages).map((number, index) => (
              <li key={number ?? `gap-${index}`}>
                {number === null ? (
                  <span aria-hidden="true">…</span>
                ) : (
                  <button
                    type="button"
                    className={cx(styles.page, number === page && styles.current)}
                    aria-label={t('page', { page: number })}
                    aria-current={number === page ? 'page' : undefined}
                    onClick={() => goTo(number)}
                  >
                    {number}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <button type="button" className={buttonClasses({ variant: 'outlined', size: 'small' })} disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('next')}
          </button>
        </nav>
      )}
    </div>
  );

  return (
    <div ref={frame} className={styles.search}>
      <div className={styles.controls}>
        <form role="search" className={controls.field} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${idPrefix}-query`}>{t('searchLabel')}</label>
          <input
            id={`${idPrefix}-query`}
            type="search"
            className={controls.input}
            placeholder={t('searchPlaceholder')}
            value={typed}
            maxLength={200}
            onChange={(event) => refine(() => setTyped(event.target.value))}
          />
        </form>
        <button type="button" className={buttonClasses({ variant: 'outlined' })} disabled={!changed} onClick={reset}>
          {t('reset')}
        </button>
      </div>
      {categories.length > 0 && <TabList label={t('categoriesLabel')} tabs={tabs} selected={tab} onSelect={(next) => next !== tab && refine(() => setTab(next))} labelOf={labelOf} idPrefix={idPrefix} />}
      <div className={styles.body} {...(categories.length > 0 && { role: 'tabpanel', id: tabPanelId(idPrefix), 'aria-labelledby': tabId(idPrefix, tab) })}>
        {tagFacets.length > 0 && (
          <fieldset className={styles.facets}>
            <legend className={styles.legend}>{t('tagsLegend')}</legend>
            <ul className={layout.plainList}>
              {tagFacets.map((tag) => (
                <li key={tag.id}>
                  <label className={styles.facet}>
                    <input type="checkbox" name="tag" value={tag.id} checked={tags.includes(tag.id)} onChange={() => toggleTag(tag.id)} />
                    {tag.label}
                    {answer && <span className={styles.count}> ({countOf(tag.id)})</span>}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {results}
      </div>
    </div>
  );
}
