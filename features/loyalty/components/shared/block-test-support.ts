import { expect } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import type { Viewer } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { makeViewer } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';

/** What the loyalty block tests share: demo members as blocks see them, and the checks of a server-rendered widget. */

/** A sandbox demo member as a block sees them on a page with access rules. */
export function demoViewer(email: string): Viewer {
  const account = sandboxAccounts.find((candidate) => candidate.email === email)!;
  return makeViewer(account.roles, { uid: account.sub, email, ...(account.document && { document: account.document }) });
}

/** Renders what a server block returned for a signed-in viewer, which must be something. */
export function renderServerBlock(rendered: ReactElement | null, options?: { locale: Locale }) {
  expect(rendered).not.toBeNull();
  return renderWithProviders(rendered!, options);
}

/** Counts the browser's calls of our loyalty routes (a widget the server read for should make none on first load). */
export function countLoyaltyRouteCalls(): () => number {
  let calls = 0;
  server.use(
    http.get('/api/loyalty/*', () => {
      calls++;
      return HttpResponse.json({ error: 'unexpected' }, { status: 500 });
    }),
  );
  return () => calls;
}
