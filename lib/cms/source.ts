import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { createAemSource } from './sources/aem';
import { createFilesSource } from './sources/files';
import { contentPublished as lastGoodAfterPublish, withLastGood } from './sources/last-good';
import type { ContentSource } from './sources/types';

/** Where the content source's last good answers live in the process (sources/last-good.ts). */
const CMS_LAST_GOOD = 'cms';

/** After a publish: the next reads ask the source again, whatever failed just before. */
export const contentPublished = () => lastGoodAfterPublish(CMS_LAST_GOOD);

// Read at run time (not bundled): the ignore hint keeps Turbopack from tracing the whole project.
const embeddedContent = createFilesSource(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.cms.contentDir));

/**
 * The content source chosen by `CMS_SOURCE`: embedded files (default) or an AEM publish instance;
 * either way, a published page, listing or chrome that was good keeps being served through a
 * failure of the source (sources/last-good.ts). What AEM has no header or footer for comes from
 * the embedded content, logged (sources/aem.ts).
 */
export const contentSource: ContentSource = withLastGood(
  env.cms.source === 'aem' && env.aem.publishUrl
    ? createAemSource({
        baseUrl: env.aem.publishUrl,
        authorBaseUrl: env.aem.authorUrl,
        authorAuth: env.aem.authorAuth,
        site: env.aem.site,
        languageRoots: env.aem.languageRoots,
        chromeFragments: env.aem.chromeFragments,
        homePage: env.aem.homePage,
        timeoutMs: env.aem.timeoutMs,
        embeddedChrome: (locale) => embeddedContent.getSiteChrome(locale),
      })
    : embeddedContent,
  { processWide: CMS_LAST_GOOD },
);
