'use client';
import { useEffect, useMemo, useRef, useState } from 'react';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { FacetSelect, SearchField } from '@/components/catalogue/filter-fields';
import { LetterBar } from '@/components/catalogue/letter-bar';
import controls from '@/components/theme/controls.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { enabledLetters } from '@/lib/catalogue/alphabet';
import { filterRows, noFilters, type Facet, type FacetKey, type ListingFilters, type ListingRow } from '../logic/listing';
import { ProductRow, type ProductRowLabels } from './product-row.client';
import styles from './product-listing.module.css';

export interface ProductListingLabels extends ProductRowLabels {
  letters: string;
  filters: string;
  search: string;
  bioOnly: string;
  productName: string;
  description: string;
  download: string;
  noResults: string;
  /** What the live region says for each count of rows shown, from 0 to all of them (formatted on the server). */
  shown: string[];
}

export interface ProductListingProps {
  /** Names the controls and rows: the same on the server and in the browser, so what a visitor chose before the code loaded carries over. */
  idPrefix: string;
  locale: Locale;
  rows: ListingRow[];
  facets: Facet[];
  /** Offers the 'biologicals only' checkbox (crop protection that is not bio-only already). */
  bioFilter: boolean;
  labels: ProductListingLabels;
}

/**
 * The A-Z product listing (discovery spec §2, §4, §5, §9): the locale's letter bar (letters no
 * product starts with disabled), a search box, the group's selects and the biologicals box, the
 * count of products shown, and the rows. Everything filters in the browser, over the rows the
 * server rendered; every filter narrows the others' result. Its words come as props.
 */
export function ProductListing({ idPrefix, locale, rows, facets, bioFilter, labels }: ProductListingProps) {
  const [filters, setFilters] = useState<ListingFilters>(noFilters);
  const search = useRef<HTMLInputElement>(null);
  const selects = useRef<Partial<Record<FacetKey, HTMLSelectElement | null>>>({});
  const bio = useRef<HTMLInputElement>(null);

  // Mounted over the server's markup, with what the visitor typed or chose there put back: adopt it.
  useEffect(() => {
    const chosen = Object.entries(selects.current).flatMap(([key, select]) => (select?.value ? [[key, select.value]] : []));
    const adopted = { search: search.current?.value ?? '', facets: Object.fromEntries(chosen), bioOnly: bio.current?.checked ?? false };
    if (adopted.search || chosen.length > 0 || adopted.bioOnly) setFilters((current) => ({ ...current, ...adopted }));
  }, []);

  const enabled = useMemo(() => enabledLetters(rows.flatMap((row) => [row.name, row.hybridLabel ?? '']), locale), [rows, locale]);
  const shown = useMemo(() => filterRows(rows, filters, locale), [rows, filters, locale]);
  const update = (change: Partial<ListingFilters>) => setFilters((current) => ({ ...current, ...change }));
  const chooseFacet = (key: FacetKey, value: string) => setFilters((current) => ({ ...current, facets: { ...current.facets, [key]: value } }));

  return (
    <div className={styles.listing}>
      <LetterBar locale={locale} label={labels.letters} enabled={enabled} chosen={filters.letter} onChoose={(letter) => update({ letter })} />

      <div role="search" aria-label={labels.filters} className={controls.filters}>
        <SearchField ref={search} id={`${idPrefix}-search`} label={labels.search} value={filters.search} onChange={(value) => update({ search: value })} />
        {facets.map((facet) => (
          <FacetSelect
            key={facet.key}
            ref={(element) => {
              selects.current[facet.key] = element;
            }}
            id={`${idPrefix}-${facet.key}`}
            label={facet.label}
            all={facet.all}
            options={facet.options}
            value={filters.facets[facet.key] ?? ''}
            onChange={(value) => chooseFacet(facet.key, value)}
          />
        ))}
        {bioFilter && (
          <label className={styles.checkbox}>
            <input ref={bio} id={`${idPrefix}-bio-only`} name={`${idPrefix}-bio-only`} type="checkbox" checked={filters.bioOnly} onChange={(event) => update({ bioOnly: event.target.checked })} />
            {labels.bioOnly}
          </label>
        )}
      </div>

      <p role="status" className={catalogue.count}>
        {labels.shown[shown.length]}
      </p>

      {shown.length === 0 ? (
        <p className={catalogue.noResults}>{labels.noResults}</p>
      ) : (
        // Roles named: the table is laid out as a grid per row (product-listing.module.css), and a
        // table whose display changed loses its roles in some browsers.
        <table role="table" className={styles.table}>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">
                {labels.productName}
              </th>
              <th role="columnheader" scope="col">
                {labels.description}
              </th>
              <th role="columnheader" scope="col">
                {labels.download}
              </th>
            </tr>
          </thead>
          {shown.map((row) => (
            <ProductRow key={row.seoSlug} row={row} idPrefix={idPrefix} labels={labels} />
          ))}
        </table>
      )}
    </div>
  );
}
