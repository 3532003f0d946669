'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';
import { Topics } from './topics.client';

export interface TopicsRootProps extends LoyaltyIslandProps {
  heading: string;
}

/** The topics widget with what it needs around it: its messages, TanStack Query and the server's prefetched contents. */
export function TopicsRoot({ intl, prefetched, heading }: TopicsRootProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <Topics heading={heading} />
    </LoyaltyProviders>
  );
}
