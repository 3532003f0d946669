// @vitest-environment node
import { GET } from './route';

describe('GET /api/health', () => {
  it('answers 200 ok, never cached', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
