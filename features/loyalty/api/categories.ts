import { apiJson } from '@/lib/api-client';
import { categoriesAnswerSchema, type TransactionCategory } from '@/lib/loyalty/contract';

/**
 * `GET /api/loyalty/categories`: the history filter's categories. Prefetched on the server
 * (./prefetch-categories.ts) with the same options; the browser's hook is ./use-categories.ts.
 */
export async function fetchCategories(): Promise<TransactionCategory[]> {
  return (await apiJson('/api/loyalty/categories', categoriesAnswerSchema)).categories;
}

export const categoriesQueryOptions = () => ({
  queryKey: ['loyalty', 'categories'] as const,
  queryFn: fetchCategories,
  retry: false,
  retryOnMount: false,
  // The programme's categories change with a release, not during a visit.
  staleTime: 60 * 60_000,
});
