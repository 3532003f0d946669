'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { HistoryPreview, type HistoryPreviewProps } from './history-preview.client';
import { LoyaltyProviders, type LoyaltyIslandProps } from '../shared/loyalty-providers.client';

/** The history preview with what it needs around it (its messages, TanStack Query, the server's rows). */
export function HistoryPreviewRoot({ intl, prefetched, ...preview }: LoyaltyIslandProps & { /** The instant of the server's render: 'Hoje' and 'Ontem' count from it on both sides. */ now: number } & HistoryPreviewProps) {
  return (
    <LoyaltyProviders intl={intl} prefetched={prefetched}>
      <HistoryPreview {...preview} />
    </LoyaltyProviders>
  );
}
