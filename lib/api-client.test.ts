import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@/tests/setup/msw-server';
import { apiJson, ApiError, postJson } from './api-client';

const thing = z.object({ data: z.number() });

describe('apiJson', () => {
  it('answers the JSON of an OK response, checked by the schema', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ data: 1 })));
    expect(await apiJson('/api/thing', thing)).toEqual({ data: 1 });
    server.use(http.get('/api/thing', () => HttpResponse.json({ data: 'one' })));
    await expect(apiJson('/api/thing', thing)).rejects.toBeInstanceOf(z.ZodError);
  });

  it.each([400, 404, 502, 504])('raises "Server responded with status code: %i" on a non-OK answer', async (status) => {
    server.use(http.post('/api/thing', () => HttpResponse.json({ error: 'x' }, { status })));
    const failure = postJson('/api/thing', {}, thing);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, message: `Server responded with status code: ${status}` });
  });

  it("keeps the route's error code and details, and copes with an error body that is not ours", async () => {
    server.use(http.post('/api/thing', () => HttpResponse.json({ error: 'invalid_request', message: 'No.', details: { Email: ['invalid-email-format'] } }, { status: 400 })));
    await expect(postJson('/api/thing', {}, thing)).rejects.toMatchObject({ status: 400, code: 'invalid_request', details: { Email: ['invalid-email-format'] } });
    server.use(http.get('/api/thing', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(apiJson('/api/thing', thing)).rejects.toMatchObject({ status: 502, code: undefined });
  });

  it('sends JSON with postJson', async () => {
    let sent: unknown;
    server.use(http.post('/api/thing', async ({ request }) => ((sent = await request.json()), HttpResponse.json({ data: 2 }))));
    expect(await postJson('/api/thing', { a: 1 }, thing)).toEqual({ data: 2 });
    expect(sent).toEqual({ a: 1 });
  });
});
