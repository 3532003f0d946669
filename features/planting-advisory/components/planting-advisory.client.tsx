'use client';
import { lazy, Suspense } from 'react';
import { useUserContext } from '@/components/account/user-context.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { AdvisorySkeleton } from './advisory-skeleton';
import styles from './planting-advisory.module.css';

// The flow (MUI's Autocomplete and date picker, TanStack Query, next-intl's client runtime, zod) loads for signed-in users only.
const AdvisoryFlowRoot = lazy(() => import('./advisory-flow-root.client').then((module) => ({ default: module.AdvisoryFlowRoot })));

export interface PlantingAdvisoryProps {
  /** The `PlantingAdvisory` messages, for the flow. */
  intl: ClientIntl;
  signIn: { text: string; cta: string; href: string };
  loadingLabel: string;
  quotationHref: string;
  connectHref: string;
}

/**
 * The planting advisory on a cached page: who is looking is known only in the browser. The
 * server's HTML (and a visitor's page) is the sign-in prompt, whose link comes back here; live, it
 * holds the flow's frame while the session is asked, then shows the flow to a signed-in user.
 */
export function PlantingAdvisory({ intl, signIn, loadingLabel, quotationHref, connectHref }: PlantingAdvisoryProps) {
  const hydrated = useHydrated();
  const { isLoading, isLoggedIn } = useUserContext();
  if (hydrated && isLoading) return <AdvisorySkeleton label={loadingLabel} />;
  if (hydrated && isLoggedIn)
    return (
      <Suspense fallback={<AdvisorySkeleton label={loadingLabel} />}>
        <AdvisoryFlowRoot intl={intl} quotationHref={quotationHref} connectHref={connectHref} />
      </Suspense>
    );
  return (
    <div className={styles.frame}>
      <p className={cx(typography.body1, styles.prompt)}>{signIn.text}</p>
      <p className={styles.prompt}>
        <a href={signIn.href} className={buttonClasses({ variant: 'contained' })}>
          {signIn.cta}
        </a>
      </p>
    </div>
  );
}
