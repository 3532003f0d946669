import { http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { apiJson, ApiError } from './request';

describe('apiJson', () => {
  it('answers the JSON of an OK response', async () => {
    server.use(http.get('/api/thing', () => HttpResponse.json({ data: 1 })));
    expect(await apiJson('/api/thing')).toEqual({ data: 1 });
  });

  it.each([400, 404, 502, 504])('raises "Server responded with status code: %i" on a non-OK answer', async (status) => {
    server.use(http.post('/api/thing', () => HttpResponse.json({ error: 'x' }, { status })));
    const failure = apiJson('/api/thing', { method: 'POST' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, message: `Server responded with status code: ${status}` });
  });
});
