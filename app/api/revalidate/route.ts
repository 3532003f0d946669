import { z } from 'zod';
import { cmsTagPattern } from '@/lib/cms/cache-tags';
import { parseLocalizedPath } from '@/lib/cms/paths';
import { revalidateCms } from '@/lib/cms/revalidation';
import { secretMatches } from '@/lib/cms/secrets';
import { env } from '@/lib/env';
import { secretRefusal } from '@/lib/http/rate-limit';
import { jsonError, readValidBody } from '@/lib/http/responses';

/** A CMS publish webhook calls this: `{ "path": "/pt-BR/campanhas" }` or `{ "tag": "cms:pt-BR" }`. */
const bodySchema = z.union([
  z.object({ path: z.string().refine((path) => parseLocalizedPath(path) !== null, 'must be a page path like /pt-BR/campanhas') }).strict(),
  z.object({ tag: z.string().regex(cmsTagPattern, 'must be a CMS cache tag such as cms, cms:pt-BR or cms:page:pt-BR:/campanhas') }).strict(),
]);

export async function POST(request: Request) {
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? request.headers.get('x-revalidate-secret');
  const refused = await secretRefusal(request, 'revalidate', secretMatches(given, env.cms.revalidateSecret), () =>
    jsonError(401, 'unauthorized', 'A valid revalidation secret is required.'),
  );
  if (refused) return refused;
  const body = await readValidBody(request, bodySchema, 4096);
  if (!body.ok) return body.response;
  return Response.json({ revalidated: true, ...revalidateCms(body.data), at: new Date().toISOString() });
}
