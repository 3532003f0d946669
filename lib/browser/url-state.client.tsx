'use client';
/**
 * Filters and paging kept in the address (discovery spec: "filters live in the URL"), through nuqs.
 * Its React adapter, not its Next one: the Next adapter reads `useSearchParams()`, which makes a
 * prerendered (cached) page bail out of server rendering up to the nearest Suspense boundary. This
 * one renders the defaults on the server and reads `location.search` once the island is live in the
 * browser; it writes with the History API, which Next's router follows.
 */
export { NuqsAdapter as UrlStateProvider } from 'nuqs/adapters/react';
