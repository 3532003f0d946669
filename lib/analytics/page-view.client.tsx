'use client';

import { useEffect, useRef } from 'react';
import { trackPageView, type PageView } from './index';

/**
 * Sends `page_view` to the data layer when a page is shown: after the first load's hydration,
 * after each client-side navigation (the page's props change, or the next page mounts its own),
 * and when the browser shows the page again from its back/forward cache (no render runs then).
 * The page wrapper renders it once per page, so no block sends page views. The same page is
 * counted once per showing (React's development double effects do not count it twice).
 */
export function PageViewTracker({ locale, pageType, path }: PageView) {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    const page = `${locale} ${pageType} ${path}`;
    if (tracked.current === page) return;
    tracked.current = page;
    trackPageView({ locale, pageType, path });
  }, [locale, pageType, path]);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) trackPageView({ locale, pageType, path });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [locale, pageType, path]);
  return null;
}
