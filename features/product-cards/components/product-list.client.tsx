'use client';
import { parseAsString, useQueryStates } from 'nuqs';
import { useEffect, useMemo, useRef, useState } from 'react';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { buttonClasses } from '@/components/theme/button-classes';
import { FacetSelect, SearchField } from '@/components/catalogue/filter-fields';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import { UrlStateProvider } from '@/lib/browser/url-state.client';
import type { Locale } from '@/lib/i18n/locales';
import { canViewMore, fillSlots, filterCards, offeredOr, shownAt, type CardRow, type ListFilters } from '../logic/cards';
import { ProductCard, type ProductCardLabels } from './product-card';
import styles from './product-cards.module.css';

export interface ProductListLabels extends ProductCardLabels {
  filters: string;
  search: string;
  crop: string;
  allCrops: string;
  brand: string;
  allBrands: string;
  /** 'Showing {shown} of {total}': the browser fills `{shown}` (Intl) and `{total}` (from `totals`). */
  count: string;
  /** '57 products' for every count from 0 to all of them (formatted on the server: plurals need no runtime here). */
  totals: string[];
  viewMore: string;
  noResults: string;
}

export interface ProductListProps {
  /** Names the controls: the same on the server and in the browser, so what a visitor typed before the code loaded carries over. */
  idPrefix: string;
  locale: Locale;
  rows: CardRow[];
  /** The crop select's options: display codes and their names. */
  crops: { value: string; label: string }[];
  brands: string[];
  labels: ProductListLabels;
  /** The address's query when the server knows it (per-request pages); cached pages render the defaults. */
  serverSearch?: string;
}

/** The URL's filters (spec: "filters live in the URL"): typing replaces the entry, defaults leave the address clean. */
const filterParsers = { q: parseAsString.withDefault(''), crop: parseAsString.withDefault(''), brand: parseAsString.withDefault('') };

/**
 * The product list widget (discovery spec §2, §9): a search box, a crop and a brand select (kept in
 * the URL as `q`, `crop`, `brand`), the count line, the cards, 20 at a time with 'view more' up to
 * 20 steps, and 'no matching results found'. Every change of a filter starts again at the first step.
 */
export function ProductList({ serverSearch, ...props }: ProductListProps) {
  return (
    <UrlStateProvider serverSearch={serverSearch}>
      <ProductListView {...props} />
    </UrlStateProvider>
  );
}

function ProductListView({ idPrefix, locale, rows, crops, brands, labels }: Omit<ProductListProps, 'serverSearch'>) {
  const [query, setQuery] = useQueryStates(filterParsers, { history: 'replace', clearOnDefault: true });
  const [step, setStep] = useState(1);
  const search = useRef<HTMLInputElement>(null);
  const cropSelect = useRef<HTMLSelectElement>(null);
  const brandSelect = useRef<HTMLSelectElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // After 'view more': the first of the new cards, which takes the focus (the button may be gone).
  const focusCard = useRef<number | null>(null);

  const cropValues = useMemo(() => crops.map((crop) => crop.value), [crops]);
  // An address with a crop or brand the selects do not offer filters nothing.
  const filters: ListFilters = { q: query.q, crop: offeredOr(query.crop, cropValues), brand: offeredOr(query.brand, brands) };
  const matching = useMemo(() => filterCards(rows, filters), [rows, filters.q, filters.crop, filters.brand]); // eslint-disable-line react-hooks/exhaustive-deps
  const shown = shownAt(step, matching.length);

  const change = (next: Partial<ListFilters>) => {
    setStep(1);
    void setQuery(next);
  };

  // Mounted over the server's markup with what the visitor entered there put back: adopt it; else show the URL's.
  useEffect(() => {
    const entered: Partial<ListFilters> = {};
    const pairs = [
      ['q', search.current],
      ['crop', cropSelect.current],
      ['brand', brandSelect.current],
    ] as const;
    for (const [key, control] of pairs) {
      if (!control) continue;
      if (control.value && control.value !== query[key]) entered[key] = control.value;
      else if (control.value !== filters[key]) control.value = filters[key];
    }
    // Still the first step: only the URL follows.
    if (Object.keys(entered).length > 0) void setQuery(entered);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const index = focusCard.current;
    focusCard.current = null;
    if (index !== null) list.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[index]?.focus();
  }, [step]);

  const viewMore = () => {
    focusCard.current = shown;
    setStep((current) => current + 1);
  };

  const number = new Intl.NumberFormat(locale);
  const brandOptions = brands.map((brand) => ({ value: brand, label: brand }));
  return (
    <div className={styles.widget}>
      <div role="search" aria-label={labels.filters} className={styles.filters}>
        <SearchField ref={search} id={`${idPrefix}-search`} label={labels.search} value={filters.q} onChange={(value) => change({ q: value })} />
        <FacetSelect ref={cropSelect} id={`${idPrefix}-crop`} label={labels.crop} all={labels.allCrops} options={crops} value={filters.crop} onChange={(value) => change({ crop: value })} />
        <FacetSelect
          ref={brandSelect}
          id={`${idPrefix}-brand`}
          label={labels.brand}
          all={labels.allBrands}
          options={brandOptions}
          value={filters.brand}
          onChange={(value) => change({ brand: value })}
        />
      </div>

      <p role="status" className={matching.length === 0 ? catalogue.noResults : catalogue.count}>
        {matching.length === 0 ? labels.noResults : fillSlots(labels.count, { shown: number.format(shown), total: labels.totals[matching.length] ?? String(matching.length) })}
      </p>

      {matching.length > 0 && (
        <ul ref={list} className={cx(layout.plainList, styles.grid)}>
          {matching.slice(0, shown).map((row) => (
            <li key={row.seoSlug}>
              <ProductCard row={row} labels={labels} />
            </li>
          ))}
        </ul>
      )}

      {canViewMore(step, matching.length) && (
        <button type="button" className={cx(buttonClasses({ variant: 'outlined' }), styles.more)} onClick={viewMore}>
          {labels.viewMore}
        </button>
      )}
    </div>
  );
}
