'use client';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import { TabList, tabId, tabPanelId } from '@/components/tabs/tab-list.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { CalculatorRewards } from '@/lib/loyalty/calculator-rewards';
import { CALCULATOR_PAGE_SIZE, maxPointsFor, pointsBands, rewardCategories, rewardCrops, rewardItemTypes, rewardJourneys, type PointsBand, type RewardItemType } from '@/lib/loyalty/points-bands';
import { useCalculatorRewards } from '../api/use-calculator-rewards';
import { formatPoints } from '../logic/calculator-formats';
import { noRewardFilters, type RewardFilters } from '../logic/rewards-listing';
import styles from './rewards-calculator.module.css';

/**
 * The rewards a result's band reaches (spec §2 "Calculator", §9): a Services / Products tab bar,
 * each tab with its culture, journey stage and category dropdowns, 8 rewards a page and 'load more'.
 */
export function RewardsCatalogue({ band, idPrefix }: { band: number; idPrefix: string }) {
  const t = useTranslations('RewardsCalculator.catalogue');
  const locale = useLocale() as Locale;
  const [itemType, setItemType] = useState<RewardItemType>('service');
  // Each tab keeps its own filters.
  const [filtersByType, setFiltersByType] = useState<Record<RewardItemType, RewardFilters>>({ service: noRewardFilters, product: noRewardFilters });
  const minPoints = (pointsBands as readonly number[]).includes(band) ? (band as PointsBand) : 0;
  const filters = filtersByType[itemType];
  const tabsId = `${idPrefix}-rewards`;
  const maxPoints = maxPointsFor(minPoints);
  const query = useCalculatorRewards({ item_type: itemType, min_points: minPoints, ...filters });

  return (
    <section className={styles.catalogue} aria-labelledby={`${tabsId}-heading`}>
      <h3 id={`${tabsId}-heading`} className={cx(typography.h4, styles.catalogueHeading)}>
        {t('heading')}
      </h3>
      <p className={typography.body1}>{t(minPoints === pointsBands.at(-1) ? 'topBand' : 'band', { min: formatPoints(minPoints, locale), max: formatPoints(maxPoints, locale) })}</p>
      <TabList label={t('tabs')} tabs={rewardItemTypes} selected={itemType} onSelect={setItemType} labelOf={(type) => t(type === 'service' ? 'services' : 'products')} idPrefix={tabsId} />
      <div role="tabpanel" id={tabPanelId(tabsId)} aria-labelledby={tabId(tabsId, itemType)} className={styles.panel}>
        <RewardFilterFields idPrefix={tabsId} filters={filters} onChange={(next) => setFiltersByType((all) => ({ ...all, [itemType]: next }))} />
        <RewardsResults query={query} />
      </div>
    </section>
  );
}

/** The culture, journey stage and category dropdowns (spec §9 "Filters"), shared by the calculator and the listing. */
export function RewardFilterFields({ idPrefix, filters, onChange }: { idPrefix: string; filters: RewardFilters; onChange: (filters: RewardFilters) => void }) {
  const t = useTranslations('RewardsCalculator.catalogue');
  const set = <Name extends keyof RewardFilters>(name: Name, value: RewardFilters[Name]) => onChange({ ...filters, [name]: value });
  return (
    <div role="group" aria-label={t('filters')} className={controls.filters}>
      <FilterSelect id={`${idPrefix}-crop`} label={t('crop')} all={t('all')} value={filters.service_crop} options={rewardCrops} labelOf={(crop) => t(`crops.${crop}`)} onChange={(value) => set('service_crop', value)} />
      <FilterSelect
        id={`${idPrefix}-journey`}
        label={t('journey')}
        all={t('all')}
        value={filters.service_journey}
        options={rewardJourneys}
        labelOf={(journey) => t(`journeys.${journey}`)}
        onChange={(value) => set('service_journey', value)}
      />
      <FilterSelect
        id={`${idPrefix}-category`}
        label={t('category')}
        all={t('all')}
        value={filters.service_category}
        options={rewardCategories}
        labelOf={(category) => t(`categories.${category}`)}
        onChange={(value) => set('service_category', value)}
      />
    </div>
  );
}

interface FilterSelectProps<Value extends string> {
  id: string;
  label: string;
  all: string;
  value: Value | null;
  options: readonly Value[];
  labelOf: (value: Value) => string;
  onChange: (value: Value | null) => void;
}

function FilterSelect<Value extends string>({ id, label, all, value, options, labelOf, onChange }: FilterSelectProps<Value>) {
  return (
    <div className={controls.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={controls.select} value={value ?? ''} onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as Value))}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface RewardsResultsProps {
  /** A search's pages (`useCalculatorRewards`). */
  query: UseInfiniteQueryResult<InfiniteData<CalculatorRewards>>;
  /** Shown when the answer has no rewards or failed (the listing's empty-state block, spec §8); without it, a line for "none" and an error card with a retry. */
  emptyState?: ReactNode;
  /** The loading state's placeholders. */
  skeletons?: number;
}

/** A search's reward cards (image, name linking to the reward, points) with its loading, empty and error states and 'load more'. */
export function RewardsResults({ query, emptyState, skeletons = CALCULATOR_PAGE_SIZE / 2 }: RewardsResultsProps) {
  const t = useTranslations('RewardsCalculator.catalogue');
  const locale = useLocale() as Locale;
  if (query.isPending) {
    return (
      <div role="status" className={styles.rewards}>
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        {Array.from({ length: skeletons }, (_, index) => (
          <span key={index} aria-hidden className={cx(skeleton.shape, styles.rewardShape)} />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    if (emptyState) return emptyState;
    return <ErrorCard title={t('errorTitle')} text={t('errorText')} action={{ label: t('retry'), retry: () => void query.refetch(), busy: query.isFetching }} />;
  }
  const rewards = query.data.pages.flatMap((page) => page.items);
  if (rewards.length === 0) return emptyState ?? <p className={styles.empty}>{t('empty')}</p>;
  return (
    <>
      <ul className={cx(layout.plainList, styles.rewards)}>
        {rewards.map((reward) => (
          <li key={reward.id} className={styles.reward}>
            {reward.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the programme's images, any size, from its own host
              <img src={reward.imageUrl} alt="" loading="lazy" className={styles.rewardImage} />
            ) : (
              <span aria-hidden className={styles.rewardImage} />
            )}
            <div className={styles.rewardBody}>
              <p className={styles.rewardName}>
                {reward.url ? (
                  <a href={reward.url} className={typography.link}>
                    {reward.name}
                  </a>
                ) : (
                  reward.name
                )}
              </p>
              <p className={styles.rewardPoints}>{t('points', { points: formatPoints(reward.points, locale) })}</p>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className={layout.visuallyHidden}>
        {t('shown', { count: rewards.length })}
      </p>
      {query.isFetchNextPageError && (
        <p role="alert" className={controls.fieldError}>
          {t('errorTitle')}
        </p>
      )}
      {query.hasNextPage && (
        <button type="button" className={cx(buttonClasses({ variant: 'outlined' }), styles.more)} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('loadMore')}
        </button>
      )}
    </>
  );
}
