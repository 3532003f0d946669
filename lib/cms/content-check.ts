import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { resolveBlock, type BlockPlacement, type BlockRegistry } from './blocks';
import { pageDocumentSchema, siteChromeSchema, type CmsNode, type PageSummary } from './model';
import { listContentFiles } from './sources/files';
import type { ContentSource } from './sources/types';

export interface ContentProblem {
  file: string;
  /** The node path inside the page ('hero > cta'), empty for page-level problems. */
  node: string;
  reason: string;
}

async function readJson(file: string): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  try {
    return { ok: true, value: JSON.parse(await readFile(file, 'utf8')) };
  } catch (error) {
    return { ok: false, reason: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file is missing' : `not valid JSON: ${(error as Error).message}` };
  }
}

function checkNodes(nodes: readonly CmsNode[], registry: BlockRegistry, placement: BlockPlacement, file: string, trail: string[], seenIds: Set<string>): ContentProblem[] {
  return nodes.flatMap((node) => {
    const nodePath = [...trail, node.id];
    const problems: ContentProblem[] = [];
    if (seenIds.has(node.id)) problems.push({ file, node: nodePath.join(' > '), reason: `duplicate node id "${node.id}"` });
    seenIds.add(node.id);
    const block = resolveBlock(registry, node, placement);
    if (!block.ok) problems.push({ file, node: nodePath.join(' > '), reason: block.reason });
    return [...problems, ...checkNodes(node.childNodes, registry, placement, file, nodePath, seenIds)];
  });
}

/**
 * Validates every page (published and draft) of every locale against the page model and each
 * block's props schema and placement (a role gate needs a page with access rules), plus each
 * locale's navigation/footer file. Returns every problem found.
 */
export async function checkContent(rootDir: string, registry: BlockRegistry): Promise<{ pages: number; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  const files = await listContentFiles(rootDir);
  const keysByLocale = new Map<string, string>();

  for (const { file, locale, path: pagePath, isDraft } of files) {
    const relative = path.relative(process.cwd(), file);
    const raw = await readJson(file);
    if (!raw.ok) {
      problems.push({ file: relative, node: '', reason: raw.reason });
      continue;
    }
    const page = pageDocumentSchema.safeParse(raw.value);
    if (!page.success) {
      problems.push({ file: relative, node: '', reason: z.prettifyError(page.error) });
      continue;
    }
    if (!isDraft) {
      const key = `${locale}:${page.data.properties.translationKey}`;
      const other = keysByLocale.get(key);
      if (other) problems.push({ file: relative, node: '', reason: `translationKey "${page.data.properties.translationKey}" is also used by ${other} in ${locale}` });
      else keysByLocale.set(key, pagePath);
    }
    const placement = { pageHasAccessRules: page.data.properties.access !== undefined };
    problems.push(...checkNodes(page.data.childNodes, registry, placement, relative, [], new Set()));
  }

  for (const locale of locales) {
    const file = path.join(rootDir, locale, '_site.json');
    const relative = path.relative(process.cwd(), file);
    const raw = await readJson(file);
    if (!raw.ok) {
      problems.push({ file: relative, node: '', reason: raw.reason });
      continue;
    }
    const chrome = siteChromeSchema.safeParse(raw.value);
    if (!chrome.success) problems.push({ file: relative, node: '', reason: z.prettifyError(chrome.error) });
  }
  return { pages: files.length, problems };
}

/**
 * The same checks over a content source that is not files (`CMS_SOURCE=aem`): every published page
 * its listings name, the pages the listings left out, and each locale's navigation/footer, as the
 * site would read them.
 */
export async function checkSourceContent(source: ContentSource, registry: BlockRegistry): Promise<{ pages: number; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
  let pages = 0;
  const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
  for (const locale of locales) {
    let listing: PageSummary[] = [];
    try {
      listing = await source.listPages(locale, {
        onUnlisted: ({ where, reason }) => problems.push({ file: `${locale}: ${where}`, node: '', reason: `left out of the listing: ${reason}` }),
      });
    } catch (error) {
      problems.push({ file: `${locale}: page listing`, node: '', reason: reasonOf(error) });
    }
    for (const summary of listing) {
      const where = `${locale}:${summary.path}`;
      pages += 1;
      try {
        const page = await source.getPage(locale, summary.path, { draft: false });
        if (!page) {
          problems.push({ file: where, node: '', reason: 'listed, but the source has no page there' });
          continue;
        }
        const placement = { pageHasAccessRules: page.properties.access !== undefined };
        problems.push(...checkNodes(page.childNodes, registry, placement, where, [], new Set()));
      } catch (error) {
        problems.push({ file: where, node: '', reason: reasonOf(error) });
      }
    }
    try {
      await source.getSiteChrome(locale);
    } catch (error) {
      problems.push({ file: `${locale}: navigation and footer`, node: '', reason: reasonOf(error) });
    }
  }
  return { pages, problems };
}
