'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';
import { AccumulatedPointsWidget, type AccumulatedPointsProps } from './accumulated-points.client';

/** The accumulated points card with its messages, TanStack Query and the server's prefetched member summary. */
export function AccumulatedPointsRoot({ intl, prefetched, ...card }: LoyaltyIslandProps & AccumulatedPointsProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <AccumulatedPointsWidget {...card} />
    </LoyaltyProviders>
  );
}
