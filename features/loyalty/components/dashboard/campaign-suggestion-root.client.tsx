'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';
import { CampaignSuggestionWidget, type CampaignSuggestionTexts } from './campaign-suggestion.client';

/** The suggestion banner with its messages, TanStack Query and the server's prefetched suggestion. */
export function CampaignSuggestionRoot({ intl, prefetched, ...texts }: LoyaltyIslandProps & CampaignSuggestionTexts) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <CampaignSuggestionWidget {...texts} />
    </LoyaltyProviders>
  );
}
