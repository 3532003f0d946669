// @vitest-environment node
import { dehydrateForBrowser, serverQueryClient } from './server';

describe('dehydrateForBrowser', () => {
  it('hands over answers and failures, never what the failure said', async () => {
    const client = serverQueryClient();
    await client.prefetchQuery({ queryKey: ['ok'], queryFn: async () => ({ points: 1200 }) });
    await client.prefetchQuery({ queryKey: ['broken'], queryFn: async () => Promise.reject(new Error('token abc123 refused by https://loyalty.internal')) });
    const { queries } = dehydrateForBrowser(client);
    expect(queries.find((query) => query.queryKey[0] === 'ok')?.state).toMatchObject({ status: 'success', data: { points: 1200 } });
    const broken = queries.find((query) => query.queryKey[0] === 'broken')!;
    expect(broken.state.status).toBe('error');
    expect(JSON.stringify({ ...broken.state, error: String(broken.state.error), fetchFailureReason: String(broken.state.fetchFailureReason) })).not.toMatch(/abc123|loyalty\.internal/);
  });

  it('gives every render its own client, so no answer reaches another request', () => {
    expect(serverQueryClient()).not.toBe(serverQueryClient());
  });
});
