import { articleSearchFormInput, articleSearchFormSchema, articlesPathPrefix } from '@/lib/articles/contract';
import { invalidRequest, jsonError, readFormBody } from '@/lib/http/responses';
import { searchArticles } from '@/lib/upstreams/article-search/client';
import { upstreamErrorResponse, UpstreamError } from '@/lib/upstreams/http';

/** Articles are published a few times a week: browsers keep an answer a minute, the CDN five. */
const CACHE = 'public, max-age=60, s-maxage=300';
/** A search form is a few short fields; 50 tag ids fit well within this. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * `POST /api/article-search`, form-encoded (discovery spec §7): `query` (absent or blank: every
 * article), `size` (9, at most 50), `start` (at most 1000), `locale`, `category`, repeated `tags`
 * (any of them) and `pathPrefix` (the locale's article pages by default) -> `ArticleSearchAnswer`
 * (lib/articles/contract.ts), newest first. A search reads public data and changes nothing, so it
 * needs no same-site check: another site's page can send it but cannot read the answer. 415 for
 * another body type, 400 `invalid_request` with the fields, 502/504 when the index fails (never 500).
 */
export async function POST(request: Request) {
  if (request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
    return jsonError(415, 'unsupported_media_type', 'The body must be application/x-www-form-urlencoded.');
  }
  const read = await readFormBody(request, MAX_BODY_BYTES);
  if (!read.ok) return read.response;
  const parsed = articleSearchFormSchema.safeParse(articleSearchFormInput(read.form));
  if (!parsed.success) return invalidRequest(parsed.error);
  const search = parsed.data;
  try {
    const answer = await searchArticles({ ...search, pathPrefix: search.pathPrefix ?? articlesPathPrefix[search.locale] });
    return Response.json(answer, { headers: { 'cache-control': CACHE } });
  } catch (error) {
    // The index has no missing things to report: its 404 is a wrong address.
    if (error instanceof UpstreamError && error.failure === 'not_found') return jsonError(502, 'upstream_error', error.message);
    return upstreamErrorResponse(error);
  }
}
