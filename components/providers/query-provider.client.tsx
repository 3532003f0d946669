'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

/** The browser tab's one QueryClient: every island of the page shares its cache. */
let browserQueryClient: QueryClient | undefined;

/**
 * On the server a new client per render (never shared between visitors); in the browser the tab's
 * one, so that what one island changes (a redemption refreshing the member's balance) shows in the
 * others that read the same query.
 */
function queryClientOfThisRender(): QueryClient {
  if (typeof window === 'undefined') return newQueryClient();
  browserQueryClient ??= newQueryClient();
  return browserQueryClient;
}

/** Forgets the tab's cache (component tests, where one "tab" renders many widgets in turn). */
export function resetBrowserQueryClient(): void {
  browserQueryClient?.clear();
  browserQueryClient = undefined;
}

/**
 * TanStack Query for the client islands that fetch (a block wraps its island's root in it). It is not
 * in the layout: a page without such a block ships none of Query's code.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(queryClientOfThisRender);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
