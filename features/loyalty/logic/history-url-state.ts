import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_PAGE_SIZES, HISTORY_PREVIEW_PAGE_SIZE } from '@/lib/loyalty/history-page-sizes';

/**
 * The complete history's filters and page, kept in the address so a reload, the back button and a
 * shared link show the same rows. Every field has a default, and the address leaves defaults out
 * (`?page=1&pageSize=10` is just ``); a value that is not valid reads as its default.
 */
export interface HistoryUrlState {
  /** 1 and up. */
  page: number;
  pageSize: HistoryPageSize;
  /** Trimmed; '' for no search. */
  search: string;
  /** Category ids (of `/transaction-category`), each once, in the order chosen; empty for all. */
  categories: readonly string[];
  /** First and last calendar day (YYYY-MM-DD, both included) of the range; null for an open end. */
  startDate: string | null;
  endDate: string | null;
}

/** The page sizes the complete history offers (the route also takes the preview's 5). */
export const HISTORY_PAGE_SIZE_OPTIONS = HISTORY_PAGE_SIZES.filter((size) => size !== HISTORY_PREVIEW_PAGE_SIZE) as readonly Exclude<(typeof HISTORY_PAGE_SIZES)[number], typeof HISTORY_PREVIEW_PAGE_SIZE>[];
export type HistoryPageSize = (typeof HISTORY_PAGE_SIZE_OPTIONS)[number];

/** A longer search is not one a person typed: it reads as no search. */
export const HISTORY_SEARCH_MAX_LENGTH = 100;

export const DEFAULT_HISTORY_URL_STATE: HistoryUrlState = {
  page: 1,
  pageSize: HISTORY_DEFAULT_PAGE_SIZE,
  search: '',
  categories: [],
  startDate: null,
  endDate: null,
};

/**
 * One address parameter: `parse` reads its value (null when invalid: the caller takes the
 * default), `serialize` writes it, `eq` compares two values. The shape of nuqs's `createParser`
 * options, so the UI can hand each field to nuqs (`createParser(historyUrlFields.page)
 * .withDefault(DEFAULT_HISTORY_URL_STATE.page)`) and agree with these functions.
 */
export interface UrlField<T> {
  parse: (value: string) => T | null;
  serialize: (value: T) => string;
  eq: (a: T, b: T) => boolean;
}

/** Equality of values compared as they are. */
const same = <T>(a: T, b: T) => a === b;

const CATEGORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a value is a real calendar day written YYYY-MM-DD (no 2026-02-30): the day it names in
 * UTC writes back the same. Plain Date, no date library: the complete history's browser controller
 * reads addresses with this module.
 */
