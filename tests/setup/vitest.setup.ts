import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetBrowserQueryClient } from '@/components/providers/query-provider.client';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  // Each test is a new tab: no widget starts with a cache an earlier test filled.
  resetBrowserQueryClient();
});
afterAll(() => server.close());
