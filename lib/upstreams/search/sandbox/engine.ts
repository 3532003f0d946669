import MiniSearch, { type SearchOptions } from 'minisearch';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchResultType } from '@/lib/search/contract';
import type { SearchHitWire } from '../contract';
import type { SearchDocument, SearchFeed } from '../feed';

/**
 * The sandbox's search engine: a MiniSearch full-text index per locale over the site's pages and
 * products (the feed of ../feed.ts), answering what `GET /search` answers.
 */

export interface EngineQuery {
  q: string;
  type?: SearchResultType;
  size: number;
  from: number;
}

export interface EngineAnswer {
  results: SearchHitWire[];
  /** Every match, for paging. */
  total: number;
}

/** A match in the title counts most, then in the words chosen for it, the summary, the body. */
const FIELD_BOOSTS: Record<Exclude<keyof SearchDocument, 'id' | 'type' | 'navigationPath'>, number> = { title: 5, keywords: 3, description: 2, text: 1 };

/** Words that say nothing of a page in our three languages: a query of 'manejo da ferrugem' needs no 'da' in the page. */
const STOP_WORDS = new Set([
  ...['a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos', 'um', 'uma', 'para', 'por', 'com'],
  ...['el', 'la', 'los', 'las', 'del', 'y', 'en', 'un', 'una', 'con'],
  ...['the', 'an', 'of', 'and', 'in', 'on', 'for', 'to', 'with'],
]);

/** Lower case without accents, on both sides: 'protecao' finds 'proteção' and 'PROTEÇÃO' finds 'protecao'. */
export function foldTerm(term: string): string | null {
  const folded = term.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  return folded === '' || STOP_WORDS.has(folded) ? null : folded;
}

/** Typo tolerance only where a term is long enough to have a typo rather than be another word. */
const FUZZY_MIN_LENGTH = 4;

const searchOptions: SearchOptions = {
  boost: FIELD_BOOSTS,
  // Every term is a prefix: the panel searches as the visitor types.
  prefix: true,
  fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? 0.2 : false),
  // Each word narrows: a visitor adding words means a more precise search.
  combineWith: 'AND',
};

export interface SearchEngine {
  search(query: EngineQuery): EngineAnswer;
}

export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const index = new MiniSearch<SearchDocument>({
    fields: Object.keys(FIELD_BOOSTS),
    storeFields: ['type', 'navigationPath', 'title'],
    processTerm: foldTerm,
    searchOptions,
  });
  // MiniSearch refuses a duplicate id outright: the first document with an id is the one indexed.
  const byId = new Map<string, SearchDocument>();
  for (const document of documents) if (!byId.has(document.id)) byId.set(document.id, document);
  index.addAll([...byId.values()]);
  return {
    search({ q, type, size, from }) {
      const matches = index.search(q, type ? { filter: (result) => result.type === type } : {});
      return {
        results: matches.slice(from, from + size).map((match) => ({
          type: match.type as SearchResultType,
          navigationPath: match.navigationPath as string,
          id: String(match.id),
          title: match.title as string,
        })),
        total: matches.length,
      };
    },
  };
}

/** The catalogue's cached data is kept 30 minutes (spec §9): an index older than that may miss a product. */
const INDEX_MAX_AGE_MS = 30 * 60_000;

interface BuiltIndex {
  engine: SearchEngine;
  generation: string;
  builtAt: number;
}

/**
 * One index per locale, built on its first search and again when the content's generation changes
 * (a publish) or it is older than `maxAgeMs`. Searches that arrive during a build wait for it
 * rather than start their own.
 */
export function createLocaleIndexes(feed: SearchFeed, { maxAgeMs = INDEX_MAX_AGE_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {}) {
  const built = new Map<Locale, BuiltIndex>();
  const building = new Map<string, Promise<BuiltIndex>>();

  const build = (locale: Locale, generation: string): Promise<BuiltIndex> => {
    const key = `${locale}\u0000${generation}`;
    const pending = building.get(key);
    if (pending) return pending;
    const builtAt = now();
    const started = feed
      .documents(locale)
      .then((documents) => {
        const index = { engine: createSearchEngine(documents), generation, builtAt };
        // A build that started earlier and ended later does not replace a newer one.
        if ((built.get(locale)?.builtAt ?? -Infinity) <= builtAt) built.set(locale, index);
        return index;
      })
      .finally(() => building.delete(key));
    building.set(key, started);
    return started;
  };

  return {
    async search(locale: Locale, query: EngineQuery): Promise<EngineAnswer> {
      const generation = await feed.generation(locale);
      const current = built.get(locale);
      const fresh = current && current.generation === generation && now() - current.builtAt < maxAgeMs;
      return (fresh ? current : await build(locale, generation)).engine.search(query);
    },
  };
}
