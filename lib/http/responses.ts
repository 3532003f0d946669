import { z } from 'zod';

/** The JSON error body every Route Handler answers with: a stable code, a human message, optional details. */
export function jsonError(status: number, error: string, message: string, details?: unknown): Response {
  return Response.json({ error, message, ...(details === undefined ? {} : { details }) }, { status });
}

export function invalidRequest(zodError: z.ZodError): Response {
  return jsonError(400, 'invalid_request', 'The request is not valid.', z.flattenError(zodError).fieldErrors);
}

/**
 * Reads a JSON body of at most `maxBytes`. Answers with a ready error Response instead of throwing,
 * so handlers never turn a malformed or oversized body into a 500.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, response: jsonError(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes.`) };
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, response: jsonError(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes.`) };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_json', 'The body is not valid JSON.') };
  }
}

/** A JSON body of at most `maxBytes` that `schema` accepts, or the ready 400/413 answer. */
export async function readValidBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes: number,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const read = await readJsonBody(request, maxBytes);
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.body);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: invalidRequest(parsed.error) };
}
