import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseURL } from '../../../playwright.config';

/** The e2e server reads this copy of the content (tests/e2e/support/start-server.mjs): writing here is publishing to the CMS. */
const CONTENT = path.resolve(__dirname, '../../../.e2e-content');
const REVALIDATE_SECRET = 'sandbox-revalidate-secret';

/** What a CMS's publish webhook does: tells the site a page changed (`/api/revalidate` by path). */
async function announce(pagePath: string) {
  const response = await fetch(`${baseURL}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}`, 'content-type': 'application/json' },
    body: JSON.stringify({ path: pagePath }),
  });
  if (!response.ok) throw new Error(`revalidating ${pagePath} answered ${response.status}`);
}

/**
 * Publishes a page document at `/{locale}/{slug}` on the running server, as an editor's publish
 * would; a string is published as it is (what a broken CMS answer looks like).
 */
export async function publishPage(locale: string, slug: string, document: unknown) {
  writeFileSync(path.join(CONTENT, locale, `${slug}.json`), typeof document === 'string' ? document : JSON.stringify(document));
  await announce(`/${locale}/${slug}`);
}

/** A page file cut off halfway: what a CMS answering something broken publishes. */
export const BROKEN_PAGE = '{"properties": {"title": "half a docu';

/** Takes a page published by a test down again. */
export async function unpublishPage(locale: string, slug: string) {
  rmSync(path.join(CONTENT, locale, `${slug}.json`), { force: true });
  await announce(`/${locale}/${slug}`);
}
