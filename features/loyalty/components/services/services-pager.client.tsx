'use client';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { RecommendedService } from '@/lib/loyalty/contract';
import type { ServicesList } from '../../api/recommended-services';
import type { RedeemingMember } from '../../logic/redeem-label';
import { serviceCardsClass } from './service-card-classes';
import styles from './recommended-services.module.css';

// The next pages' code (our route's client with zod, next-intl's runtime, the cards) loads on the first press.
const loadMoreServices = () => import('./more-services.client');
const MoreServiceCards = lazy(() => loadMoreServices().then((module) => ({ default: module.MoreServiceCards })));

export interface ServicesPagerProps {
  list: ServicesList;
  /** Page 1's count of pages, as the server read it. */
  totalPages: number;
  /** Who labels the next pages' cards (null: their summary could not be read). */
  member: RedeemingMember | null;
  /** The next pages' messages (`LoyaltyServices`, `Links`). */
  intl: ClientIntl;
  labels: { more: string; loadingMore: string; moreError: string };
  /** Page 1's cards, rendered by the server. */
  children: ReactNode;
}

interface Shown {
  /** The cards 'see more' brought, after page 1's. */
  services: RecommendedService[];
  pages: number;
  totalPages: number;
  /** Where the last press's cards start in `services`: focus goes there. */
  firstNew: number;
}

/**
 * The services' list with 'see more' under it: each press fetches the next page of 8 and adds its
 * cards to the same list, focus on the first it brought; a page that fails keeps the cards and says
 * so, and the next press asks again. No next-intl, no zod here: its words come resolved, and the
 * code that fetches and renders the next pages loads on the first press.
 */
export function ServicesPager({ list, totalPages, member, intl, labels, children }: ServicesPagerProps) {
  // A click on the server's markup before React is live would do nothing.
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Shown>({ services: [], pages: 1, totalPages, firstNew: 0 });
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const loading = status === 'loading';

  async function seeMore() {
    setStatus('loading');
    try {
      const { fetchRecommendedServices } = await loadMoreServices();
      const page = await fetchRecommendedServices(list, shown.pages + 1);
      setShown({ services: [...shown.services, ...page.services], pages: shown.pages + 1, totalPages: page.totalPages, firstNew: shown.services.length });
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      <ul className={serviceCardsClass}>
        {children}
        {shown.services.length > 0 && (
          <Suspense>
            <MoreServiceCards services={shown.services} focusIndex={shown.firstNew} member={member} intl={intl} />
          </Suspense>
        )}
      </ul>
      {shown.pages < shown.totalPages && (
        <div className={styles.more}>
          {status === 'failed' && (
            <p role="alert" className={cx(typography.body2, styles.inlineError)}>
              {labels.moreError}
            </p>
          )}
          <button
            type="button"
            disabled={!hydrated || loading}
            aria-busy={loading}
            onClick={() => void seeMore()}
            className={cx(buttonClasses({ variant: 'outlined' }), styles.moreButton)}
          >
            {loading ? labels.loadingMore : labels.more}
          </button>
        </div>
      )}
    </>
  );
}
