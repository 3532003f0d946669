import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { createAemSource } from './sources/aem';
import { withChromeFallback } from './sources/chrome-fallback';
import { createFilesSource } from './sources/files';
import { forgetFailures, withLastGood } from './sources/last-good';
import type { ContentSource } from './sources/types';

/** Where the content source's last good answers live in the process (sources/last-good.ts). */
const CMS_LAST_GOOD = 'cms';

/** After a publish: the next reads ask the source again, whatever failed just before. */
export const forgetContentFailures = () => forgetFailures(CMS_LAST_GOOD);

// Read at run time (not bundled): the ignore hint keeps Turbopack from tracing the whole project.
const embeddedContent = () => createFilesSource(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.cms.contentDir));

/**
 * The content source chosen by `CMS_SOURCE`: embedded files (default) or an AEM publish instance;
 * either way, a published page, listing or chrome that was good keeps being served through a
 * failure of the source (sources/last-good.ts). A locale AEM has no navigation and footer for
 * gets the embedded content's (sources/chrome-fallback.ts).
 */
export const contentSource: ContentSource = withLastGood(
  env.cms.source === 'aem' && env.aem.publishUrl
    ? withChromeFallback(
        createAemSource({
          baseUrl: env.aem.publishUrl,
          authorBaseUrl: env.aem.authorUrl,
          authorAuth: env.aem.authorAuth,
          site: env.aem.site,
          languageRoots: env.aem.languageRoots,
          timeoutMs: env.aem.timeoutMs,
        }),
        // AEM without navigation and footer for a locale: the embedded content's, logged.
        embeddedContent(),
      )
    : embeddedContent(),
  { processWide: CMS_LAST_GOOD },
);
