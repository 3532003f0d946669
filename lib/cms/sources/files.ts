import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { errorMessage, log } from '@/lib/log';
import {
  pageDocumentSchema,
  pagePathSchema,
  siteChromeSchema,
  type CmsPage,
  type PageSummary,
  type SiteChrome,
} from '../model';
import { ContentSourceError, type ContentSource } from './types';

/**
 * The default content source: JSON page trees under `content/<locale>/`.
 *   content/pt-BR/index.json            -> /pt-BR
 *   content/pt-BR/campanhas.json        -> /pt-BR/campanhas
 *   content/pt-BR/campanhas.draft.json  -> its draft, seen only in preview
 *   content/pt-BR/_site.json            -> navigation and footer (files starting with _ are not pages)
 */

const PAGE_SUFFIX = '.json';
const DRAFT_SUFFIX = '.draft.json';
const CHROME_FILE = '_site.json';

export interface ContentFile {
  file: string;
  locale: Locale;
  path: string;
  isDraft: boolean;
}

function pageFile(rootDir: string, locale: Locale, pagePath: string, draft: boolean): string {
  const base = pagePath === '/' ? '/index' : pagePath;
  return path.join(rootDir, locale, `${base}${draft ? DRAFT_SUFFIX : PAGE_SUFFIX}`);
}

/** Turns `artigos/ferrugem.draft.json` into `{ path: '/artigos/ferrugem', isDraft: true }`. */
export function pagePathOfFile(relativeFile: string): { path: string; isDraft: boolean } | null {
  const posix = relativeFile.split(path.sep).join('/');
  if (posix.split('/').some((segment) => segment.startsWith('_'))) return null;
  const isDraft = posix.endsWith(DRAFT_SUFFIX);
  if (!isDraft && !posix.endsWith(PAGE_SUFFIX)) return null;
  const stem = posix.slice(0, -(isDraft ? DRAFT_SUFFIX : PAGE_SUFFIX).length);
  const pagePath = stem === 'index' ? '/' : `/${stem}`;
  return { path: pagePath, isDraft };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/** Every page file (published and draft) of every locale folder. Used by the source and by content:check. */
export async function listContentFiles(rootDir: string): Promise<ContentFile[]> {
  const localeDirs = (await readdir(rootDir, { withFileTypes: true })).filter(
    (entry) => entry.isDirectory() && isLocale(entry.name),
  );
  const files: ContentFile[] = [];
  for (const dir of localeDirs) {
    const locale = dir.name as Locale;
    for (const file of await walk(path.join(rootDir, locale))) {
      const page = pagePathOfFile(path.relative(path.join(rootDir, locale), file));
      if (page) files.push({ file, locale, ...page });
    }
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

async function readJson(file: string): Promise<unknown | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ContentSourceError(`${file} is not valid JSON`, { file, reason: String(error) });
  }
}

function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, file: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ContentSourceError(`${file} does not match the page model`, {
      file,
      reason: z.prettifyError(result.error),
    });
  }
  return result.data;
}

export function createFilesSource(rootDir: string): ContentSource {
  async function readPage(locale: Locale, pagePath: string, draft: boolean): Promise<CmsPage | null> {
    const file = pageFile(rootDir, locale, pagePath, draft);
    const raw = await readJson(file);
    if (raw === null) return null;
    return { ...parseOrThrow(pageDocumentSchema, raw, file), locale, path: pagePath, isDraft: draft };
  }

  return {
    async getPage(locale, pagePath, { draft }) {
      // Only well-formed paths reach the file system: no '..', no encoded separators.
      if (!pagePathSchema.safeParse(pagePath).success) return null;
      if (draft) {
        const draftPage = await readPage(locale, pagePath, true);
        if (draftPage) return draftPage;
      }
      return readPage(locale, pagePath, false);
    },

    async listPages(locale, listing = {}) {
      const files = (await listContentFiles(rootDir)).filter((f) => f.locale === locale && !f.isDraft);
      // A page file that cannot be read is left out and logged, never the locale (content:check refuses it in CI).
      const pages = await Promise.all(
        files.map((f) =>
          readPage(locale, f.path, false).catch((error: unknown) => {
            if (!(error instanceof ContentSourceError)) throw error;
            log.warn('cms.page_not_listed', { source: 'files', locale, path: f.path, reason: errorMessage(error) });
            listing.onUnlisted?.({ locale, where: f.file, pagePath: f.path, reason: errorMessage(error) });
            return null;
          }),
        ),
      );
      return pages
        .filter((page): page is CmsPage => page !== null)
        .map(
          (page): PageSummary => ({
            locale,
            path: page.path,
            translationKey: page.properties.translationKey,
            title: page.properties.title,
            seoIndexing: page.properties.seoIndexing,
            guarded: page.properties.access !== undefined,
            lastModified: page.properties.dateModified ?? page.properties.datePublished,
          }),
        );
    },

    async getSiteChrome(locale): Promise<SiteChrome> {
      const file = path.join(rootDir, locale, CHROME_FILE);
      const raw = await readJson(file);
      if (raw === null) throw new ContentSourceError(`${file} is missing`, { file });
      return parseOrThrow(siteChromeSchema, raw, file);
    },
  };
}
