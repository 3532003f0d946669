'use client';
// First: zod builds its parsers when their modules load, and must know by then not to compile them (lib/browser/zod-jitless.ts).
import '@/lib/browser/zod-jitless';
import { QueryProvider } from '@/components/providers/query-provider.client';
import { useMemberTicker } from '../api/use-member-ticker';
import { tickerEntries, type TickerEntry } from '../logic/ticker-format';
import { QuotationTickerRow, type QuotationTickerWords } from './quotation-ticker';

export interface MemberTickerRowProps {
  locale: string;
  words: QuotationTickerWords;
  /** The row the server rendered (the default symbols): shown until the member's quotes arrive, and if they fail. */
  fallback: TickerEntry[] | null;
}

function MemberRow({ locale, words, fallback }: MemberTickerRowProps) {
  const ticker = useMemberTicker();
  if (!ticker) return <QuotationTickerRow entries={fallback} words={words} />;
  // A default symbol keeps the server's title in the page's language; the member's others, the service's.
  const titles = { ...ticker.titles, ...Object.fromEntries((fallback ?? []).map((entry) => [entry.symbol, entry.title])) };
  return <QuotationTickerRow entries={tickerEntries(ticker.quotes, titles, locale)} words={words} />;
}

/** The signed-in member's ticker row, with TanStack Query around it: its module loads once a member is known to be signed in. */
export function MemberTickerRow(props: MemberTickerRowProps) {
  return (
    <QueryProvider>
      <MemberRow {...props} />
    </QueryProvider>
  );
}
