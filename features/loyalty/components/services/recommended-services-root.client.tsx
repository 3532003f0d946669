'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';
import { RecommendedServices, type RecommendedServicesProps } from './recommended-services.client';

export type RecommendedServicesRootProps = LoyaltyIslandProps & RecommendedServicesProps;

/** The services widget with what it needs around it: its messages, TanStack Query and the server's prefetched data. */
export function RecommendedServicesRoot({ intl, prefetched, ...widget }: RecommendedServicesRootProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <RecommendedServices {...widget} />
    </LoyaltyProviders>
  );
}
