import type { Locale } from '@/lib/i18n/locales';
import type { CmsPage, PageSummary, SiteChrome } from '../model';

/**
 * Where pages come from. Every implementation returns pages already parsed by the page model;
 * a missing page is `null`, an unreachable or malformed source is a thrown error.
 */
export interface ContentSource {
  /** The published page, or in preview (`draft: true`) its draft when one exists. */
  getPage(locale: Locale, path: string, options: { draft: boolean }): Promise<CmsPage | null>;
  /** Every published page of a locale. */
  listPages(locale: Locale): Promise<PageSummary[]>;
  getSiteChrome(locale: Locale): Promise<SiteChrome>;
}

export class ContentSourceError extends Error {
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ContentSourceError';
  }
}
