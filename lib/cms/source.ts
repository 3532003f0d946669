import 'server-only';
import path from 'node:path';
import { env } from '@/lib/env';
import { createAemSource } from './sources/aem';
import { createFilesSource } from './sources/files';
import type { ContentSource } from './sources/types';

/** The content source chosen by `CMS_SOURCE`: embedded files (default) or an AEM publish instance. */
export const contentSource: ContentSource =
  env.CMS_SOURCE === 'aem' && env.CMS_BASE_URL
    ? createAemSource({
        baseUrl: env.CMS_BASE_URL,
        authorBaseUrl: env.CMS_AUTHOR_URL,
        site: env.CMS_AEM_SITE,
        timeoutMs: env.CMS_TIMEOUT_MS,
      })
    : // Read at run time (not bundled): the ignore hint keeps Turbopack from tracing the whole project.
    createFilesSource(path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.CMS_CONTENT_DIR));
