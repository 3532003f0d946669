'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { CompleteHistory, type CompleteHistoryViewProps } from './complete-history.client';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';

/** The complete history with what it needs around it (its messages, TanStack Query, the server's rows and categories). */
export function CompleteHistoryRoot({ intl, prefetched, ...history }: LoyaltyIslandProps & { /** The instant of the server's render: 'Hoje' and 'Ontem' count from it on both sides. */ now: number } & CompleteHistoryViewProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <CompleteHistory {...history} />
    </LoyaltyProviders>
  );
}
