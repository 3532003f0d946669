import { readLoyaltyDate, saoPauloDaysBetween } from './sao-paulo-calendar';

/**
 * The overline above a history row: 'today' and 'yesterday' by the São Paulo calendar (the UI
 * says 'Hoje' / 'Ontem'), otherwise the transaction's instant, which the UI writes with
 * `formatLoyaltyDay` (also in São Paulo). A date after today (a clock ahead of ours) is a date too.
 */
export type DateOverline = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; at: Date };

/** The overline of a transaction made at `transactionDate` (see `readLoyaltyDate`), seen at `now`; undefined when the date is unreadable (the row shows no overline). */
export function dateOverline(transactionDate: string, now: Date | number): DateOverline | undefined {
  const at = readLoyaltyDate(transactionDate);
  if (!at) return undefined;
  const daysAgo = saoPauloDaysBetween(at, now);
  if (daysAgo === 0) return { kind: 'today' };
  if (daysAgo === 1) return { kind: 'yesterday' };
  return { kind: 'date', at };
}
