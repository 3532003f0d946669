/**
 * `npm run content:check`: every page of every locale against the page model and each block's
 * schema. Prints file, node and reason for each problem; exits 1 when there is any.
 */
import { blockRegistry } from '@/blocks/registry';
import { checkContent } from '@/lib/cms/content-check';

const rootDir = process.env.CMS_CONTENT_DIR || 'content';

const { pages, problems } = await checkContent(rootDir, blockRegistry);
for (const problem of problems) {
  const where = problem.node ? `${problem.file} [${problem.node}]` : problem.file;
  console.error(`✖ ${where}\n  ${problem.reason.replace(/\n/g, '\n  ')}`);
}
console.log(`content:check: ${pages} page files in ${rootDir}/, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
process.exitCode = problems.length > 0 ? 1 : 0;
