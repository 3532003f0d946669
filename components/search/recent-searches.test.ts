import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { searchPageHref } from '@/lib/search/paths';
import { builtInSuggestions, MAX_RECENT_SEARCHES, readRecentSearches, saveRecentSearch, withRecentSearch } from './recent-searches';

afterEach(() => window.localStorage.clear());

describe('withRecentSearch (spec §5: added only when non-empty and not already present; at most 2)', () => {
  it.each([
    [[], 'milho', ['milho']],
    [[], '  milho  ', ['milho']],
    [[], '', []],
    [[], '   ', []],
    [['milho'], 'milho', ['milho']],
    [['milho'], 'MILHO', ['milho']],
    [['milho'], 'soja', ['soja', 'milho']],
    [['soja', 'milho'], 'trigo', ['trigo', 'soja']],
  ])('%j + %j -> %j', (recent, query, expected) => {
    expect(withRecentSearch(recent, query)).toEqual(expected);
    expect(withRecentSearch(recent, query).length).toBeLessThanOrEqual(MAX_RECENT_SEARCHES);
  });
});

describe('stored recent searches', () => {
  it('are saved in this browser and read back', () => {
    saveRecentSearch('soja');
    saveRecentSearch('milho');
    saveRecentSearch('trigo');
    expect(readRecentSearches()).toEqual(['trigo', 'milho']);
  });

  it.each(['not json', '{"a":1}', '[1, "", "soja"]'])('ignore what is not a list of queries: %s', (stored) => {
    window.localStorage.setItem('terralis:recent-searches', stored);
    expect(readRecentSearches()).toEqual(stored.startsWith('[') ? ['soja'] : []);
  });
});

it('every locale has built-in suggestions', () => {
  for (const locale of locales) expect(builtInSuggestions[locale].length).toBeGreaterThan(0);
});

it('leads to the results page with the trimmed query, and its later pages', () => {
  expect(searchPageHref('pt-BR', '  proteção de cultivos ')).toBe('/pt-BR/search?q=prote%C3%A7%C3%A3o+de+cultivos');
  expect(searchPageHref('en-US', 'corn', 3)).toBe('/en-US/search?q=corn&page=3');
});
