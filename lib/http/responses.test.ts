// @vitest-environment node
import { z } from 'zod';
import { invalidRequest, jsonError, readJsonBody, readValidBody } from './responses';

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
});
