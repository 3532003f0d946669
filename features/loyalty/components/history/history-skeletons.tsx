import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { HISTORY_PREVIEW_PAGE_SIZE } from '@/lib/loyalty/contract';
import { parseHistoryUrlState } from '../../logic/history-url-state';
import { HistoryRowShapes } from './history-row-shapes';
import type { CompleteHistoryProps, HistoryPreviewProps } from './schema';
import filters from './history-filters.module.css';
import styles from './history.module.css';

/**
 * What a streamed page shows while the history's rows are read: the block's frame at its final
 * size (heading, button, filters, rows of the page's size), so nothing moves when they arrive.
 * Nothing on a page without a viewer, like the blocks.
 */

/** The placeholder categories of the filter (the sandbox programme has six). */
const PLACEHOLDER_CATEGORIES = 6;

export async function HistoryPreviewSkeleton({ context }: BlockProps<HistoryPreviewProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'LoyaltyHistory' });
  return (
    <section aria-label={t('heading')} className={cx(layout.container, styles.section)}>
      <div className={styles.header}>
        <h2 className={typography.h4}>{t('heading')}</h2>
        <span className={cx(skeleton.shape, skeleton.button, styles.buttonShape)} />
      </div>
      <div role="status">
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <HistoryRowShapes count={HISTORY_PREVIEW_PAGE_SIZE} />
      </div>
    </section>
  );
}

export async function CompleteHistorySkeleton({ props, context }: BlockProps<CompleteHistoryProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'LoyaltyHistory' });
  const { pageSize } = parseHistoryUrlState(context.searchParams ?? new URLSearchParams());
  return (
    <section aria-label={props.heading ?? t('heading')} className={cx(layout.container, styles.section)}>
      {props.heading && <h2 className={cx(typography.h4, styles.header)}>{props.heading}</h2>}
      <div aria-hidden className={filters.filters}>
        <span className={filters.field}>
          <span className={cx(skeleton.shape, skeleton.line, filters.label, styles.width30)} />
          <span className={cx(skeleton.shape, styles.inputShape)} />
        </span>
        <span className={filters.dates}>
          {[0, 1].map((index) => (
            <span key={index} className={filters.field}>
              <span className={cx(skeleton.shape, skeleton.line, filters.label, styles.width30)} />
              <span className={cx(skeleton.shape, styles.inputShape)} />
            </span>
          ))}
        </span>
        <span className={filters.chips}>
          <span className={cx(skeleton.shape, skeleton.line, filters.legend, styles.width30)} />
          {Array.from({ length: PLACEHOLDER_CATEGORIES }, (_, index) => (
            <span key={index} className={cx(skeleton.shape, styles.chipShape)} />
          ))}
        </span>
        <span className={filters.actions}>
          <span className={cx(skeleton.shape, skeleton.button, styles.buttonShape)} />
        </span>
      </div>
      <div className={styles.summary} aria-hidden>
        <span className={cx(skeleton.shape, skeleton.line, typography.body2, styles.width30)} />
        <span className={cx(skeleton.shape, styles.inputShape, styles.width30)} />
      </div>
      <div role="status">
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <HistoryRowShapes count={pageSize} />
      </div>
    </section>
  );
}
