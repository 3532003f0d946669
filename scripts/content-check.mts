/**
 * `npm run content:check`: every page of every locale against the page model and each block's
 * schema. Prints where, node and reason for each problem; exits 1 when there is any. Checks the
 * embedded files (`content/`, always: the sandbox and the tests read them) and, when
 * `CMS_SOURCE=aem`, the AEM publish instance too, page by page as the site reads it.
 */
import { blockRegistry } from '@/blocks/registry';
import { checkContent, checkSourceContent, type ContentProblem } from '@/lib/cms/content-check';
import { createAemSource } from '@/lib/cms/sources/aem';
import { env } from '@/lib/env';

function report(label: string, result: { pages: number; problems: ContentProblem[] }): number {
  for (const problem of result.problems) {
    const where = problem.node ? `${problem.file} [${problem.node}]` : problem.file;
    console.error(`✖ ${where}\n  ${problem.reason.replace(/\n/g, '\n  ')}`);
  }
  console.log(`content:check: ${result.pages} pages in ${label}, ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}`);
  return result.problems.length;
}

const rootDir = env.cms.contentDir;
let problems = report(`${rootDir}/`, await checkContent(rootDir, blockRegistry));

if (env.cms.source === 'aem' && env.aem.publishUrl) {
  const aem = createAemSource({ baseUrl: env.aem.publishUrl, site: env.aem.site, languageRoots: env.aem.languageRoots, timeoutMs: env.aem.timeoutMs });
  problems += report(`AEM at ${env.aem.publishUrl}`, await checkSourceContent(aem, blockRegistry));
}
process.exitCode = problems > 0 ? 1 : 0;
