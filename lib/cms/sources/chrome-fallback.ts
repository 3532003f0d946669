import { log } from '@/lib/log';
import { ContentSourceError, type ContentSource } from './types';

/**
 * Navigation and footer from `fallback` (the embedded content's) for a locale whose source has none
 * at all (AEM without a site-config page: real AEM sites keep them in experience fragments). Only
 * when the source answers that it has none: a source that fails keeps failing, and the last good
 * chrome stands in (last-good.ts).
 */
export function withChromeFallback(source: ContentSource, fallback: Pick<ContentSource, 'getSiteChrome'>): ContentSource {
  return {
    getPage: (locale, path, options) => source.getPage(locale, path, options),
    listPages: (locale, options) => source.listPages(locale, options),
    async getSiteChrome(locale) {
      try {
        return await source.getSiteChrome(locale);
      } catch (error) {
        if (!(error instanceof ContentSourceError) || error.details.status !== 404) throw error;
        log.warn('cms.chrome_fallback', { locale, reason: error.message });
        return fallback.getSiteChrome(locale);
      }
    },
  };
}
