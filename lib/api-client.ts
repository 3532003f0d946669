/**
 * The one way browser code calls the site's own `/api` routes: JSON back, checked by the caller's
 * parser, or an ApiError carrying the status and the route's error code and details (our routes
 * answer errors as `{ error, message, details? }`).
 *
 * It takes any `{ parse }` (a zod schema, or a plain function for the shell) and imports no zod:
 * this module ships with every page (the header asks who is signed in), and zod's runtime would
 * add about 20 KB gzip to every page's first load.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The route's error code ('invalid_request', 'upstream_timeout'…), when it sent one. */
    readonly code?: string,
    /** What the route said about the failure, e.g. the fields of a refused request. */
    readonly details?: unknown,
  ) {
    // The spec's wording for a failed call.
    super(`Server responded with status code: ${status}`);
    this.name = 'ApiError';
  }
}

/** What checks an answer: a zod schema has this shape; it throws on an answer it refuses. */
export interface AnswerParser<T> {
  parse(answer: unknown): T;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('error' in body) || typeof body.error !== 'string') return new ApiError(response.status);
  return new ApiError(response.status, body.error, 'details' in body ? body.details : undefined);
}

/** A call to one of our `/api` routes: the answer checked by `parser`, or an ApiError for any non-OK status. */
export async function apiJson<T>(url: string, parser: AnswerParser<T>, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw await errorOf(response);
  return parser.parse(await response.json());
}

/** `apiJson` for a POST of a JSON body. */
export const postJson = <T>(url: string, body: unknown, parser: AnswerParser<T>) =>
  apiJson(url, parser, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
