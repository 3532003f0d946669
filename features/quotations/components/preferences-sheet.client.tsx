'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SideSheet } from '@/components/side-sheet/side-sheet.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import { ApiError } from '@/lib/api-client';
import type { QuotationItem } from '@/lib/quotations/contract';
import { useQuotationPreferences, useToggleQuotation } from '../api/use-quotation-preferences';
import { groupByCategory } from '../logic/preference-groups';
import styles from './preferences-sheet.module.css';

export interface PreferencesSheetProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Alterar cotações' (spec §2): the member's quotation items as switches grouped by category, each
 * saved as it is flipped (optimistic: the switch moves at once and moves back, with a message,
 * when the save fails). A user the service does not know (403) is told so instead.
 */
export function PreferencesSheet({ open, onClose }: PreferencesSheetProps) {
  const t = useTranslations('Quotations.sheet');
  const preferences = useQuotationPreferences(open);
  // The title of the item whose save failed last; cleared by the next change.
  const [failed, setFailed] = useState<string | null>(null);
  const toggle = useToggleQuotation({
    onFailed: ({ itemId }) => setFailed(preferences.data?.find((item) => item.itemId === itemId)?.title ?? itemId),
  });
  const notMember = preferences.error instanceof ApiError && preferences.error.status === 403;
  return (
    <SideSheet open={open} title={t('title')} closeLabel={t('close')} onClose={onClose}>
      <p className={cx(typography.body1, styles.intro)}>{t('intro')}</p>
      {preferences.isSuccess ? (
        <>
          <p role="alert" className={cx(typography.body2, styles.problem)}>
            {failed && t('saveError', { title: failed })}
          </p>
          <PreferenceGroups
            items={preferences.data}
            onToggle={(itemId, checked) => {
              setFailed(null);
              toggle.mutate({ itemId, checked });
            }}
          />
        </>
      ) : notMember ? (
        <p role="alert" className={cx(typography.body2, styles.problem)}>
          {t('notMember')}
        </p>
      ) : preferences.isError && !preferences.isFetching ? (
        <div role="alert">
          <p className={cx(typography.body2, styles.problem)}>{t('loadError')}</p>
          <button type="button" onClick={() => void preferences.refetch()} className={buttonClasses({ variant: 'outlined' })}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <PreferencesSkeleton label={t('loading')} />
      )}
    </SideSheet>
  );
}

function PreferenceGroups({ items, onToggle }: { items: QuotationItem[]; onToggle: (itemId: string, checked: boolean) => void }) {
  return groupByCategory(items).map((group) => (
    <fieldset key={group.name} className={styles.group}>
      <legend className={cx(typography.h6, styles.legend)}>{group.name}</legend>
      {group.items.map((item) => (
        <label key={item.itemId} className={cx(typography.body1, styles.option)}>
          {item.title}
          <input type="checkbox" role="switch" checked={item.checked} onChange={(event) => onToggle(item.itemId, event.target.checked)} className={styles.switch} />
        </label>
      ))}
    </fieldset>
  ));
}

function PreferencesSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className={layout.visuallyHidden}>{label}</span>
      <div aria-hidden>
        {[4, 3].map((lines, group) => (
          <div key={group}>
            <span className={cx(skeleton.shape, skeleton.line, styles.skeletonLegend)} />
            {Array.from({ length: lines }, (_, line) => (
              <span key={line} className={cx(skeleton.shape, styles.skeletonLine)} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
