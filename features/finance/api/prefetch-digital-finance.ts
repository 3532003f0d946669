import 'server-only';
import type { QueryClient } from '@tanstack/query-core';
import type { Viewer } from '@/lib/cms/blocks';
import { digitalFinanceRecords } from '@/lib/upstreams/finance/client';
import { digitalFinanceQueryOptions } from './digital-finance';

/**
 * The viewer's records, read on the server with the options the browser's hook uses, so the
 * widget renders with them and no spinner. A failed read is left out of what the browser gets:
 * the browser then asks our route itself, with the spec's retries, before it shows the error.
 */
export async function prefetchDigitalFinance(queryClient: QueryClient, viewer: Viewer): Promise<void> {
  const options = digitalFinanceQueryOptions();
  await queryClient.prefetchQuery({
    ...options,
    retry: false,
    queryFn: () => (viewer.email ? digitalFinanceRecords(viewer.email) : Promise.resolve({})),
  });
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') queryClient.removeQueries({ queryKey: options.queryKey });
}
