import {
  DEFAULT_HISTORY_URL_STATE,
  HISTORY_PAGE_SIZE_OPTIONS,
  historyHref,
  historyUrlFields,
  historyUrlReducer,
  historyUrlSearchParams,
  isCalendarDay,
  parseHistoryUrlState,
  rangeEndsBeforeStart,
  refusedDateRange,
  type HistoryUrlAction,
  type HistoryUrlState,
} from './history-url-state';

const parse = (query: string) => parseHistoryUrlState(new URLSearchParams(query));
const state = (changes: Partial<HistoryUrlState>): HistoryUrlState => ({ ...DEFAULT_HISTORY_URL_STATE, ...changes });
const full = state({ page: 3, pageSize: 25, search: 'milho', categories: ['12', 'campanhas'], startDate: '2026-01-01', endDate: '2026-03-31' });

describe('the defaults of the spec', () => {
  it('are page 1 of 10 rows, sizes 10, 25, 50 and 100, no filters', () => {
    expect(HISTORY_PAGE_SIZE_OPTIONS).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_HISTORY_URL_STATE).toEqual({ page: 1, pageSize: 10, search: '', categories: [], startDate: null, endDate: null });
  });
});

describe('parseHistoryUrlState', () => {
  it('reads every field', () => {
    expect(parse('page=3&pageSize=25&search=milho&categories=12,campanhas&startDate=2026-01-01&endDate=2026-03-31')).toEqual(full);
    expect(parse('')).toEqual(DEFAULT_HISTORY_URL_STATE);
    expect(parse('utm_source=email&other=1')).toEqual(DEFAULT_HISTORY_URL_STATE);
  });

  it.each<[string, Partial<HistoryUrlState>]>([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=1e2', { page: 1 }],
    ['page=02', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=', { page: 1 }],
    ['page=99999999999999999999', { page: 1 }],
    ['page=7', { page: 7 }],
    ['pageSize=20', { pageSize: 10 }],
    ['pageSize=0', { pageSize: 10 }],
    ['pageSize=10.0', { pageSize: 10 }],
    ['pageSize=1000', { pageSize: 10 }],
    ['pageSize=50', { pageSize: 50 }],
    ['pageSize=100', { pageSize: 100 }],
    ['search=%20%20', { search: '' }],
    ['search=%20soja%20', { search: 'soja' }],
    [`search=${'a'.repeat(100)}`, { search: 'a'.repeat(100) }],
    [`search=${'a'.repeat(101)}`, { search: '' }],
    ['categories=', { categories: [] }],
    ['categories=,,', { categories: [] }],
    ['categories=a,,b,a', { categories: ['a', 'b'] }],
    ['categories=%20a%20,b', { categories: ['a', 'b'] }],
    ['categories=a%20b,<x>,7', { categories: ['7'] }],
    ['categories=3&categories=1,2', { categories: ['3', '1', '2'] }],
    ['startDate=2026-02-30', { startDate: null }],
    ['startDate=2026-1-5', { startDate: null }],
    ['startDate=05/01/2026', { startDate: null }],
    ['startDate=2026-01-05T00:00:00Z', { startDate: null }],
    ['startDate=2026-01-05', { startDate: '2026-01-05' }],
    ['endDate=2026-01-05', { endDate: '2026-01-05' }],
    ['startDate=2026-01-05&endDate=2026-01-05', { startDate: '2026-01-05', endDate: '2026-01-05' }],
    // A range that ends before it starts is no range.
    ['startDate=2026-03-01&endDate=2026-02-28', { startDate: null, endDate: null }],
  ])('%s reads as %j, the rest default', (query, expected) => {
    expect(parse(query)).toEqual(state(expected));
  });
});

describe('historyHref', () => {
  it('is the page itself without a query for the defaults, and the page with its parameters otherwise', () => {
    expect(historyHref('/pt-BR/historico', DEFAULT_HISTORY_URL_STATE)).toBe('/pt-BR/historico');
    expect(historyHref('/pt-BR/historico', state({ page: 2, search: 'soja' }))).toBe('/pt-BR/historico?page=2&search=soja');
  });
});

describe('historyUrlSearchParams', () => {
  it('leaves the defaults out', () => {
    expect(historyUrlSearchParams(DEFAULT_HISTORY_URL_STATE).toString()).toBe('');
    expect(historyUrlSearchParams(state({ page: 2 })).toString()).toBe('page=2');
    expect(historyUrlSearchParams(state({ endDate: '2026-02-01' })).toString()).toBe('endDate=2026-02-01');
  });

  it('writes every field in a fixed order', () => {
    expect(historyUrlSearchParams(full).toString()).toBe('page=3&pageSize=25&search=milho&categories=12%2Ccampanhas&startDate=2026-01-01&endDate=2026-03-31');
  });

  it.each([
    DEFAULT_HISTORY_URL_STATE,
    full,
    state({ search: 'adubo & sementes, 50% off' }),
    state({ categories: ['a'] }),
    state({ pageSize: 100, startDate: '2024-02-29' }),
  ])('round-trips %j', (original) => {
    expect(parseHistoryUrlState(historyUrlSearchParams(original))).toEqual(original);
  });
});

describe('historyUrlFields (nuqs createParser options)', () => {
  it('parse one value, null when invalid', () => {
    expect(historyUrlFields.page.parse('4')).toBe(4);
    expect(historyUrlFields.page.parse('0')).toBeNull();
    expect(historyUrlFields.pageSize.parse('25')).toBe(25);
    expect(historyUrlFields.pageSize.parse('30')).toBeNull();
    expect(historyUrlFields.search.parse(' ')).toBeNull();
    expect(historyUrlFields.categories.parse('b,a')).toEqual(['b', 'a']);
    expect(historyUrlFields.startDate.parse('2026-13-01')).toBeNull();
  });

  it('serialize the way they parse, and compare arrays by content', () => {
    expect(historyUrlFields.categories.serialize(['b', 'a'])).toBe('b,a');
    expect(historyUrlFields.categories.eq(['b', 'a'], ['b', 'a'])).toBe(true);
    expect(historyUrlFields.categories.eq(['b', 'a'], ['a', 'b'])).toBe(false);
    expect(historyUrlFields.pageSize.serialize(50)).toBe('50');
  });
});

describe('isCalendarDay', () => {
  it.each([
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-5-1', false],
    ['', false],
  ])('%j: %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe('rangeEndsBeforeStart', () => {
  it.each([
    ['2026-02-01', '2026-01-31', true],
    ['2026-01-31', '2026-02-01', false],
    ['2026-01-31', '2026-01-31', false],
    ['2026-02-01', null, false],
    [null, '2026-01-31', false],
  ] as const)('%s to %s: %s', (start, end, refused) => {
    expect(rangeEndsBeforeStart(start, end)).toBe(refused);
  });
});

describe('refusedDateRange', () => {
  it.each([
    ['startDate=2026-02-01&endDate=2026-01-01', { startDate: '2026-02-01', endDate: '2026-01-01' }],
    ['startDate=2026-01-01&endDate=2026-02-01', null],
    ['startDate=2026-01-01&endDate=2026-01-01', null],
    ['startDate=2026-02-01&endDate=', null],
    ['startDate=2026-02-30&endDate=2026-01-01', null],
    ['', null],
  ])('%j: %j', (query, expected) => {
    expect(refusedDateRange(new URLSearchParams(query))).toEqual(expected);
  });

  it('is the range the state leaves out', () => {
    expect(parseHistoryUrlState(new URLSearchParams('startDate=2026-02-01&endDate=2026-01-01'))).toMatchObject({ startDate: null, endDate: null });
  });
});

describe('historyUrlReducer', () => {
  const onPage4 = state({ page: 4, pageSize: 25, search: 'soja', categories: ['1'], startDate: '2026-01-01', endDate: '2026-01-31' });

  it.each<[string, HistoryUrlAction, Partial<HistoryUrlState>]>([
    ['another page size', { type: 'set-page-size', pageSize: 50 }, { pageSize: 50 }],
    ['a page size not offered falls back to 10', { type: 'set-page-size', pageSize: 30 }, { pageSize: 10 }],
    ['another search', { type: 'search', search: 'milho' }, { search: 'milho' }],
    ['clearing the search', { type: 'search', search: '   ' }, { search: '' }],
    ['another category', { type: 'set-categories', categories: ['1', '2'] }, { categories: ['1', '2'] }],
    ['no categories', { type: 'set-categories', categories: [] }, { categories: [] }],
    ['an invalid category is dropped', { type: 'set-categories', categories: ['2', 'a b'] }, { categories: ['2'] }],
    ['another range', { type: 'set-date-range', startDate: '2026-02-01', endDate: null }, { startDate: '2026-02-01', endDate: null }],
    ['an inverted range becomes no range', { type: 'set-date-range', startDate: '2026-02-01', endDate: '2026-01-01' }, { startDate: null, endDate: null }],
    ['an invalid day is no end', { type: 'set-date-range', startDate: '2026-01-01', endDate: '2026-02-30' }, { endDate: null }],
    ['clearing the filters keeps the page size', { type: 'clear-filters' }, { search: '', categories: [], startDate: null, endDate: null }],
  ])('%s returns to page 1', (_, action, changes) => {
    expect(historyUrlReducer(onPage4, action)).toEqual({ ...onPage4, ...changes, page: 1 });
  });

  it.each<[string, HistoryUrlAction]>([
    ['the same page size', { type: 'set-page-size', pageSize: 25 }],
    ['the same search', { type: 'search', search: 'soja' }],
    ['the same search with spaces around', { type: 'search', search: ' soja ' }],
    ['the same categories', { type: 'set-categories', categories: ['1'] }],
    ['the same categories, repeated', { type: 'set-categories', categories: ['1', '1'] }],
    ['the same range', { type: 'set-date-range', startDate: '2026-01-01', endDate: '2026-01-31' }],
    ['the same page', { type: 'go-to-page', page: 4 }],
  ])('%s changes nothing, the page included', (_, action) => {
    expect(historyUrlReducer(onPage4, action)).toBe(onPage4);
  });

  it('clears nothing when no filter is set', () => {
    const plain = state({ page: 3 });
    expect(historyUrlReducer(plain, { type: 'clear-filters' })).toBe(plain);
  });

  it.each([
    [2, 2],
    [9, 9],
    [0, 1],
    [-1, 1],
    [2.5, 1],
    [Number.NaN, 1],
  ])('going to page %d shows page %d and keeps the filters', (page, shown) => {
    expect(historyUrlReducer(onPage4, { type: 'go-to-page', page })).toEqual({ ...onPage4, page: shown });
  });

  it('leaves the page out of the address after a filter changes', () => {
    const next = historyUrlReducer(onPage4, { type: 'search', search: 'trigo' });
    expect(historyUrlSearchParams(next).toString()).toBe('pageSize=25&search=trigo&categories=1&startDate=2026-01-01&endDate=2026-01-31');
  });
});
