'use client';
import { createParser, useQueryState } from 'nuqs';
import { useEffect, useRef, type MouseEvent } from 'react';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import { UrlStateProvider } from '@/lib/browser/url-state.client';
import { clampPage, pageCount, pageHref, pageItems, pageSlice, parsePageParam, type CardRow } from '../logic/cards';
import { ProductCard, type ProductCardLabels } from './product-card';
import styles from './product-cards.module.css';

export interface ProductCardGridLabels extends ProductCardLabels {
  pages: string;
  previous: string;
  next: string;
  /** 'Page 2' for every page from 1 (index 0) to the last. */
  page: string[];
  noResults: string;
}

export interface ProductCardGridProps {
  rows: CardRow[];
  /** The page's own path ('/pt-BR/farming-systems'): the page links' address without script. */
  path: string;
  labels: ProductCardGridLabels;
  /** The address's query when the server knows it (per-request pages); cached pages render page 1. */
  serverSearch?: string;
}

/**
 * `page` in the URL: digits only; page 1 is the clean address. Each page is a history entry, so Back
 * goes to the previous one. A value that is no page ('abc', '-2') reads as 0, which the grid shows as
 * page 1 and takes out of the address, like a page past the end.
 */
const pageParser = createParser({ parse: (value: string) => parsePageParam(value) ?? 0, serialize: String }).withDefault(1).withOptions({ history: 'push', clearOnDefault: true });

/**
 * The product card grid (discovery spec §9): 12 cards a page (4 columns by 3 rows on desktop) and
 * a pagination of real links (`?page=2`), which the browser follows in place once this code runs.
 * A page the address asks for that does not exist (0, 'abc', past the end) is page 1.
 */
export function ProductCardGrid({ serverSearch, ...props }: ProductCardGridProps) {
  return (
    <UrlStateProvider serverSearch={serverSearch}>
      <ProductCardGridView {...props} />
    </UrlStateProvider>
  );
}

function ProductCardGridView({ rows, path, labels }: Omit<ProductCardGridProps, 'serverSearch'>) {
  const [requested, setPage] = useQueryState('page', pageParser);
  const pages = pageCount(rows.length);
  const page = clampPage(requested, pages);
  const top = useRef<HTMLDivElement>(null);

  // An address with a page that does not exist shows page 1, and says so.
  useEffect(() => {
    if (requested !== page) void setPage(null, { history: 'replace' });
  }, [requested, page, setPage]);

  if (rows.length === 0) return <p className={catalogue.noResults}>{labels.noResults}</p>;

  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window opens the address as it is.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (target === page) return;
    void setPage(target);
    // The new page starts at the grid's top when the visitor is below it.
    const frame = top.current;
    if (frame && frame.getBoundingClientRect().top < 0) frame.scrollIntoView?.({ block: 'start' });
  };

  const link = (target: number, content: string, extra: { rel?: string; current?: boolean; label?: string } = {}) => (
    <a
      href={pageHref(path, target)}
      className={styles.pageLink}
      rel={extra.rel}
      aria-current={extra.current ? 'page' : undefined}
      aria-label={extra.label}
      onClick={go(target)}
    >
      {content}
    </a>
  );

  return (
    <div ref={top} className={styles.widget}>
      <ul className={cx(layout.plainList, styles.grid)}>
        {pageSlice(rows, page).map((row) => (
          <li key={row.seoSlug}>
            <ProductCard row={row} labels={labels} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={labels.pages} className={styles.pagination}>
          <ul className={layout.plainList}>
            <li>
              {page > 1 ? (
                link(page - 1, labels.previous, { rel: 'prev' })
              ) : (
                <a role="link" aria-disabled="true" className={styles.pageLink}>
                  {labels.previous}
                </a>
              )}
            </li>
            {pageItems(page, pages).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
                  …
                </li>
              ) : (
                <li key={item}>{link(item, String(item), { current: item === page, label: labels.page[item - 1] })}</li>
              ),
            )}
            <li>
              {page < pages ? (
                link(page + 1, labels.next, { rel: 'next' })
              ) : (
                <a role="link" aria-disabled="true" className={styles.pageLink}>
                  {labels.next}
                </a>
              )}
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
