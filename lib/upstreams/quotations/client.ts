import 'server-only';
import { unstable_cache } from 'next/cache';
import type { z } from 'zod';
import { env } from '@/lib/env';
import type { MarketQuotation, QuotationCurrency, QuotationItem, TickerQuote } from '@/lib/quotations/contract';
import { requestJson, UpstreamError } from '../http';
import type { QuotationsSettings } from './config';
import { marketAnswerSchema, preferenceBodySchema, preferencesAnswerSchema, tickerAnswerSchema, type PreferenceBody } from './contract';

/**
 * The quotation services (their wire formats in ./contract.ts): the only code that speaks their
 * shapes. Public quotations are kept in the data cache for the spec's stale time; a member's
 * preferences never are. No retries: the spec asks for none (the card's refresh is the user's).
 */

const SERVICE = 'quotations';

/** Spec §9: "Quotation stale time 10 minutes". */
const QUOTATIONS_REVALIDATE_SECONDS = 600;

/** Spec §8: the error of a quotation the service could not give. */
const quotationFailureMessage = (currency?: QuotationCurrency) => `Unable to retrieve quotation${currency ? ` for ${currency}` : ''}`;

/** Spec §8: the error of a service whose base URL is not configured. */
const MISSING_BASE_URL = 'BASE_URL is not defined';

/** A configured base without its trailing slashes; fails, without a request, when there is none. */
function base(url: string | null): string {
  if (!url) throw new UpstreamError(SERVICE, 'unreachable', MISSING_BASE_URL);
  return url.replace(/\/+$/, '');
}

function call<T>(settings: QuotationsSettings, operation: string, url: string, schema: z.ZodType<T>, init: RequestInit = {}) {
  return requestJson({ service: SERVICE, operation, url, init: { ...init, headers: { accept: 'application/json', ...init.headers } }, schema, timeoutMs: settings.timeoutMs });
}

/**
 * The board's latest prices in a currency (none: the service's default, pesos). A body whose
 * `status` is not 200 fails with the spec's message, as does an answer without any result.
 */
export async function readMarketQuotation(currency?: QuotationCurrency, settings: QuotationsSettings = env.quotations): Promise<MarketQuotation> {
  const answer = await call(settings, 'marketQuotation', `${base(settings.marketUrl)}${currency ? `/${currency}` : ''}`, marketAnswerSchema);
  if (answer.status !== 200) throw new UpstreamError(SERVICE, 'rejected', quotationFailureMessage(currency), answer.status);
  const latest = answer.results.toSorted((a, b) => Date.parse(b.fecha) - Date.parse(a.fecha))[0];
  return {
    currency: currency ?? 'ARS',
    date: latest?.fecha ?? null,
    items: (latest?.detalle ?? []).map(({ tipoCotizacion, valor }) => ({ type: tipoCotizacion, value: valor })),
  };
}

/** The ticker's quotes for these symbols, in their order; a symbol the service does not know is left out. */
export async function readTickerQuotes(symbols: readonly string[], settings: QuotationsSettings = env.quotations): Promise<TickerQuote[]> {
  if (symbols.length === 0) return [];
  const query = new URLSearchParams({ symbols: symbols.join(',') });
  const { quotes } = await call(settings, 'tickerQuotes', `${base(settings.tickerUrl)}/quotes?${query}`, tickerAnswerSchema);
  const bySymbol = new Map(quotes.map((quote) => [quote.symbol, quote]));
  return symbols.flatMap((symbol) => bySymbol.get(symbol) ?? []);
}

/**
 * The public reads come from the data cache, kept the spec's 10 minutes. A read that throws is
 * not kept (unstable_cache's rule): the next request asks the service again.
 */
export const marketQuotation = (currency?: QuotationCurrency): Promise<MarketQuotation> =>
  unstable_cache(() => readMarketQuotation(currency), ['quotations-market', currency ?? 'default'], { revalidate: QUOTATIONS_REVALIDATE_SECONDS })();

/** Thrown inside a symbol's cached read so that a symbol the service does not know is not kept. */
class UnknownSymbol extends Error {}

const cachedTickerQuote = (symbol: string): Promise<TickerQuote | null> =>
  unstable_cache(
    async () => {
      const [quote] = await readTickerQuotes([symbol]);
      if (!quote) throw new UnknownSymbol(symbol);
      return quote;
    },
    ['quotations-ticker', symbol],
    { revalidate: QUOTATIONS_REVALIDATE_SECONDS },
  )().catch((error: unknown) => {
    if (error instanceof UnknownSymbol) return null;
    throw error;
  });

/**
 * The ticker's quotes, kept one entry per symbol the service knows: anyone may ask for any list of
 * symbols, and an entry per list (or per unknown symbol) would let them fill the cache.
 */
export async function tickerQuotes(symbols: readonly string[]): Promise<TickerQuote[]> {
  const quotes = new Map(await Promise.all([...new Set(symbols)].map(async (symbol) => [symbol, await cachedTickerQuote(symbol)] as const)));
  return symbols.flatMap((symbol) => quotes.get(symbol) ?? []);
}

/** The member id the preferences service wants: the base64 of their document (never sent to the browser). */
const preferencesMemberId = (document: string) => Buffer.from(document, 'utf8').toString('base64');

const memberPath = (settings: QuotationsSettings, path: string, document: string) =>
  `${base(settings.preferencesUrl)}${path}/${encodeURIComponent(preferencesMemberId(document))}`;

const bearer = (settings: QuotationsSettings) => ({ authorization: `Bearer ${settings.preferencesKey ?? ''}` });

/** The member's quotation items, each checked when their ticker shows it. */
export async function quotationPreferences(document: string, settings: QuotationsSettings = env.quotations): Promise<QuotationItem[]> {
  return call(settings, 'quotationPreferences', memberPath(settings, '/quotation', document), preferencesAnswerSchema, { headers: bearer(settings) });
}

/** Shows (`checked`) or hides one item in the member's ticker; answers the change as saved. */
export async function saveQuotationPreference(document: string, change: PreferenceBody, settings: QuotationsSettings = env.quotations): Promise<PreferenceBody> {
  return call(settings, 'userPreference', memberPath(settings, '/preference/user-preference', document), preferenceBodySchema, {
    method: 'PATCH',
    headers: { ...bearer(settings), 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
}
