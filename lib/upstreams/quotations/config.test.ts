// @vitest-environment node
import { parseEnv } from '@/lib/env';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { productionEnv } from '@/tests/production-env';

describe('the quotations env slice', () => {
  it('points every service at the sandbox, with its key, by default', () => {
    expect(parseEnv({}).quotations).toEqual({
      marketUrl: `${SANDBOX_ORIGIN}/quotations/market`,
      tickerUrl: `${SANDBOX_ORIGIN}/quotations/ticker`,
      preferencesUrl: `${SANDBOX_ORIGIN}/quotations/impulso`,
      preferencesKey: 'sandbox-quotations-key',
      timeoutMs: 5000,
    });
  });

  it('leaves a service unconfigured off the sandbox, so its calls fail with "BASE_URL is not defined"', () => {
    expect(parseEnv(productionEnv).quotations).toEqual({ marketUrl: null, tickerUrl: null, preferencesUrl: null, preferencesKey: null, timeoutMs: 5000 });
  });

  it('takes the configured services, and asks for the key of a real preferences service', () => {
    const configured = {
      ...productionEnv,
      QUOTATIONS_MARKET_URL: 'https://cotizaciones.example/api',
      QUOTATIONS_TICKER_URL: 'https://ticker.example',
      QUOTATIONS_PREFERENCES_URL: 'https://impulso.example',
      QUOTATIONS_PREFERENCES_KEY: 'key',
      QUOTATIONS_TIMEOUT_MS: '2500',
    };
    expect(parseEnv(configured).quotations).toEqual({
      marketUrl: 'https://cotizaciones.example/api',
      tickerUrl: 'https://ticker.example',
      preferencesUrl: 'https://impulso.example',
      preferencesKey: 'key',
      timeoutMs: 2500,
    });
    expect(() => parseEnv({ ...configured, QUOTATIONS_PREFERENCES_KEY: undefined })).toThrow(/QUOTATIONS_PREFERENCES_KEY: is required when QUOTATIONS_PREFERENCES_URL is set/);
    expect(() => parseEnv({ QUOTATIONS_PREFERENCES_URL: 'https://impulso.example' })).toThrow(/QUOTATIONS_PREFERENCES_KEY: is required/);
  });
});