export function isCalendarDay(value: string): boolean {
  if (!CALENDAR_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A range end: a calendar day. */
const calendarDayField: UrlField<string> = { parse: (value) => (isCalendarDay(value) ? value : null), serialize: String, eq: same };

/** The address parameters, by the state's field names (which are also the parameter names). */
export const historyUrlFields: { [K in keyof HistoryUrlState]: UrlField<NonNullable<HistoryUrlState[K]>> } = {
  page: {
    parse: (value) => (/^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null),
    serialize: String,
    eq: same,
  },
  pageSize: {
    parse: (value) => HISTORY_PAGE_SIZE_OPTIONS.find((size) => String(size) === value) ?? null,
    serialize: String,
    eq: same,
  },
  search: {
    parse: (value) => {
      const search = value.trim();
      return search !== '' && search.length <= HISTORY_SEARCH_MAX_LENGTH ? search : null;
    },
    serialize: String,
    eq: same,
  },
  categories: {
    // Comma-separated, as nuqs's parseAsArrayOf writes arrays; ids that are not ids are dropped, repeats kept once.
    parse: (value) => {
      const ids = [...new Set(value.split(',').map((id) => id.trim()))].filter((id) => CATEGORY_ID.test(id));
      return ids.length > 0 ? ids : null;
    },
    serialize: (ids) => ids.join(','),
    eq: (a, b) => a.length === b.length && a.every((id, index) => id === b[index]),
  },
  startDate: calendarDayField,
  endDate: calendarDayField,
};

/** The state's fields, in the order the address writes them. */
const fieldNames = Object.keys(DEFAULT_HISTORY_URL_STATE) as (keyof HistoryUrlState)[];

/** The state from raw values (as an address or an action gives them), each field its default when invalid, and no range whose start is after its end (both ends dropped). */
function normalise(raw: { [K in keyof HistoryUrlState]?: string | null }): HistoryUrlState {
  const read = <K extends keyof HistoryUrlState>(field: K): HistoryUrlState[K] => {
    const value = raw[field];
    const parsed = value == null ? null : (historyUrlFields[field].parse(value) as HistoryUrlState[K] | null);
    return parsed ?? DEFAULT_HISTORY_URL_STATE[field];
  };
  const state: HistoryUrlState = {
    page: read('page'),
    pageSize: read('pageSize'),
    search: read('search'),
    categories: read('categories'),
    startDate: read('startDate'),
    endDate: read('endDate'),
  };
  if (rangeEndsBeforeStart(state.startDate, state.endDate)) {
    return { ...state, startDate: null, endDate: null };
  }
  return state;
}

/** The state written as raw values, the way `normalise` reads them. */
const rawValues = (state: HistoryUrlState): { [K in keyof HistoryUrlState]: string | null } => ({
  page: String(state.page),
  pageSize: String(state.pageSize),
  search: state.search,
  categories: state.categories.join(','),
  startDate: state.startDate,
  endDate: state.endDate,
});

/** Reads the state from an address's parameters (`?categories=a&categories=b` is read like `?categories=a,b`). */
export function parseHistoryUrlState(params: Pick<URLSearchParams, 'get' | 'getAll'>): HistoryUrlState {
  const categories = params.getAll('categories');
  return normalise({
    page: params.get('page'),
    pageSize: params.get('pageSize'),
    search: params.get('search'),
    categories: categories.length > 0 ? categories.join(',') : null,
    startDate: params.get('startDate'),
    endDate: params.get('endDate'),
  });
}

/**
 * The one rule for a date range the history refuses: both ends given and the last day before the
 * first (days as `YYYY-MM-DD`, which compare as text). The address's state leaves such a range
 * out; the controller refuses it before asking; the server shows it refused (`refusedDateRange`).
 */
export function rangeEndsBeforeStart(startDate: string | null, endDate: string | null): boolean {
  return startDate !== null && endDate !== null && startDate > endDate;
}

/**
 * The date range an address asks for when it ends before it starts (a filters form sent without
 * script): the state leaves it out, and the page says why, with the days as they were typed.
 */
export function refusedDateRange(params: Pick<URLSearchParams, 'get'>): { startDate: string; endDate: string } | null {
  const [startDate, endDate] = [params.get('startDate'), params.get('endDate')];
  return startDate && endDate && isCalendarDay(startDate) && isCalendarDay(endDate) && rangeEndsBeforeStart(startDate, endDate) ? { startDate, endDate } : null;
}

/** The address parameters of a state, defaults left out, in the state's field order. */
export function historyUrlSearchParams(state: HistoryUrlState): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fieldNames) {
    const value = state[field];
    const fieldRules = historyUrlFields[field] as UrlField<typeof value>;
    if (value !== null && !fieldRules.eq(value, DEFAULT_HISTORY_URL_STATE[field])) params.set(field, fieldRules.serialize(value));
  }
  return params;
}

/** The address of the complete history's page at `pagePath` (a locale path) with a state's parameters, defaults left out. */
export function historyHref(pagePath: string, state: HistoryUrlState): string {
  const query = historyUrlSearchParams(state).toString();
  return query ? `${pagePath}?${query}` : pagePath;
}

/** What a person does to the complete history. */
export type HistoryUrlAction =
  | { type: 'go-to-page'; page: number }
  | { type: 'set-page-size'; pageSize: number }
  | { type: 'search'; search: string }
  | { type: 'set-categories'; categories: readonly string[] }
  | { type: 'set-date-range'; startDate: string | null; endDate: string | null }
  | { type: 'clear-filters' };

/** Whether two states show the same rows but for the page (same size, search, categories and range). */
const sameFilters = (a: HistoryUrlState, b: HistoryUrlState) =>
  fieldNames.every((field) => field === 'page' || (historyUrlFields[field] as UrlField<unknown>).eq(a[field], b[field]));

/** The raw values an action sets. */
function changedValues(action: HistoryUrlAction): { [K in keyof HistoryUrlState]?: string | null } {
  switch (action.type) {
    case 'go-to-page':
      return { page: String(action.page) };
    case 'set-page-size':
      return { pageSize: String(action.pageSize) };
    case 'search':
      return { search: action.search };
    case 'set-categories':
      return { categories: action.categories.join(',') };
    case 'set-date-range':
      return { startDate: action.startDate, endDate: action.endDate };
    case 'clear-filters':
      return { search: null, categories: null, startDate: null, endDate: null };
  }
}

/**
 * The next state. Going to a page changes only the page. Any other action that changes something
 * (page size, search, categories, date range, clearing the filters: all but the page size)
 * returns to page 1; one that changes nothing returns the same state, page
 * included. Values are read like the address's: invalid ones become the default (page 1, 10 per
 * page, no search, no such category, no range).
 */
export function historyUrlReducer(state: HistoryUrlState, action: HistoryUrlAction): HistoryUrlState {
  const next = normalise({ ...rawValues(state), ...changedValues(action) });
  if (action.type === 'go-to-page') return next.page === state.page ? state : next;
  return sameFilters(next, state) ? state : { ...next, page: 1 };
}
