import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { parseLocalizedPath } from '@/lib/cms/paths';
import { secretMatches } from '@/lib/cms/secrets';
import { contentSource } from '@/lib/cms/source';
import { env } from '@/lib/env';
import { secretRefusal } from '@/lib/http/rate-limit';
import { invalidRequest, jsonError } from '@/lib/http/responses';
import { getPathname } from '@/lib/i18n/navigation';

const querySchema = z.object({
  path: z.string().refine((path) => parseLocalizedPath(path) !== null, 'must be a page path like /pt-BR/campanhas'),
});

/**
 * The CMS's preview link: `/api/preview?secret=…&path=/pt-BR/campanhas`. Checks the secret and
 * that the page (or its draft) exists, turns draft mode on and sends the editor to the page's own
 * path, built from the content source, never echoed from the query.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const refused = await secretRefusal(request, 'preview', secretMatches(query.get('secret'), env.cms.previewSecret), () =>
    jsonError(401, 'unauthorized', 'A valid preview secret is required.'),
  );
  if (refused) return refused;
  const parsed = querySchema.safeParse({ path: query.get('path') ?? '' });
  if (!parsed.success) return invalidRequest(parsed.error);
  const target = parseLocalizedPath(parsed.data.path)!;
  const page = await contentSource.getPage(target.locale, target.path, { draft: true });
  if (!page) return jsonError(404, 'page_not_found', 'There is no page or draft at this path.');
  (await draftMode()).enable();
  redirect(getPathname({ locale: page.locale, href: page.path }));
}
