'use client';

import { useTranslations } from 'next-intl';
import Image from 'next/image';
import { useEffect, useRef } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { BlockSection } from '@/components/blocks/block-section';
import { isExternalHref } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { MemberSummary, RecommendedService } from '@/lib/loyalty/contract';
import type { ServicesList } from '../../api/recommended-services';
import { useMember } from '../../api/use-member';
import { useRecommendedServices } from '../../api/use-recommended-services';
import { formatPoints } from '../../logic/number-formats';
import { isFreeCost, serviceAction, type ServiceAction } from '../../logic/redeem-label';
import { ServiceCardsSkeleton } from './service-cards-skeleton';
import cards from '../shared/loyalty-cards.module.css';
import styles from './recommended-services.module.css';

export interface RecommendedServicesProps {
  list: ServicesList;
  heading: string;
  /** The empty and error states' button (spec: /mi-impulso), resolved for the locale. */
  emptyHref: string;
}

/**
 * Recommended services (loyalty spec §2, §5): cards of 8 a page with 'see more', each with its
 * current and previous cost ('free' for 0 or less) and 'redeem now' or 'access' by the member's
 * summary; an empty state (also when the services cannot be read, spec §8) whose button goes to
 * /mi-impulso; while it loads, a skeleton of 3 cards. Needs the `LoyaltyServices` and `Links`
 * messages and TanStack Query with the member and page 1 prefetched (./recommended-services-root.client.tsx).
 */
export function RecommendedServices({ list, heading, emptyHref }: RecommendedServicesProps) {
  const t = useTranslations('LoyaltyServices');
  const services = useRecommendedServices(list);
  const member = useMember();
  const items = services.data?.pages.flatMap((page) => page.services) ?? [];
  const fallback = services.data?.pages[0]?.fallback ?? false;
  // 'See more' waits for React: a click on the server's markup before then would do nothing.
  const hydrated = useHydrated();

  // After 'see more', focus moves to the first card it brought (the button may be gone by then).
  const cardsRef = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);
  useEffect(() => {
    if (focusAt.current === null || items.length <= focusAt.current) return;
    cardsRef.current?.querySelectorAll<HTMLElement>('[data-service-name]')[focusAt.current]?.focus();
    focusAt.current = null;
  }, [items.length]);

  // Failing to read page 1 is the error state; a later page that fails keeps the cards (see more says so).
  const failed = services.isError && !services.data;
  let body;
  if (services.isPending || (failed && services.isFetching)) {
    body = <ServiceCardsSkeleton loadingLabel={t('loading')} />;
  } else if (failed) {
    body = <ServicesNotice kind="error" emptyHref={emptyHref} onRetry={() => void services.refetch()} />;
  } else if (items.length === 0) {
    body = <ServicesNotice kind="empty" emptyHref={emptyHref} />;
  } else {
    body = (
      <>
        {fallback && <p className={cx(typography.body2, styles.note)}>{t('fallbackNote')}</p>}
        <ul ref={cardsRef} className={cx(layout.plainList, cards.cards, styles.cards)}>
          {items.map((service) => (
            <ServiceCard key={service.id} service={service} action={fallback ? 'access' : actionFor(member.data, service.currentCost)} showCost={!fallback} />
          ))}
        </ul>
        {(services.hasNextPage || services.isFetchNextPageError) && (
          <div className={styles.more}>
            {services.isFetchNextPageError && (
              <p role="alert" className={cx(typography.body2, styles.inlineError)}>
                {t('moreError')}
              </p>
            )}
            <button
              type="button"
              disabled={!hydrated || services.isFetchingNextPage}
              aria-busy={services.isFetchingNextPage}
              onClick={() => {
                focusAt.current = items.length;
                void services.fetchNextPage();
              }}
              className={cx(buttonClasses({ variant: 'outlined' }), styles.moreButton)}
            >
              {services.isFetchingNextPage ? t('loadingMore') : t('more')}
            </button>
          </div>
        )}
      </>
    );
  }
  return <BlockSection heading={heading}>{body}</BlockSection>;
}

/**
 * The card's action for the member: without their summary (it could not be read) nothing says they
 * may redeem, so 'access'.
 */
function actionFor(member: MemberSummary | undefined, cost: number): ServiceAction {
  if (!member) return 'access';
  return serviceAction({ points: member.orbiaPoints, inGroup: member.familiarGroup !== null, isGroupLeader: member.flGroupLeader }, cost);
}

function ServiceCard({ service, action, showCost }: { service: RecommendedService; action: ServiceAction; showCost: boolean }) {
  const t = useTranslations('LoyaltyServices');
  const links = useTranslations('Links');
  const external = isExternalHref(service.link);
  const actionLabel = t(action === 'redeem-now' ? 'redeemNow' : 'access');
  return (
    <li className={cx(cards.card, styles.card)}>
      {/* Decoration: the name says what the service is. */}
      {service.image ? <Image src={service.image} alt="" width={320} height={180} unoptimized className={cards.media} /> : <span className={cards.media} />}
      <div className={cards.body}>
        <p className={cx(typography.overline, cards.overline)}>{service.category}</p>
        <h3 className={cx(typography.h6, styles.name)}>{service.name}</h3>
        <p className={cx(typography.body2, styles.vendor)}>{service.vendor}</p>
        {service.recommendationTag && <span className={styles.tag}>{service.recommendationTag}</span>}
        {showCost ? <ServiceCost current={service.currentCost} previous={service.previousCost} /> : <span className={styles.cost} />}
        <a
          href={service.link}
          data-service-name={service.name}
          aria-label={`${t('actionOn', { action: actionLabel, name: service.name })}${external ? ` ${links('newTab')}` : ''}`}
          {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
          className={cx(buttonClasses({ variant: action === 'redeem-now' ? 'contained' : 'outlined' }), styles.action)}
        >
          {actionLabel}
        </a>
      </div>
    </li>
  );
}

/** The cost now ('free' for 0 or less), and the cost before struck through when there was another. */
function ServiceCost({ current, previous }: { current: number; previous: number | null }) {
  const t = useTranslations('LoyaltyServices');
  const free = isFreeCost(current);
  return (
    <p className={styles.cost}>
      <span className={layout.visuallyHidden}>{t('currentCost')}</span>
      <strong className={cx(styles.currentCost, free && styles.free)}>{free ? t('free') : t('points', { points: formatPoints(current) })}</strong>
      {previous !== null && previous !== current && (
        <del className={styles.previousCost}>
          <span className={layout.visuallyHidden}>{t('previousCost')}</span>
          {isFreeCost(previous) ? t('free') : t('points', { points: formatPoints(previous) })}
        </del>
      )}
    </p>
  );
}

/** The empty state (spec: its button goes to /mi-impulso), and the error state in the same place with a retry. */
function ServicesNotice({ kind, emptyHref, onRetry }: { kind: 'empty' | 'error'; emptyHref: string; onRetry?: () => void }) {
  const t = useTranslations(`LoyaltyServices.${kind}`);
  return (
    <div role={kind === 'error' ? 'alert' : undefined} className={styles.notice}>
      <p className={typography.h6}>{t('title')}</p>
      <p className={typography.body2}>{t('text')}</p>
      <div className={cx(layout.buttonRow, styles.noticeActions)}>
        {onRetry && (
          <button type="button" onClick={onRetry} className={buttonClasses({ variant: 'contained' })}>
            {t('retry')}
          </button>
        )}
        <a href={emptyHref} className={buttonClasses({ variant: onRetry ? 'outlined' : 'contained' })}>
          {t('action')}
        </a>
      </div>
    </div>
  );
}
