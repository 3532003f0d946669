'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * TanStack Query for the client islands that fetch (a block wraps its island's root in it). It is not
 * in the layout: a page without such a block ships none of Query's code.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // One QueryClient per island per browser tab (and per server render), never shared between visitors.
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
