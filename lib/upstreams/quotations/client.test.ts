// @vitest-environment node
import { env } from '@/lib/env';
import { defaultTickerSymbols } from '@/lib/quotations/symbols';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { quotationPreferences, readMarketQuotation, readTickerQuotes, saveQuotationPreference, tickerQuotes } from './client';

/** The data cache as unstable_cache keeps it: by key, and never a read that threw. */
const dataCache = vi.hoisted(() => new Map<string, unknown>());
vi.mock('next/cache', () => ({
  unstable_cache: (read: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = keyParts.join(' ');
    if (!dataCache.has(key)) dataCache.set(key, await read());
    return dataCache.get(key);
  },
}));

/** Ana Ribeiro's CPF (lib/sandbox/demo-accounts.ts). */
const ANA = '12345678909';
/** As the path carries it (the base64 ends in '='). */
const ANA_ID = encodeURIComponent(Buffer.from(ANA).toString('base64'));

describe('readMarketQuotation on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it.each([
    [undefined, '/quotations/market', 'ARS', 100_000],
    ['ARS' as const, '/quotations/market/ARS', 'ARS', 100_000],
    ['USD' as const, '/quotations/market/USD', 'USD', 100],
  ])('reads the board in %s from %s', async (currency, path, expected, atLeast) => {
    const quotation = await readMarketQuotation(currency);
    expect(quotation.currency).toBe(expected);
    expect(quotation.date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    expect(quotation.items.map((item) => item.type)).toEqual(['Soja', 'Maíz', 'Trigo', 'Girasol', 'Sorgo']);
    expect(quotation.items.every((item) => item.value > atLeast)).toBe(true);
    expect(await sandbox.requests(path)).toHaveLength(1);
  });

  it.each([
    [undefined, 'Unable to retrieve quotation'],
    ['USD' as const, 'Unable to retrieve quotation for USD'],
  ])('fails with the spec message when the body says no (%s)', async (currency, message) => {
    const { server } = await import('@/tests/setup/msw-server');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('https://market.example/*', () => HttpResponse.json({ status: 500, results: [] })), http.get('https://market.example', () => HttpResponse.json({ status: 500, results: [] })));
    const failure = await upstreamFailureOf(readMarketQuotation(currency, { ...env.quotations, marketUrl: 'https://market.example' }));
    expect(failure).toMatchObject({ failure: 'rejected', message, status: 500 });
  });

  it('fails without a request when no base URL is configured', async () => {
    expect(await upstreamFailureOf(readMarketQuotation('USD', { ...env.quotations, marketUrl: null }))).toMatchObject({
      failure: 'unreachable',
      message: 'BASE_URL is not defined',
    });
    expect(await sandbox.requests('/quotations/market/USD')).toHaveLength(0);
  });
});

describe('readTickerQuotes on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('answers every default symbol, in the order asked, with a realistic price', async () => {
    const symbols = defaultTickerSymbols.map((symbol) => symbol.proName);
    const quotes = await readTickerQuotes(symbols);
    expect(quotes.map((quote) => quote.symbol)).toEqual(symbols);
    expect(quotes.find((quote) => quote.symbol === 'FX_IDC:USDBRL')).toMatchObject({ currency: 'BRL' });
    expect(quotes.every((quote) => quote.price > 0 && Math.abs(quote.changePercent) <= 2)).toBe(true);
  });

  it('leaves out a symbol the service does not know, and asks nothing for none', async () => {
    expect((await readTickerQuotes(['NOPE:XX1!', 'CBOT:ZC1!'])).map((quote) => quote.symbol)).toEqual(['CBOT:ZC1!']);
    expect(await readTickerQuotes([])).toEqual([]);
    expect(await sandbox.requests('/quotations/ticker/quotes')).toHaveLength(1);
  });
});

