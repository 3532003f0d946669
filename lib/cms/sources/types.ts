import type { Locale } from '@/lib/i18n/locales';
import type { CmsPage, PageSummary, SiteChrome } from '../model';

/** A page a listing left out because the source could not read it. */
export interface UnlistedPage {
  locale: Locale;
  /** Where the source keeps it: a file, an AEM repository path. */
  where: string;
  /** Its path in the locale, when it has one ('/campanhas'); an AEM name that is no page path of ours has none. */
  pagePath?: string;
  reason: string;
}

export interface ListingOptions {
  onUnlisted?: (page: UnlistedPage) => void;
}

/**
 * Where pages come from. Every implementation returns pages already parsed by the page model;
 * a missing page is `null`, an unreachable or malformed source is a thrown error.
 */
export interface ContentSource {
  /** The published page, or in preview (`draft: true`) its draft when one exists. */
  getPage(locale: Locale, path: string, options: { draft: boolean }): Promise<CmsPage | null>;
  /**
   * Every published page of a locale. A page the source has but cannot read is left out, logged
   * and told to `onUnlisted`, never the whole locale.
   */
  listPages(locale: Locale, options?: ListingOptions): Promise<PageSummary[]>;
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
