// @vitest-environment node
import { z } from 'zod';
import { invalidRequest, jsonError, readFormBody, readJsonBody, readValidBody } from './responses';

const post = (body: string, headers: Record<string, string> = {}) => new Request('http://localhost/x', { method: 'POST', body, headers });

describe('JSON responses', () => {
  it('answers errors as JSON with a code and a message', async () => {
    const response = jsonError(404, 'page_not_found', 'No page.');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'page_not_found', message: 'No page.' });
  });

  it('lists field errors of an invalid request', async () => {
    const result = z.object({ path: z.string() }).safeParse({});
    const response = invalidRequest(result.error!);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', details: { path: [expect.any(String)] } });
  });

  it('reads a JSON body within its size limit', async () => {
    expect(await readJsonBody(post('{"a":1}'), 100)).toEqual({ ok: true, body: { a: 1 } });
  });

  it('refuses malformed and oversized bodies with a ready response', async () => {
    const malformed = await readJsonBody(post('{'), 100);
    expect(!malformed.ok && malformed.response.status).toBe(400);
    const oversized = await readJsonBody(post(JSON.stringify({ a: 'x'.repeat(200) })), 100);
    expect(!oversized.ok && oversized.response.status).toBe(413);
    const declared = await readJsonBody(post('{}', { 'content-length': '1000000' }), 100);
    expect(!declared.ok && declared.response.status).toBe(413);
  });

  it('answers the parsed body, or 400 with the field errors when the schema refuses it', async () => {
    const schema = z.object({ name: z.string() });
    expect(await readValidBody(post('{"name":"Ana"}'), schema, 100)).toEqual({ ok: true, data: { name: 'Ana' } });
    const refused = await readValidBody(post('{"name":1}'), schema, 100);
    expect(!refused.ok && refused.response.status).toBe(400);
    expect(!refused.ok && (await refused.response.json())).toMatchObject({ error: 'invalid_request', details: { name: [expect.any(String)] } });
    const oversized = await readValidBody(post(JSON.stringify({ name: 'x'.repeat(200) })), schema, 100);
    expect(!oversized.ok && oversized.response.status).toBe(413);
  });

  it('stops reading a body of no declared length at the limit', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://localhost/x', { method: 'POST', body: endless, duplex: 'half' } as RequestInit);
    const read = await readJsonBody(request, 100 * 1024);
    expect(!read.ok && read.response.status).toBe(413);
    expect(!read.ok && (await read.response.json())).toEqual({ error: 'payload_too_large', message: 'The body must be at most 102400 bytes.' });
    // Two 64 KB chunks pass 100 KB: the third is never asked for (the stream may read one ahead).
    expect(pulled).toBeLessThanOrEqual(3);
    expect(cancelled).toBe(true);
  });
});

describe('form bodies', () => {
  const form = (body: string, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }) => new Request('http://localhost/x', { method: 'POST', body, headers });

  it('reads the fields of a form within its limit', async () => {
    const read = await readFormBody(form('redirectUrl=%2Fpt-BR&x=1'), 100);
    expect(read.ok && read.form.get('redirectUrl')).toBe('/pt-BR');
  });

  it('reads no fields from a body of another type', async () => {
    const read = await readFormBody(form('{"redirectUrl":"/pt-BR"}', { 'content-type': 'application/json' }), 100);
    expect(read.ok && [...read.form.keys()]).toEqual([]);
  });

  it('refuses a form over its limit', async () => {
    const read = await readFormBody(form(`x=${'y'.repeat(200)}`), 100);
    expect(!read.ok && read.response.status).toBe(413);
  });
});
