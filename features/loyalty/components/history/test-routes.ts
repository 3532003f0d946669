import { http, HttpResponse } from 'msw';
import { historyQueryFromSearchParams } from '@/lib/loyalty/contract';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { loyalty } from '@/lib/upstreams/loyalty/client';

/** For component tests: Ana, the demo member with a full history. */
export const ANA = sandboxAccounts.find((account) => account.email === 'ana.ribeiro@example.com.br')!;

/**
 * The browser's loyalty routes for component tests (MSW), answered for one member from the
 * sandbox programme through the same client the real routes use; `calls` counts them by route.
 */
export function loyaltyRoutesFor(document: string) {
  const calls = { history: [] as URLSearchParams[], categories: 0, transactions: [] as string[] };
  const handlers = [
    http.get('/api/loyalty/history', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      calls.history.push(params);
      const query = historyQueryFromSearchParams(params);
      if (!query.success) return HttpResponse.json({ error: 'invalid_request' }, { status: 400 });
      return HttpResponse.json(await loyalty.history(document, query.data));
    }),
    http.get('/api/loyalty/categories', async () => {
      calls.categories++;
      return HttpResponse.json({ categories: await loyalty.categories() });
    }),
    http.get('/api/loyalty/transactions/:number', async ({ params }) => {
      calls.transactions.push(String(params.number));
      const transaction = await loyalty.transactionDetail(document, String(params.number));
      return transaction ? HttpResponse.json({ transaction }) : HttpResponse.json({ error: 'not_found' }, { status: 404 });
    }),
  ];
  return { handlers, calls };
}
