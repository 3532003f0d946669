import { useTranslations } from 'next-intl';
import { cx } from '@/components/theme/class-names';
import { historyHref, historyUrlReducer, type HistoryUrlState } from '../../logic/history-url-state';
import { pageWindow } from './page-window';
import styles from './history.module.css';

/**
 * Links to the history's pages: real addresses (they open in a new tab too, and work without
 * script), which the controller follows in place, bringing the list's top into view.
 */
export function HistoryPagination({ pagePath, state, total }: { pagePath: string; state: HistoryUrlState; total: number }) {
  const t = useTranslations('LoyaltyHistory.pagination');
  const current = state.page;
  const entries = pageWindow(current, total);
  if (entries.length === 0) return null;
  const hrefOf = (page: number) => historyHref(pagePath, historyUrlReducer(state, { type: 'go-to-page', page }));
  const step = (target: number, label: string) =>
    target < 1 || target > total ? (
      <span className={cx(styles.pageLink, styles.pageLinkDisabled)}>{label}</span>
    ) : (
      <a href={hrefOf(target)} data-in-place="page" className={styles.pageLink}>
        {label}
      </a>
    );
  return (
    <nav aria-label={t('label')} className={styles.pagination}>
      {step(current - 1, t('previous'))}
      {entries.map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden className={styles.pageLink}>
            …
          </span>
        ) : (
          <a
            key={entry}
            href={hrefOf(entry)}
            data-in-place="page"
            aria-current={entry === current ? 'page' : undefined}
            aria-label={t('pageOf', { page: entry, total })}
            className={styles.pageLink}
          >
            {entry}
          </a>
        ),
      )}
      {step(current + 1, t('next'))}
    </nav>
  );
}
