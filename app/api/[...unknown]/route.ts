import { jsonError } from '@/lib/http/responses';

/** An address under /api that no route serves: a JSON 404 like every other API error, never the HTML not-found page. */
function notFound(): Response {
  return jsonError(404, 'not_found', 'No API route answers at this address.');
}

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