describe('tickerQuotes from the data cache', () => {
  beforeEach(async () => {
    dataCache.clear();
    await sandbox.reset();
  });

  it('keeps one entry per known symbol, whatever list asked for it, and none for an unknown one', async () => {
    const first = await tickerQuotes(['CBOT:ZC1!', 'NOPE:XX1!', 'FX_IDC:USDBRL', 'CBOT:ZC1!']);
    expect(first.map((quote) => quote.symbol)).toEqual(['CBOT:ZC1!', 'FX_IDC:USDBRL', 'CBOT:ZC1!']);
    expect([...dataCache.keys()].toSorted()).toEqual(['quotations-ticker CBOT:ZC1!', 'quotations-ticker FX_IDC:USDBRL']);
    expect(await sandbox.requests('/quotations/ticker/quotes')).toHaveLength(3);

    // Another list of the same symbols is served from the cache; the unknown one is asked again.
    expect((await tickerQuotes(['FX_IDC:USDBRL', 'NOPE:XX1!', 'CBOT:ZC1!'])).map((quote) => quote.symbol)).toEqual(['FX_IDC:USDBRL', 'CBOT:ZC1!']);
    expect(dataCache.size).toBe(2);
    expect(await sandbox.requests('/quotations/ticker/quotes')).toHaveLength(4);
  });

  it('fails when the service fails, keeping nothing', async () => {
    await sandbox.fault({ path: '/quotations/ticker/quotes', status: 503 });
    expect(await upstreamFailureOf(tickerQuotes(['CBOT:ZC1!']))).toMatchObject({ failure: 'status', status: 503 });
    expect(dataCache.size).toBe(0);
  });
});

describe('quotation preferences on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("reads the member's items, under the base64 of their document", async () => {
    const items = await quotationPreferences(ANA);
    expect(items.filter((item) => item.checked).map((item) => item.proName)).toEqual(defaultTickerSymbols.map((symbol) => symbol.proName));
    expect(items.find((item) => item.itemId === 'b3-soja')).toMatchObject({ checked: false, name: 'Commodities agrícolas' });
    expect(await sandbox.requests(`/quotations/impulso/quotation/${ANA_ID}`)).toHaveLength(1);
  });

  it('saves a change, which the next read shows', async () => {
    expect(await saveQuotationPreference(ANA, { itemId: 'b3-soja', checked: true })).toEqual({ itemId: 'b3-soja', checked: true });
    await saveQuotationPreference(ANA, { itemId: 'gold', checked: false });
    const items = await quotationPreferences(ANA);
    expect(items.find((item) => item.itemId === 'b3-soja')?.checked).toBe(true);
    expect(items.find((item) => item.itemId === 'gold')?.checked).toBe(false);
  });

  it('fails as not found for someone who is not a member, and with 401 on a wrong key', async () => {
    expect(await upstreamFailureOf(quotationPreferences('00000000000'))).toMatchObject({ failure: 'not_found' });
    expect(await upstreamFailureOf(quotationPreferences(ANA, { ...env.quotations, preferencesKey: 'stolen' }))).toMatchObject({ failure: 'status', status: 401 });
  });

  it('fails with 400 for an item the member cannot have', async () => {
    expect(await upstreamFailureOf(saveQuotationPreference(ANA, { itemId: 'bitcoin', checked: true }))).toMatchObject({ failure: 'status', status: 400 });
  });
});

describeUpstreamFaults('a market quotation', { path: '/quotations/market/USD' }, (timeoutMs) => readMarketQuotation('USD', { ...env.quotations, timeoutMs }));
describeUpstreamFaults('the ticker quotes', { path: '/quotations/ticker/quotes' }, (timeoutMs) => readTickerQuotes(['CBOT:ZC1!'], { ...env.quotations, timeoutMs }));
describeUpstreamFaults('the quotation preferences', { path: `/quotations/impulso/quotation/${ANA_ID}` }, (timeoutMs) => quotationPreferences(ANA, { ...env.quotations, timeoutMs }));
describeUpstreamFaults('a preference change', { path: `/quotations/impulso/preference/user-preference/${ANA_ID}`, method: 'PATCH' }, (timeoutMs) =>
  saveQuotationPreference(ANA, { itemId: 'gold', checked: false }, { ...env.quotations, timeoutMs }),
);
