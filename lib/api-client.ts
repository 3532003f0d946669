import { z } from 'zod';

/**
 * The one way browser code calls the site's own `/api` routes: JSON back, checked by the caller's
 * schema, or an ApiError carrying the status and the route's error code and details (our routes
 * answer errors as `{ error, message, details? }`).
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

const errorBodySchema = z.object({ error: z.string(), details: z.unknown().optional() });

async function errorOf(response: Response): Promise<ApiError> {
  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  return body.success ? new ApiError(response.status, body.data.error, body.data.details) : new ApiError(response.status);
}

/** A call to one of our `/api` routes: the answer parsed by `schema`, or an ApiError for any non-OK status. */
export async function apiJson<T>(url: string, schema: z.ZodType<T>, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, headers: { accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw await errorOf(response);
  return schema.parse(await response.json());
}

/** `apiJson` for a POST of a JSON body. */
export const postJson = <T>(url: string, body: unknown, schema: z.ZodType<T>) =>
  apiJson(url, schema, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
