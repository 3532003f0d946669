'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import controls from '@/components/theme/controls.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { pointsBands, type PointsBand, type RewardItemType, type RewardsPageSize } from '@/lib/loyalty/points-bands';
import { keepFirstPageOnly } from '../api/calculator-rewards';
import { useCalculatorRewards } from '../api/use-calculator-rewards';
import { formatPoints } from '../logic/calculator-formats';
import { bandLabelParts, enteredChoices, LISTING_DESKTOP_MEDIA, LISTING_DESKTOP_MIN_WIDTH, listingPageSize, listingSearch, noRewardFilters, type RewardFilters } from '../logic/rewards-listing';
import styles from './rewards-calculator.module.css';
import { RewardFilterFields, RewardsResults } from './rewards-catalogue.client';

export interface RewardsListingProps {
  /** Names its controls: the same on the server and in the browser. */
  idPrefix: string;
  itemType: RewardItemType;
  initialBand: PointsBand;
  /** The empty-state block, rendered by the server: for no rewards and for a failed answer (spec §8). */
  emptyState: ReactNode;
}

const watchDesktop = (onChange: () => void) => {
  const media = window.matchMedia(LISTING_DESKTOP_MEDIA);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** 16 a page from the md breakpoint, 8 below (spec §9); the server, which cannot know, renders the desktop's 16. */
function usePageSize(): RewardsPageSize {
  return useSyncExternalStore(
    watchDesktop,
    () => listingPageSize(window.matchMedia(LISTING_DESKTOP_MEDIA).matches ? LISTING_DESKTOP_MIN_WIDTH : 0),
    () => listingPageSize(LISTING_DESKTOP_MIN_WIDTH),
  );
}

/**
 * The programme's rewards by points band (spec §7-§9): the band's radios, the culture, journey
 * and category dropdowns, the cards and 'load more'. A new band or filter starts again at page 1.
 */
export function RewardsListing({ idPrefix, itemType, initialBand, emptyState }: RewardsListingProps) {
  const t = useTranslations('RewardsCalculator.listing');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const pageSize = usePageSize();
  const [band, setBand] = useState<PointsBand>(initialBand);
  const [filters, setFilters] = useState<RewardFilters>(noRewardFilters);
  const query = useCalculatorRewards(listingSearch(itemType, band, filters, pageSize));
  const frame = useRef<HTMLDivElement>(null);

  const show = (nextBand: PointsBand, nextFilters: RewardFilters) => {
    keepFirstPageOnly(queryClient, listingSearch(itemType, nextBand, nextFilters, pageSize));
    setBand(nextBand);
    setFilters(nextFilters);
  };

  // Mounted over the server's markup (controls carried over by name): take what the visitor chose there before the code loaded.
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    const valueOf = (selector: string) => root.querySelector<HTMLInputElement | HTMLSelectElement>(selector)?.value;
    const entered = enteredChoices(
      {
        band: valueOf(`input[name="${idPrefix}-band"]:checked`),
        crop: valueOf(`[id="${idPrefix}-crop"]`),
        journey: valueOf(`[id="${idPrefix}-journey"]`),
        category: valueOf(`[id="${idPrefix}-category"]`),
      },
      initialBand,
    );
    if (entered.band !== initialBand || Object.values(entered.filters).some((value) => value !== null)) show(entered.band, entered.filters);
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={frame} className={styles.listing}>
      <fieldset className={styles.group}>
        <legend>{t('band')}</legend>
        <div className={controls.toggle}>
          {pointsBands.map((option) => {
            const { key, min, max } = bandLabelParts(option);
            return (
              <label key={option} className={controls.toggleOption}>
                <input type="radio" name={`${idPrefix}-band`} value={option} checked={band === option} onChange={() => show(option, filters)} />
                {t(`bands.${key}`, { min: formatPoints(min, locale), max: formatPoints(max, locale) })}
              </label>
            );
          })}
        </div>
      </fieldset>
      <RewardFilterFields idPrefix={idPrefix} filters={filters} onChange={(next) => show(band, next)} />
      <RewardsResults query={query} emptyState={emptyState} skeletons={pageSize} />
    </div>
  );
}
