import { z } from 'zod';

/** The JSON error body every Route Handler answers with: a stable code, a human message, optional details. */
export function jsonError(status: number, error: string, message: string, details?: unknown): Response {
  return Response.json({ error, message, ...(details === undefined ? {} : { details }) }, { status });
}

export function invalidRequest(zodError: z.ZodError): Response {
  return jsonError(400, 'invalid_request', 'The request is not valid.', z.flattenError(zodError).fieldErrors);
}

function payloadTooLarge(maxBytes: number): Response {
  return jsonError(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes.`);
}

/**
 * The body's bytes, read as they arrive and given up as soon as they pass `maxBytes` (null then):
 * a chunked body declares no length, and reading it whole first would let anyone fill memory.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? '0') > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body of at most `maxBytes`. Answers with a ready error Response instead of throwing,
 * so handlers never turn a malformed or oversized body into a 500.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const bytes = await readBodyBytes(request, maxBytes);
  if (bytes === null) return { ok: false, response: payloadTooLarge(maxBytes) };
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, response: jsonError(400, 'invalid_json', 'The body is not valid JSON.') };
  }
}

/** An HTML form's fields (`application/x-www-form-urlencoded`) of at most `maxBytes`; none for another type. */
export async function readFormBody(request: Request, maxBytes: number): Promise<{ ok: true; form: URLSearchParams } | { ok: false; response: Response }> {
  if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) return { ok: true, form: new URLSearchParams() };
  const bytes = await readBodyBytes(request, maxBytes);
  if (bytes === null) return { ok: false, response: payloadTooLarge(maxBytes) };
  return { ok: true, form: new URLSearchParams(new TextDecoder().decode(bytes)) };
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
