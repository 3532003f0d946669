/**
 * Analytics events go to `window.dataLayer`, where the tag manager picks them up. Calling these on
 * the server (a component rendering there) does nothing, so callers need no guard.
 * Never put personal data (names, e-mails, documents, phone numbers) in an event.
 */

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

export interface DataLayerEvent extends AnalyticsParams {
  event: string;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
  }
}

function push(entry: DataLayerEvent) {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push(entry);
}

/** A user action or milestone, e.g. `trackEvent('form_start', { form_id: 1001 })`. */
export function trackEvent(event: string, params: AnalyticsParams = {}) {
  push({ ...params, event });
}

/** Something a visitor saw fail, e.g. `reportError('form-fetch-error', { form_id: 1001 })`. */
export function reportError(errorType: string, params: AnalyticsParams = {}) {
  push({ ...params, event: 'error_report', error_type: errorType });
}

/** What a page view says: which page, never who is looking. */
export interface PageView {
  locale: string;
  /** The CMS page type (`home`, `article`, `campaign` …), or `restricted` for the restricted-access page. */
  pageType: string;
  /** The URL path as visitors see it, with its locale (`/pt-BR/campanhas`). */
  path: string;
}

/**
 * A page was shown (`PageViewTracker` sends it on the first load and after every client-side
 * navigation). Only the path goes: a query string or fragment may carry personal data (an e-mail
 * in a campaign link, a sign-in return address).
 */
export function trackPageView({ locale, pageType, path }: PageView) {
  push({ event: 'page_view', locale, page_type: pageType, page_path: path.split(/[?#]/)[0] });
}
