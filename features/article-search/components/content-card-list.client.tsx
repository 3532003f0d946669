'use client';
import { createParser, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react';
import type { ItemHeadingTag } from '@/components/blocks/block-section';
import { CardGrid } from '@/components/blocks/card-grid';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import { UrlStateProvider } from '@/lib/browser/url-state.client';
import type { ArticleCard, ArticleCategory } from '@/lib/articles/contract';
import type { Locale } from '@/lib/i18n/locales';
import {
  CATEGORY_PARAM,
  clampPage,
  CONTENT_CARD_COLUMNS,
  CONTENT_CARD_PAGE_SIZES,
  CONTENT_CATEGORIES,
  contentListSearch,
  contentPageCount,
  DESKTOP_MEDIA,
  inCategory,
  PAGE_PARAM,
  pageKeepingFirstCard,
  pageSlice,
  parsePageParam,
  TABLET_MEDIA,
  type ViewportClass,
} from '../logic/content-card-paging';
import { pageNumbers } from '../logic/page-numbers';
import { ArticleCardItem } from './article-card';
import search from './article-search.module.css';
import styles from './content-card-list.module.css';

/** One card and its date, formatted by the server for the page's locale. */
export interface ContentCardListItem {
  card: ArticleCard;
  dateText: string;
}

/** The list's words, read on the server (no intl runtime in this island). `{page}` and `{count}` are filled in here. */
export interface ContentCardListWords {
  categoryLabel: string;
  allCategories: string;
  categoryEmpty: string;
  pagination: string;
  previous: string;
  next: string;
  /** 'Page {page}': a page link's name. */
  page: string;
  /** 'Page {page} of {count}': said when the page changes. */
  pageStatus: string;
}

export interface ContentCardListWidgetProps {
  locale: Locale;
  /** Ids inside the list start with it (the CMS node's id: unique on the page). */
  idPrefix: string;
  /** The page's address in its locale ('/pt-BR/noticias'): the pager's links lead there. */
  pagePath: string;
  /** Every card, newest first (at most CONTENT_LIST_MAX_CARDS). */
  items: readonly ContentCardListItem[];
  categoryLabels: Record<ArticleCategory, string>;
  headlineTag: ItemHeadingTag;
  showCategoryFilter: boolean;
  words: ContentCardListWords;
}

const MEDIA = [TABLET_MEDIA, DESKTOP_MEDIA];

function watchViewport(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = MEDIA.map((media) => window.matchMedia(media));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The viewport's class in the browser; null on the server (and where matchMedia is missing), which cannot know it. */
function useViewportClass(): ViewportClass | null {
  return useSyncExternalStore(
    watchViewport,
    () => {
      if (typeof window.matchMedia !== 'function') return null;
      if (window.matchMedia(DESKTOP_MEDIA).matches) return 'desktop';
      return window.matchMedia(TABLET_MEDIA).matches ? 'tablet' : 'mobile';
    },
    () => null,
  );
}

/** The address's page and category (logic/content-card-paging): an invalid value reads as its default, and defaults are left out of it. */
const urlState = {
  [PAGE_PARAM]: createParser({ parse: parsePageParam, serialize: String }).withDefault(1),
  [CATEGORY_PARAM]: parseAsStringLiteral(CONTENT_CATEGORIES),
};

const fill = (template: string, values: Record<string, number>, locale: Locale) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? new Intl.NumberFormat(locale).format(values[name]!) : whole));

/** A plain left click, which the list follows in place; others (new tab, window) keep the browser's way. */
const isPlainClick = (event: MouseEvent) => !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

interface PagerProps {
  page: number;
  count: number;
  hrefOf: (page: number) => string;
  onGo: ((page: number, event: MouseEvent) => void) | null;
  words: ContentCardListWords;
  locale: Locale;
  className?: string;
}

/** Previous, the page numbers (the current one `aria-current="page"`) and next, as links to the list's addresses. */
function Pager({ page, count, hrefOf, onGo, words, locale, className }: PagerProps) {
  const link = (target: number) => ({
    href: hrefOf(target),
    onClick: onGo ? (event: MouseEvent) => onGo(target, event) : undefined,
  });
  const step = (target: number, label: string, enabled: boolean) =>
    enabled ? (
      <a {...link(target)} data-step="" className={buttonClasses({ variant: 'outlined', size: 'small' })}>
        {label}
      </a>
    ) : (
      // role="link": a link that leads nowhere now, still named and announced as unavailable.
      <a role="link" aria-disabled="true" className={cx(buttonClasses({ variant: 'outlined', size: 'small' }), styles.disabled)}>
        {label}
      </a>
    );
  return (
    <nav aria-label={words.pagination} className={cx(search.pager, className)}>
      {step(page - 1, words.previous, page > 1)}
      <ul className={cx(layout.plainList, search.pages)}>
        {pageNumbers(page, count).map((number, index) => (
          <li key={number ?? `gap-${index}`}>
            {number === null ? (
              <span aria-hidden="true">…</span>
            ) : (
              <a
                {...link(number)}
                className={cx(search.page, styles.pageLink, number === page && search.current)}
                aria-label={fill(words.page, { page: number }, locale)}
                aria-current={number === page ? 'page' : undefined}
              >
                {new Intl.NumberFormat(locale).format(number)}
              </a>
            )}
          </li>
        ))}
      </ul>
      {step(page + 1, words.next, page < count)}
    </nav>
  );
}

