import { apiJson } from '@/lib/api-client';
import { transactionAnswerSchema, type TransactionDetail } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/transactions/{transactionNumber}`: a transaction's detail, read in the browser
 * when its side sheet opens (./use-transaction.ts); nothing prefetches it on the server.
 */
export async function fetchTransaction(transactionNumber: string): Promise<TransactionDetail> {
  return (await apiJson(`/api/loyalty/transactions/${encodeURIComponent(transactionNumber)}`, transactionAnswerSchema)).transaction;
}

export const transactionQueryOptions = (transactionNumber: string) => ({
  queryKey: ['loyalty', 'transaction', transactionNumber] as const,
  queryFn: () => fetchTransaction(transactionNumber),
  retry: false,
  // A transaction's detail does not change once made.
  staleTime: Infinity,
});
