import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_QUERY_LENGTH } from '@/lib/search/contract';
import { searchPageHref } from '@/lib/search/paths';
import type { SearchRead } from '../api/read-search';
import { pageCount, pageLinks, type SearchPageRequest } from '../logic/search-page';
import styles from './search-results.module.css';

interface SearchResultsProps {
  locale: Locale;
  request: SearchPageRequest;
  /** Null when there is no query to search for. */
  read: SearchRead | null;
}

/**
 * `/{locale}/search?q=&page=`: a GET form and the results with numbered pages, all plain HTML, so
 * search works before (and without) any script; the header's panel leads here with 'view all
 * results' or Enter.
 */
export async function SearchResults({ locale, request, read }: SearchResultsProps) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const { query, page } = request;
  const number = new Intl.NumberFormat(locale);
  return (
    <section className={cx(layout.container, layout.narrow, styles.page)} aria-labelledby="search-heading">
      <h1 id="search-heading" className={typography.h3}>
        {query ? t('pageTitleFor', { query }) : t('pageTitle')}
      </h1>
      <form role="search" action={`/${locale}/search`} method="get" className={styles.form}>
        <div className={cx(controls.field, styles.field)}>
          <label htmlFor="search-query">{t('inputLabel')}</label>
          <input id="search-query" name="q" type="search" defaultValue={query ?? ''} maxLength={MAX_QUERY_LENGTH} className={controls.input} />
        </div>
        <button type="submit" className={buttonClasses({ variant: 'contained', size: 'large' })}>
          {t('submit')}
        </button>
      </form>
      {!query || !read ? (
        <p className={typography.body1}>{t('emptyQuery')}</p>
      ) : read.kind === 'failed' ? (
        <div role="alert" className={styles.error}>
          <p>{t('unavailable')}</p>
          <a href={searchPageHref(locale, query, page)} className={buttonClasses({ variant: 'outlined' })}>
            {t('retry')}
          </a>
        </div>
      ) : read.answer.results.length === 0 ? (
        <p role="status" className={typography.body1}>
          {t('noResults', { query })}
        </p>
      ) : (
        <>
          {read.answer.total !== null && (
            <p role="status" className={cx(typography.body2, styles.count)}>
              {t('count', { total: read.answer.total, query })}
            </p>
          )}
          <ol aria-label={t('results')} className={cx(layout.plainList, styles.results)}>
            {read.answer.results.map((result) => (
              <li key={`${result.type}:${result.id}`} className={styles.result}>
                <span className={cx(typography.overline, styles.type)}>{t(`type.${result.type}`)}</span>
                <a href={result.navigationPath} className={cx(typography.h6, styles.link)}>
                  {result.title}
                </a>
              </li>
            ))}
          </ol>
          <Pagination locale={locale} query={query} page={page} count={pageCount({ page, shown: read.answer.results.length, total: read.answer.total })} number={number} t={t} />
        </>
      )}
    </section>
  );
}

type Translator = Awaited<ReturnType<typeof getTranslations<'Search'>>>;

function Pagination({ locale, query, page, count, number, t }: { locale: Locale; query: string; page: number; count: number; number: Intl.NumberFormat; t: Translator }) {
  if (count <= 1) return null;
  const href = (target: number) => searchPageHref(locale, query, target);
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <p className={styles.pageOf}>{t('pageOf', { page: number.format(page), pages: number.format(count) })}</p>
      <ul className={cx(layout.plainList, styles.pages)}>
        {page > 1 && (
          <li>
            <a href={href(page - 1)} rel="prev" className={styles.pageLink}>
              {t('previous')}
            </a>
          </li>
        )}
        {pageLinks(page, count).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={target}>
              <a
                href={href(target)}
                aria-label={t('page', { page: number.format(target) })}
                aria-current={target === page ? 'page' : undefined}
                className={styles.pageLink}
              >
                {number.format(target)}
              </a>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <a href={href(page + 1)} rel="next" className={styles.pageLink}>
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
