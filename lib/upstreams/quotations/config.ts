import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The key the sandbox's preferences service accepts; useless anywhere else. */
export const sandboxQuotationsKey = 'sandbox-quotations-key';

/**
 * Null where a service is not configured (SANDBOX=off without its URL): its calls then fail
 * without a request, the market's with the spec's 'BASE_URL is not defined', and the widgets show
 * their error states, as the rest of the site goes on.
 */
export interface QuotationsSettings {
  /** The market quotation service's base: `GET {base}[/{currency}]`. */
  marketUrl: string | null;
  /** The ticker's quotes service. */
  tickerUrl: string | null;
  /** The members' quotation preferences (Impulso). */
  preferencesUrl: string | null;
  /** The preferences service's API key, sent as a bearer token from the server only. */
  preferencesKey: string | null;
  timeoutMs: number;
}

export const quotationsConfig = envSlice({
  variables: z.object({
    /** The market quotation service (board prices in USD and ARS). */
    QUOTATIONS_MARKET_URL: z.url().optional(),
    /** The ticker's quotes per symbol. */
    QUOTATIONS_TICKER_URL: z.url().optional(),
    /** The members' quotation preferences: `/quotation/{id}`, `/preference/user-preference/{id}`. */
    QUOTATIONS_PREFERENCES_URL: z.url().optional(),
    /** Its API key: used on the server only, never in a page. */
    QUOTATIONS_PREFERENCES_KEY: z.string().min(1).optional(),
    QUOTATIONS_TIMEOUT_MS: timeoutMs(5000),
  }),
  // A real preferences service never takes the sandbox's key.
  problems: ({ present }) =>
    present.QUOTATIONS_PREFERENCES_URL ? requireVariables(present, ['QUOTATIONS_PREFERENCES_KEY'], 'QUOTATIONS_PREFERENCES_URL is set') : [],
  settings: (values, { sandbox, sandboxUrl }): QuotationsSettings => {
    const stand = (path: string) => (sandbox ? sandboxUrl(path) : null);
    return {
      marketUrl: values.QUOTATIONS_MARKET_URL ?? stand('/quotations/market'),
      tickerUrl: values.QUOTATIONS_TICKER_URL ?? stand('/quotations/ticker'),
      preferencesUrl: values.QUOTATIONS_PREFERENCES_URL ?? stand('/quotations/impulso'),
      preferencesKey: values.QUOTATIONS_PREFERENCES_KEY ?? (sandbox && !values.QUOTATIONS_PREFERENCES_URL ? sandboxQuotationsKey : null),
      timeoutMs: values.QUOTATIONS_TIMEOUT_MS,
    };
  },
});
