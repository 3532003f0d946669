'use client';

import { lazy, Suspense, useId, useReducer, useState } from 'react';
import { useUserContext } from '@/components/account/user-context.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import { useHydrated } from '@/lib/browser/use-hydrated';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { signInHref } from '../../logic/sign-in-return';
import styles from './article-banner.module.css';

// The interests sheet's code (next-intl's client runtime, TanStack Query, zod, MUI's Drawer) loads on the first press.
const InterestsSheetRoot = lazy(() => import('../topics/interests-sheet-root.client').then((module) => ({ default: module.InterestsSheetRoot })));

export interface ArticleBannerCopy {
  heading: string;
  text: string;
  ctaLabel: string;
}

export interface ArticleBannerViewProps {
  /** For visitors: the button signs them in and brings them back here. */
  signedOut: ArticleBannerCopy;
  /** For signed-in users: the button opens the interests (themes) picker. */
  signedIn: ArticleBannerCopy;
  /** The sign-in page as the locale serves it ('/pt-BR/login'), without query. */
  loginHref: string;
  /** The page's path without query ('/pt-BR/artigos'): where the server's link comes back to. */
  pagePath: string;
  /** The status once the interests are saved. */
  savedMessage: string;
  /** The sheet's messages (`LoyaltyTopics`), read on the server. */
  intl: ClientIntl;
}

type Face = 'signedOut' | 'asking' | 'signedIn';

/**
 * The article banner (spec §2, §4). It sits on cached pages, so who is looking is known only in
 * the browser: the server's HTML is the visitors' copy, whose link comes back to the page's path
 * (it works without script). Live, it says nothing while the session is asked (a placeholder of
 * the same size), then shows the visitors' copy, whose link now carries the page's query too, or
 * the signed-in copy, whose button opens the interests sheet. Both copies share one grid cell, the
 * hidden one kept invisible, so the banner is as tall as the taller and never moves the page.
 */
export function ArticleBanner({ signedOut, signedIn, loginHref, pagePath, savedMessage, intl }: ArticleBannerViewProps) {
  const hydrated = useHydrated();
  const { isLoading, isLoggedIn } = useUserContext();
  const face: Face = !hydrated ? 'signedOut' : isLoading ? 'asking' : isLoggedIn ? 'signedIn' : 'signedOut';
  // The address is read as the link renders and again when someone reaches for it: a list's filters
  // change the query in place (history.replaceState), which no React state follows.
  const [, reread] = useReducer((reads: number) => reads + 1, 0);
  const returnTo = hydrated ? `${window.location.pathname}${window.location.search}` : pagePath;
  const [sheet, setSheet] = useState({ open: false, times: 0 });
  const [announced, setAnnounced] = useState(false);
  const signedOutId = useId();
  const signedInId = useId();
  const hide = (which: Face) => (face === which ? {} : { 'aria-hidden': true, inert: true, className: cx(styles.face, styles.hidden) });
  return (
    <section className={styles.banner} aria-labelledby={face === 'signedIn' ? signedInId : signedOutId} aria-busy={face === 'asking' || undefined}>
      <div className={styles.face} {...hide('signedOut')}>
        <h2 id={signedOutId} className={cx(typography.h4, styles.heading)}>
          {signedOut.heading}
        </h2>
        <p className={typography.body1}>{signedOut.text}</p>
        <div className={styles.actions}>
          <a
            href={signInHref(loginHref, returnTo, pagePath)}
            onPointerEnter={() => reread()}
            onPointerDown={() => reread()}
            onFocus={() => reread()}
            className={buttonClasses({ variant: 'contained' })}
          >
            {signedOut.ctaLabel}
          </a>
        </div>
      </div>
      <div className={styles.face} {...hide('signedIn')}>
        <h2 id={signedInId} className={cx(typography.h4, styles.heading)}>
          {signedIn.heading}
        </h2>
        <p className={typography.body1}>{signedIn.text}</p>
        <div className={styles.actions}>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => {
              setAnnounced(false);
              setSheet(({ times }) => ({ open: true, times: times + 1 }));
            }}
            className={buttonClasses({ variant: 'contained' })}
          >
            {signedIn.ctaLabel}
          </button>
          <p role="status" className={cx(typography.body2, styles.saved)}>
            {announced && savedMessage}
          </p>
        </div>
      </div>
      {face === 'asking' && (
        <div aria-hidden className={styles.face} data-testid="article-banner-loading">
          <span className={cx(skeleton.shape, skeleton.line, styles.headingLine)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.textLine)} />
          <span className={cx(skeleton.shape, skeleton.line, styles.textLine, styles.short)} />
          <span className={cx(skeleton.shape, styles.buttonShape)} />
        </div>
      )}
      {sheet.times > 0 && (
        // A boundary of its own while the sheet's code loads.
        <Suspense fallback={null}>
          {/* A new sheet each time it opens; it reads the saved interests itself (this page cannot know them). */}
          <InterestsSheetRoot
            key={sheet.times}
            intl={intl}
            open={sheet.open}
            onClose={() => setSheet((current) => ({ ...current, open: false }))}
            onSaved={() => {
              setAnnounced(true);
              setSheet((current) => ({ ...current, open: false }));
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
