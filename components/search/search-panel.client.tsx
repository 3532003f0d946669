'use client';
import '@/lib/browser/zod-jitless';
import Dialog from '@mui/material/Dialog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { QueryProvider } from '@/components/providers/query-provider.client';
import { apiJson } from '@/lib/api-client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { Locale } from '@/lib/i18n/locales';
import { PANEL_RESULT_COUNT, searchAnswerSchema, type SearchResult } from '@/lib/search/contract';
import { searchPageHref } from '@/lib/search/paths';
import { builtInSuggestions, readRecentSearches, saveRecentSearch } from './recent-searches';
import iconButton from '@/components/theme/icon-button.module.css';
import styles from './search-panel.module.css';
import { useDebounced } from '@/lib/browser/use-debounced';

/** How long typing pauses before the panel asks (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchPanelProps {
  open: boolean;
  onClose: () => void;
  /** The `Search` messages, read on the server. */
  intl: ClientIntl;
}

/** The header's search panel with what it needs around it: its messages and TanStack Query. */
export function SearchPanel({ intl, ...props }: SearchPanelProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        <SearchDialog locale={intl.locale} {...props} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}

/** An entry of the list under the box: a query to search for, or a result to go to. */
type Option = { kind: 'suggestion'; query: string; recent: boolean } | { kind: 'result'; result: SearchResult };

/**
 * The global search panel (discovery spec §2, §4, §5, §8, §9): a dialog (MUI's: focus kept inside
 * and returned to the opener; Escape, the backdrop and the close button close it) with a combobox.
 * Empty, it suggests the locale's built-in queries and the visitor's last two; typed, it shows up
 * to 6 results (articles and products) 300 ms after typing pauses, a request that a newer query
 * supersedes being aborted (TanStack Query cancels a query nobody observes any more). Arrows move
 * through the list; Enter opens the active entry, or with a non-blank query the results page.
 */
function SearchDialog({ locale, open, onClose }: Omit<SearchPanelProps, 'intl'> & { locale: Locale }) {
  const t = useTranslations('Search');
  const router = useRouter();
  const ids = { title: useId(), input: useId(), list: useId() };
  const [typed, setTyped] = useState('');
  // Read as the panel first opens (it is only ever rendered in the browser), then kept as it saves.
  const [recent, setRecent] = useState<string[]>(readRecentSearches);
  // The entry the arrows moved to, for the list it was chosen in: a new list starts with none (-1).
  const [activeIn, setActiveIn] = useState({ list: '', index: -1 });
  const query = typed.trim();
  const settledQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);

  const search = useQuery({
    queryKey: ['site-search', locale, settledQuery],
    queryFn: ({ signal }) =>
      apiJson(`/api/search?${new URLSearchParams({ q: settledQuery, locale, size: String(PANEL_RESULT_COUNT) })}`, searchAnswerSchema, { signal }),
    enabled: open && settledQuery !== '',
    // The last results stay on screen while the next ones load: the list does not flash empty.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });

  const showsResults = query !== '';
  const options: Option[] = showsResults
    ? (search.data?.results ?? []).slice(0, PANEL_RESULT_COUNT).map((result) => ({ kind: 'result', result }))
    : [
        ...recent.map((saved) => ({ kind: 'suggestion' as const, query: saved, recent: true })),
        ...builtInSuggestions[locale].filter((suggestion) => !recent.includes(suggestion)).map((suggestion) => ({ kind: 'suggestion' as const, query: suggestion, recent: false })),
      ];
  // Until the answer for what is typed now has come, the list is the previous query's.
  const waiting = showsResults && (query !== settledQuery || search.isFetching);

  const list = showsResults ? `results:${query}:${search.dataUpdatedAt}` : 'suggestions';
  const active = activeIn.list === list ? activeIn.index : -1;

  const optionId = (index: number) => `${ids.list}-${index}`;
  const close = onClose;
  const choose = (option: Option) => {
    if (option.kind === 'suggestion') {
      setTyped(option.query);
      inputRef.current?.focus();
      return;
    }
    setRecent(saveRecentSearch(query));
    close();
    router.push(option.result.navigationPath);
  };
  const goToResultsPage = () => {
    if (!query) return;
    close();
    router.push(searchPageHref(locale, query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      // Down from the last entry, or up from the first, comes back to the box (-1), and on round.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = active + step;
      setActiveIn({ list, index: next >= options.length ? -1 : next < -1 ? options.length - 1 : next });
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
      else goToResultsPage();
    }
  };

  let status: string | null = null;
  if (showsResults && search.isError && !waiting) status = t('error', { message: search.error.message });
  else if (showsResults && search.data && !waiting && search.data.results.length === 0) status = t('noResults', { query: settledQuery });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={ids.title}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { className: styles.paper } }}
    >
      <div className={styles.head}>
        <h2 id={ids.title} className={styles.title}>
          {t('dialogTitle')}
        </h2>
        <button type="button" className={iconButton.iconButton} aria-label={t('close')} onClick={close}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </svg>
        </button>
      </div>
      <form
        role="search"
        className={styles.form}
        action={`/${locale}/search`}
        onSubmit={(event) => {
          event.preventDefault();
          goToResultsPage();
        }}
      >
        <label htmlFor={ids.input} className={styles.visuallyHidden}>
          {t('inputLabel')}
        </label>
        <input
          ref={inputRef}
          // The box is what the panel is for: focus lands there when it opens (and returns to the opener when it closes).
          autoFocus
          id={ids.input}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={ids.list}
          aria-activedescendant={active >= 0 && active < options.length ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={t('placeholder')}
          maxLength={200}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          className={styles.input}
        />
      </form>
      <div className={styles.body}>
        <p id={`${ids.list}-heading`} className={styles.listHeading}>
          {showsResults ? t('results') : t('suggestions')}
        </p>
        <ul id={ids.list} role="listbox" aria-labelledby={`${ids.list}-heading`} aria-busy={waiting} className={styles.list}>
          {options.map((option, index) => (
            <li
              key={option.kind === 'result' ? `${option.result.type}:${option.result.id}` : `${option.recent ? 'recent' : 'built-in'}:${option.query}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps the focus in the box: a click chooses, it does not blur the combobox first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {option.kind === 'result' ? (
                <>
                  <span className={styles.optionTitle}>{option.result.title}</span>
                  <span className={styles.optionType}>{t(`type.${option.result.type}`)}</span>
                </>
              ) : (
                <>
                  <span className={styles.optionTitle}>{option.query}</span>
                  {option.recent && <span className={styles.optionType}>{t('recent')}</span>}
                </>
              )}
            </li>
          ))}
        </ul>
        <div role="status" className={styles.status}>
          {waiting && search.data === undefined ? t('loading') : status}
        </div>
        {showsResults && (
          <a href={searchPageHref(locale, query)} className={styles.viewAll} onClick={close}>
            {t('viewAll')}
          </a>
        )}
      </div>
    </Dialog>
  );
}
