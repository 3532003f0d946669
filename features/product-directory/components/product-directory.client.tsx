'use client';
import { useQueryStates } from 'nuqs';
import { useEffect, useMemo, useRef, useState } from 'react';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { FacetSelect, SearchField } from '@/components/catalogue/filter-fields';
import { LetterBar } from '@/components/catalogue/letter-bar';
import { TabList, tabId, tabPanelId } from '@/components/tabs/tab-list.client';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import layout from '@/components/theme/layout.module.css';
import { UrlStateProvider } from '@/lib/browser/url-state.client';
import type { Locale } from '@/lib/i18n/locales';
import {
  countLine,
  DIRECTORY_TABS,
  filterItems,
  filtersKey,
  firstPage,
  loadMore,
  settleFilters,
  shownCount,
  tabFacets,
  tabLetters,
  type CountTemplates,
  type DirectoryItem,
  type DirectoryTab,
} from '../logic/directory';
import { directoryParsers, urlOptions } from '../logic/url-state';
import { DirectoryCard, type DirectoryCardLabels } from './directory-card';
import styles from './product-directory.module.css';

export interface ProductDirectoryLabels extends DirectoryCardLabels {
  tabsLabel: string;
  tabs: Record<DirectoryTab, string>;
  letters: string;
  filters: string;
  search: string;
  crop: string;
  allCrops: string;
  type: string;
  allTypes: string;
  /** 'Showing {shown} of {total} products' by plural category (the messages' raw text: the island has no message runtime). */
  count: CountTemplates;
  noResults: string;
  loadMore: string;
}

export interface ProductDirectoryProps {
  /** Names the controls: the same on the server and in the browser, so what a visitor chose before the code loaded carries over. */
  idPrefix: string;
  locale: Locale;
  /** Every card, filed by name. */
  items: DirectoryItem[];
  /** A crop's name in the locale, by display code. */
  cropNames: Record<string, string>;
  labels: ProductDirectoryLabels;
}

/**
 * The products directory (discovery spec §2, §5, §9; issue 20 "filters live in the URL"): tabs,
 * the locale's letter bar (letters the tab's items start with enabled), a search box, crop and type
 * selects, a count line, 8 cards and 'load more' for 8 more. The filters are the address's query
 * (nuqs, replacing the entry); the server renders the defaults (the All tab's first 8 cards), and
 * the island reads the address when it goes live. Any change of filters shows the first 8 again.
 */
export function ProductDirectory(props: ProductDirectoryProps) {
  return (
    <UrlStateProvider>
      <Directory {...props} />
    </UrlStateProvider>
  );
}

function Directory({ idPrefix, locale, items, cropNames, labels }: ProductDirectoryProps) {
  const parsers = useMemo(() => directoryParsers(locale), [locale]);
  const [query, setQuery] = useQueryStates(parsers, urlOptions);
  // What the address asks for, as far as the tab can offer it.
  const filters = useMemo(() => settleFilters(query, items, locale), [query, items, locale]);
  const [paging, setPaging] = useState(() => firstPage(filters));
  const search = useRef<HTMLInputElement>(null);
  const selects = useRef<{ crop?: HTMLSelectElement | null; type?: HTMLSelectElement | null }>({});
  const list = useRef<HTMLUListElement>(null);
  // Set by 'load more': the first new card's link takes the focus once it is shown.
  const focusNext = useRef<number | null>(null);

  // An address with values the tab cannot offer is cleaned up (old links, hand edits).
  useEffect(() => {
    if (filtersKey(query) !== filtersKey(filters)) void setQuery(filters);
  }, [query, filters, setQuery]);

  // Mounted over the server's markup, whose controls' values were put back into these: where the
  // address says nothing, adopt what the visitor entered there; where it says something, it wins.
  const atMount = useRef(filters);
  useEffect(() => {
    const wanted = atMount.current;
    const fields = [
      ['q', search.current],
      ['crop', selects.current.crop],
      ['type', selects.current.type],
    ] as const;
    const adopted: Partial<Record<(typeof fields)[number][0], string>> = {};
    for (const [key, field] of fields) {
      const value = wanted[key] ?? '';
      if (!field || field.value === value) continue;
      if (field.value && !value) adopted[key] = field.value;
      else field.value = value;
    }
    if (Object.keys(adopted).length > 0) void setQuery(adopted);
  }, [setQuery]);

  const letters = useMemo(() => tabLetters(items, filters.tab, locale), [items, filters.tab, locale]);
  const facets = useMemo(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    const values = tabFacets(items, filters.tab);
    const options = (list: string[], label: (value: string) => string) =>
      list.map((value) => ({ value, label: label(value) })).sort((a, b) => collator.compare(a.label, b.label));
    return { crop: options(values.crop, (code) => cropNames[code] ?? code), type: options(values.type, (type) => type) };
  }, [items, filters.tab, locale, cropNames]);
  const results = useMemo(() => filterItems(items, filters, locale), [items, filters, locale]);
  const shown = shownCount(paging, filters, results.length);

  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    focusNext.current = null;
    list.current?.children[index]?.querySelector('a')?.focus();
  }, [shown]);

  const chooseTab = (tab: DirectoryTab) => void setQuery(settleFilters({ ...filters, tab }, items, locale));
  const showMore = () => {
    focusNext.current = shown;
    setPaging(loadMore(filters, shown));
  };

  const panelId = tabPanelId(idPrefix);
  return (
    <div className={styles.directory}>
      <TabList label={labels.tabsLabel} tabs={DIRECTORY_TABS} selected={filters.tab} onSelect={chooseTab} labelOf={(tab) => labels.tabs[tab]} idPrefix={idPrefix} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(idPrefix, filters.tab)} className={styles.directory}>
        <LetterBar locale={locale} label={labels.letters} enabled={letters} chosen={filters.letter} onChoose={(letter) => void setQuery({ letter })} />

        <div role="search" aria-label={labels.filters} className={controls.filters}>
          <SearchField ref={search} id={`${idPrefix}-search`} label={labels.search} value={filters.q} onChange={(value) => void setQuery({ q: value })} />
          {(['crop', 'type'] as const).map(
            (key) =>
              facets[key].length > 0 && (
                <FacetSelect
                  key={key}
                  ref={(element) => {
                    selects.current[key] = element;
                  }}
                  id={`${idPrefix}-${key}`}
                  label={labels[key]}
                  all={key === 'crop' ? labels.allCrops : labels.allTypes}
                  options={facets[key]}
                  value={filters[key] ?? ''}
                  onChange={(value) => void setQuery({ [key]: value || null })}
                />
              ),
          )}
        </div>

        <p role="status" className={results.length === 0 ? catalogue.noResults : catalogue.count}>
          {results.length === 0 ? labels.noResults : countLine(labels.count, shown, results.length, locale)}
        </p>

        {results.length > 0 && (
          <ul ref={list} className={cx(layout.plainList, styles.grid)}>
            {results.slice(0, shown).map((item) => (
              <DirectoryCard key={item.id} item={item} labels={labels} />
            ))}
          </ul>
        )}

        {shown < results.length && (
          <button type="button" className={cx(buttonClasses({ variant: 'outlined' }), styles.more)} aria-controls={panelId} onClick={showMore}>
            {labels.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}
