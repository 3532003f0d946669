import type { Locale } from '@/lib/i18n/locales';

/**
 * The search panel's suggestions (discovery spec §4, §5, §9): a few built-in queries per locale,
 * and at most 2 of the visitor's own recent queries, kept in this browser only.
 */

/** Recent queries kept: the spec's limit. */
export const MAX_RECENT_SEARCHES = 2;

const STORAGE_KEY = 'terralis:recent-searches';

/** What a visitor of each market most often looks for: shown before anything is typed. */
export const builtInSuggestions: Record<Locale, readonly string[]> = {
  'pt-BR': ['Sementes de soja', 'Ferrugem-asiática', 'Herbicidas', 'Milho safrinha'],
  'es-AR': ['Semillas de maíz', 'Roya asiática', 'Herbicidas', 'Trigo'],
  'en-US': ['Corn seed', 'Tar spot', 'Herbicides', 'Soybean rust'],
};

/**
 * The recent queries with `query` added: only when it is not blank and not already there (spec
 * §5), newest first, the oldest dropped beyond the limit.
 */
export function withRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed || recent.some((saved) => saved.toLocaleLowerCase() === trimmed.toLocaleLowerCase())) return [...recent];
  return [trimmed, ...recent].slice(0, MAX_RECENT_SEARCHES);
}

/** The recent queries stored in this browser; none when storage is refused or holds something else. */
export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** Saves `query` among the recent ones (when it qualifies) and answers the new list. */
export function saveRecentSearch(query: string): string[] {
  const next = withRecentSearch(readRecentSearches(), query);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or storage off: the panel works without recents.
  }
  return next;
}
