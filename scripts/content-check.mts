/**
 * `npm run content:check`: every page of every locale against the page model and each block's
 * schema, and every internal link of the content (blocks, navigation and footer, the sandbox's
 * article index) against the pages that exist. Prints where, node and reason for each problem, and
 * the links that wait for a page of the pending list (lib/cms/pending-pages.ts); exits 1 when
 * there is any problem. Checks the embedded files (`content/`, always: the sandbox and the tests
 * read them) and, when `CMS_SOURCE=aem`, the AEM publish instance too, page by page as the site
 * reads it.
 */
import { blockRegistry } from '@/blocks/registry';
import { checkContent, checkSourceContent, type ContentLink, type ContentProblem, type LinkReport } from '@/lib/cms/content-check';
import { createAemSource } from '@/lib/cms/sources/aem';
import { env } from '@/lib/env';
import { locales } from '@/lib/i18n/locales';
import { articleIndexSeed } from '@/lib/upstreams/article-search/sandbox/index-seed';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function report(label: string, result: { pages: number; problems: ContentProblem[]; links: LinkReport }): number {
  for (const problem of result.problems) {
    const where = problem.node ? `${problem.file} [${problem.node}]` : problem.file;
    console.error(`✖ ${where}\n  ${problem.reason.replace(/\n/g, '\n  ')}`);
  }
  const waiting = result.links.pending.filter((page) => page.links > 0);
  const pendingLinks = waiting.reduce((sum, page) => sum + page.links, 0);
  console.log(`content:check: ${plural(result.pages, 'page')} in ${label}, ${plural(result.problems.length, 'problem')}`);
  console.log(`content:check: ${plural(result.links.checked, 'internal link')} checked, ${plural(pendingLinks, 'link')} to ${plural(waiting.length, 'pending page')} (lib/cms/pending-pages.ts)`);
  for (const page of waiting) console.log(`  ◦ /${page.locale}${page.path === '/' ? '' : page.path}: ${plural(page.links, 'link')}, ${page.reason}`);
  return result.problems.length;
}

/** The sandbox's article index names pages of the content: each of its paths must be one. */
const indexLinks: ContentLink[] = locales.flatMap((locale) =>
  articleIndexSeed[locale].map((article) => ({ locale, file: 'lib/upstreams/article-search/sandbox/index-seed.ts', node: article.id, href: article.path })),
);

const rootDir = env.cms.contentDir;
let problems = report(`${rootDir}/`, await checkContent(rootDir, blockRegistry, { extraLinks: indexLinks }));

if (env.cms.source === 'aem' && env.aem.publishUrl) {
  const aem = createAemSource({ baseUrl: env.aem.publishUrl, site: env.aem.site, languageRoots: env.aem.languageRoots, timeoutMs: env.aem.timeoutMs });
  problems += report(`AEM at ${env.aem.publishUrl}`, await checkSourceContent(aem, blockRegistry));
}
process.exitCode = problems > 0 ? 1 : 0;
