import type { Locale } from '@/lib/i18n/locales';

/** Which piece of later work brings a pending page ('issue 21: field tools'). */
export type PendingReason = string;

/**
 * Pages the content already links to that later work brings. `npm run content:check` counts a
 * link to one of them as pending, not as a problem; any other link to a page that does not exist
 * fails the check. When a page here is created, take its entry off: content:check reports an
 * entry whose page exists.
 */
export interface PendingPage {
  locale: Locale;
  /** The page path inside the locale, as a content file would give it ('/produtos/sementes'). */
  path: string;
  reason: PendingReason;
}

/** One entry per locale and page: none today, every page the content links to exists. */
export const pendingPages: readonly PendingPage[] = [];
