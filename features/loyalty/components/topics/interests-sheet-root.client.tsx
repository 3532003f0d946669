'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import { LoyaltyProviders } from '../shared/loyalty-providers.client';
import { InterestsSheet, type InterestsSheetProps } from './interests-sheet.client';

/** The interests sheet with what it needs around it (its messages, TanStack Query): the module 'Editar interesses' loads on its first press. */
export function InterestsSheetRoot({ intl, ...sheet }: InterestsSheetProps & { intl: ClientIntl }) {
  return (
    <LoyaltyProviders intl={intl}>
      <InterestsSheet {...sheet} />
    </LoyaltyProviders>
  );
}
