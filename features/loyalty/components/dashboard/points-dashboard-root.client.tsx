'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';
import { PointsDashboardWidget, type PointsDashboardProps } from './points-dashboard.client';

/** The points dashboard with its messages, TanStack Query and the server's prefetched member, banner and expiring lots. */
export function PointsDashboardRoot({ intl, prefetched, ...dashboard }: LoyaltyIslandProps & PointsDashboardProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <PointsDashboardWidget {...dashboard} />
    </LoyaltyProviders>
  );
}