/** What the server renders, not knowing the viewport: page 1 of each size, CSS showing the one that fits (no shift when the island goes live). */
const SERVER_PAGERS = [
  ['mobile', styles.mobileOnly],
  ['tablet', styles.tabletOnly],
  ['desktop', styles.desktopOnly],
] as const;

function ContentCardListWidget({ locale, idPrefix, pagePath, items, categoryLabels, headlineTag, showCategoryFilter, words }: ContentCardListWidgetProps) {
  const viewport = useViewportClass();
  const [url, setUrl] = useQueryStates(urlState, { history: 'replace', clearOnDefault: true, scroll: false });
  const category = showCategoryFilter ? url[CATEGORY_PARAM] : null;
  const shownItems = inCategory(items, category);
  const pageSize = CONTENT_CARD_PAGE_SIZES[viewport ?? 'desktop'];
  const count = contentPageCount(shownItems.length, pageSize);
  const page = clampPage(url[PAGE_PARAM], count);
  const listTop = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const sizeShown = useRef(pageSize);
  // Set when previous led to page 1 or next to the last: that link goes, and the focus to the current page's.
  const keepPagerFocus = useRef(false);

  // A new filter starts again at page 1 (spec §5), in place of the address it refines.
  const choose = (value: string) => void setUrl({ [CATEGORY_PARAM]: (value || null) as ArticleCategory | null, [PAGE_PARAM]: null });

  // The viewport's class changed: the page that holds the first card shown so far (spec: it stays in
  // view). Otherwise a page past the last (an old link, fewer articles) becomes the last. Before paint.
  useLayoutEffect(() => {
    if (viewport === null) return;
    const from = sizeShown.current;
    sizeShown.current = pageSize;
    const target = from === pageSize ? page : pageKeepingFirstCard(url[PAGE_PARAM], from, pageSize, shownItems.length);
    if (target !== url[PAGE_PARAM]) void setUrl({ [PAGE_PARAM]: target });
  }, [viewport, pageSize, page, url, shownItems.length, setUrl]);

  useEffect(() => {
    if (!keepPagerFocus.current) return;
    keepPagerFocus.current = false;
    listTop.current?.querySelector<HTMLElement>('nav a[aria-current="page"]')?.focus();
  }, [page]);

  // A category chosen in the server's markup before this code loaded (loadWhenWanted carries the
  // select's value over) is adopted; the server's default carried over gives way to the address's.
  useEffect(() => {
    const element = select.current;
    if (!element) return;
    if (element.value !== '' && element.value !== (category ?? '')) choose(element.value);
    else element.value = category ?? '';
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const hrefOf = (target: number) => `${pagePath}${contentListSearch(target, category)}`;
  // A new page is a new history entry: back returns to the one before.
  const goTo = (target: number, event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (target === page) return;
    keepPagerFocus.current = event.currentTarget instanceof HTMLElement && event.currentTarget.dataset.step !== undefined && (target === 1 || target === count);
    void setUrl({ [PAGE_PARAM]: target }, { history: 'push' });
    const top = listTop.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ block: 'start' });
  };

  const known = viewport !== null;
  const cards = known ? pageSlice(shownItems, page, pageSize) : shownItems.slice(0, CONTENT_CARD_PAGE_SIZES.desktop);

  return (
    <div ref={listTop} className={styles.list}>
      {showCategoryFilter && (
        <div className={controls.field}>
          <label htmlFor={`${idPrefix}-category`}>{words.categoryLabel}</label>
          <select ref={select} id={`${idPrefix}-category`} name={CATEGORY_PARAM} className={controls.select} value={category ?? ''} onChange={(event) => choose(event.target.value)}>
            <option value="">{words.allCategories}</option>
            {CONTENT_CATEGORIES.map((id) => (
              <option key={id} value={id}>
                {categoryLabels[id]}
              </option>
            ))}
          </select>
        </div>
      )}
      {cards.length === 0 ? (
        <p className={styles.empty}>{words.categoryEmpty}</p>
      ) : (
        <CardGrid columns={CONTENT_CARD_COLUMNS} className={known ? undefined : styles.firstPageBySize} data-testid="content-cards">
          {cards.map(({ card, dateText }) => (
            <ArticleCardItem key={card.id} card={card} locale={locale} categoryLabel={categoryLabels[card.category]} dateText={dateText} headlineTag={headlineTag} />
          ))}
        </CardGrid>
      )}
      {known ? (
        <>
          <p role="status" className={layout.visuallyHidden}>
            {count > 1 ? fill(words.pageStatus, { page, count }, locale) : ''}
          </p>
          {count > 1 && <Pager page={page} count={count} hrefOf={hrefOf} onGo={goTo} words={words} locale={locale} />}
        </>
      ) : (
        SERVER_PAGERS.map(([size, className]) => {
          const pages = contentPageCount(shownItems.length, CONTENT_CARD_PAGE_SIZES[size]);
          return pages > 1 && <Pager key={size} page={1} count={pages} hrefOf={hrefOf} onGo={null} words={words} locale={locale} className={className} />;
        })
      )}
    </div>
  );
}

/**
 * The content card list (discovery spec §2, §5, §9): the articles as cards, 6 a page under 600 px,
 * 8 up to 1199 px, 12 from 1200 px, with previous, page numbers and next; the page (`?page=`) and
 * the category (`?category=`, which returns to page 1) live in the address, so a reload, a shared
 * link and the back button show the same page. Its words come as props: nothing but React and nuqs
 * comes with it.
 */
export function ContentCardList(props: ContentCardListWidgetProps) {
  return (
    <UrlStateProvider>
      <ContentCardListWidget {...props} />
    </UrlStateProvider>
  );
}
