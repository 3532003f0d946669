'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';
import { RedeemFlow, type RedeemFlowProps } from './redeem-flow.client';

export type RedeemRootProps = Required<LoyaltyIslandProps> & RedeemFlowProps;

/** The redeem flow with what it needs around it: its messages, TanStack Query and the server's prefetched data. */
export function RedeemRoot({ intl, prefetched, ...flow }: RedeemRootProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <RedeemFlow {...flow} />
    </LoyaltyProviders>
  );
}
