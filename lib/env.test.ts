import { productionEnv, realIdentity } from '@/tests/production-env';
import { parseEnv } from './env';

describe('environment', () => {
  it('needs nothing to run with the embedded content and the sandbox', () => {
    expect(parseEnv({})).toMatchObject({ site: { url: 'http://localhost:3000' }, cms: { source: 'files', contentDir: 'content' }, sandbox: true });
  });

  it('treats empty variables as unset', () => {
    const env = parseEnv({ SITE_URL: '', PREVIEW_SECRET: '' });
    expect(env.site.url).toBe('http://localhost:3000');
    // Unset, so the sandbox's documented secret stands in (an empty secret would let anyone in).
    expect(env.cms.previewSecret).toBe('sandbox-preview-secret');
  });

  it('needs CMS_BASE_URL for the AEM source', () => {
    expect(() => parseEnv({ CMS_SOURCE: 'aem' })).toThrow('CMS_BASE_URL: is required when CMS_SOURCE=aem');
    expect(parseEnv({ CMS_SOURCE: 'aem', CMS_BASE_URL: 'https://publish.aem.example' })).toMatchObject({
      cms: { source: 'aem' },
      aem: { publishUrl: 'https://publish.aem.example', site: 'crop-science', timeoutMs: 5000 },
    });
  });

  it('lists every bad variable at once', () => {
    const bad = { SITE_URL: 'not a url', CMS_SOURCE: 'aem', PREVIEW_SECRET: 'short', SANDBOX: 'maybe' };
    expect(() => parseEnv(bad)).toThrow(/Invalid environment configuration/);
    const message = (() => {
      try {
        parseEnv(bad);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['SITE_URL', 'CMS_BASE_URL', 'PREVIEW_SECRET', 'SANDBOX']) expect(message).toContain(name);
  });
});

describe('Marketo settings', () => {
  it('point every unset URL at the sandbox, with its credentials, while the sandbox is on', () => {
    expect(parseEnv({}).marketo).toEqual({
      munchkinIds: ['284-TRL-731'],
      restUrl: 'http://sandbox.internal/marketo/{munchkinId}',
      formsUrl: 'http://sandbox.internal/marketo/forms',
      clientId: 'sandbox-marketo-client',
      clientSecret: 'sandbox-marketo-secret',
      timeoutMs: 5000,
      formTimeoutMs: 2000,
      customObjects: ['farmProfile_c', 'voucher_c'],
    });
  });

  it("use a real instance when configured, and Marketo's per-instance REST host by default once the sandbox is off", () => {
    const settings = parseEnv({
        ...realIdentity,
        SANDBOX: 'off',
        PREVIEW_SECRET: 'a-real-preview-secret',
        MARKETO_MUNCHKIN_IDS: '123-ABC-456, 789-DEF-012',
        MARKETO_FORMS_URL: 'https://app-ab12.marketo.com',
        MARKETO_CLIENT_ID: 'client',
        MARKETO_CLIENT_SECRET: 'secret',
        MARKETO_TIMEOUT_MS: '8000',
        MARKETO_FORM_TIMEOUT_MS: '1500',
        MARKETO_CUSTOM_OBJECTS: 'farmProfile_c, trialInterest_c',
      }).marketo;
    expect(settings).toEqual({
      munchkinIds: ['123-ABC-456', '789-DEF-012'],
      restUrl: 'https://{munchkinId}.mktorest.com',
      formsUrl: 'https://app-ab12.marketo.com',
      clientId: 'client',
      clientSecret: 'secret',
      timeoutMs: 8000,
      formTimeoutMs: 1500,
      customObjects: ['farmProfile_c', 'trialInterest_c'],
    });
    expect(parseEnv(productionEnv).marketo.customObjects).toEqual([]);
  });

  it('need the forms host and credentials when the sandbox cannot stand in', () => {
    expect(() => parseEnv({ SANDBOX: 'off' })).toThrow(/MARKETO_MUNCHKIN_IDS: is required when SANDBOX=off[\s\S]*MARKETO_FORMS_URL: is required when SANDBOX=off[\s\S]*MARKETO_CLIENT_ID[\s\S]*MARKETO_CLIENT_SECRET/);
    // A real REST API needs real credentials even while the sandbox serves everything else.
    expect(() => parseEnv({ MARKETO_REST_URL: 'https://{munchkinId}.mktorest.com' })).toThrow(/MARKETO_CLIENT_ID: is required/);
  });

  it('refuse URLs that are not URLs', () => {
    expect(() => parseEnv({ MARKETO_REST_URL: 'mktorest', MARKETO_CLIENT_ID: 'c', MARKETO_CLIENT_SECRET: 's' })).toThrow(/MARKETO_REST_URL: must be a URL/);
    expect(() => parseEnv({ MARKETO_FORMS_URL: 'app-ab12' })).toThrow(/MARKETO_FORMS_URL/);
    expect(() => parseEnv({ MARKETO_TIMEOUT_MS: '0' })).toThrow(/MARKETO_TIMEOUT_MS/);
  });

  it('take only munchkin ids that look like one', () => {
    expect(parseEnv({ MARKETO_MUNCHKIN_IDS: '284-TRL-731,123-ABC-456' }).marketo.munchkinIds).toEqual(['284-TRL-731', '123-ABC-456']);
    expect(() => parseEnv({ MARKETO_MUNCHKIN_IDS: '284-TRL-731, evil.example/' })).toThrow(/MARKETO_MUNCHKIN_IDS/);
    expect(() => parseEnv({ MARKETO_MUNCHKIN_IDS: ' , ' })).toThrow(/MARKETO_MUNCHKIN_IDS/);
  });
});

describe('identity settings', () => {
  it('use the sandbox provider, its client and a documented session secret while the sandbox is on', () => {
    expect(parseEnv({}).oidc).toEqual({
      issuer: 'http://sandbox.internal/oidc',
      clientId: 'terralis-site',
      clientSecret: 'sandbox-oidc-secret',
      scopes: 'openid email profile',
      documentClaim: 'document',
      timeoutMs: 5000,
      isSandbox: true,
    });
  });

  it('use a configured provider, never treated as the sandbox', () => {
    expect(parseEnv({ ...realIdentity, OIDC_DOCUMENT_CLAIM: 'cpf' }).oidc).toMatchObject({ issuer: 'https://id.terralis.example', clientId: 'site', documentClaim: 'cpf', isSandbox: false });
  });

  it('need the provider, its client, the account service and a session secret once the sandbox is off', () => {
    const message = (() => {
      try {
        parseEnv({ SANDBOX: 'off' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'ACCOUNTS_API_URL', 'SESSION_SECRET']) expect(message).toContain(`${name}: is required`);
    expect(() => parseEnv({ OIDC_ISSUER: 'https://id.terralis.example' })).toThrow(/OIDC_CLIENT_ID: is required/);
  });

  it('refuse a short session secret and scopes without openid', () => {
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(() => parseEnv({ OIDC_SCOPES: 'email profile' })).toThrow(/OIDC_SCOPES: must include openid/);
  });
});

describe('article search settings', () => {

  it('search the sandbox index while the sandbox is on, and a configured index in any case', () => {
    expect(parseEnv({}).articleSearch).toEqual({ baseUrl: 'http://sandbox.internal/articles', timeoutMs: 5000 });
    const configured = parseEnv({ ...productionEnv, ARTICLE_SEARCH_URL: 'https://search.terralis.example/articles', ARTICLE_SEARCH_TIMEOUT_MS: '2500' });
    expect(configured.articleSearch).toEqual({ baseUrl: 'https://search.terralis.example/articles', timeoutMs: 2500 });
  });

  it('search nowhere once the sandbox is off and no index is configured', () => {
    expect(parseEnv(productionEnv).articleSearch.baseUrl).toBeNull();
  });

  it('refuse an index that is not a URL and a timeout that is not a positive number of milliseconds', () => {
    expect(() => parseEnv({ ARTICLE_SEARCH_URL: 'search.terralis' })).toThrow(/ARTICLE_SEARCH_URL/);
    expect(() => parseEnv({ ARTICLE_SEARCH_TIMEOUT_MS: '0' })).toThrow(/ARTICLE_SEARCH_TIMEOUT_MS/);
  });
});

describe('secrets, flags and maps', () => {
  const production = parseEnv(productionEnv);

  it("stand in with the sandbox's documented secrets and services while the sandbox is on", () => {
    expect(parseEnv({})).toMatchObject({
      cms: { previewSecret: 'sandbox-preview-secret', revalidateSecret: 'sandbox-revalidate-secret' },
      session: { secret: 'sandbox-session-secret-for-local-use-only', maxAgeS: 8 * 3600 },
      flags: { documentUrl: 'http://sandbox.internal/flags', refreshMs: 30_000, timeoutMs: 3000 },
      maps: { staticUrl: 'http://sandbox.internal/maps/staticmap', apiKey: 'sandbox-maps-key', timeoutMs: 5000 },
      accounts: { baseUrl: 'http://sandbox.internal/accounts', timeoutMs: 5000 },
    });
  });

  it('switch preview, the publish webhook, flags and maps off once the sandbox is off and nothing is configured', () => {
    expect(production).toMatchObject({
      sandbox: false,
      cms: { previewSecret: null, revalidateSecret: null },
      session: { secret: realIdentity.SESSION_SECRET },
      flags: { documentUrl: null },
      maps: { staticUrl: 'https://maps.googleapis.com/maps/api/staticmap', apiKey: null },
      accounts: { baseUrl: realIdentity.ACCOUNTS_API_URL },
    });
  });

  it('use what is configured', () => {
    const configured = parseEnv({ PREVIEW_SECRET: 'a-preview-secret-16', FLAGS_URL: 'https://flags.terralis.example/site.json', FLAGS_REFRESH_MS: '0', MAPS_API_KEY: 'key', MAPS_TIMEOUT_MS: '900' });
    expect(configured).toMatchObject({
      cms: { previewSecret: 'a-preview-secret-16' },
      flags: { documentUrl: 'https://flags.terralis.example/site.json', refreshMs: 0 },
      maps: { apiKey: 'key', timeoutMs: 900 },
    });
  });
});

describe('weather settings', () => {
  it("use the sandbox's forecast and key while the sandbox is on", () => {
    expect(parseEnv({}).weather).toEqual({ baseUrl: 'http://sandbox.internal/weather', apiKey: 'sandbox-weather-key', timeoutMs: 5000 });
  });

  it('have no key once the sandbox is off and none is configured, so no forecast is asked for', () => {
    expect(parseEnv(productionEnv).weather).toEqual({
      baseUrl: 'https://api.weather.com',
      apiKey: null,
      timeoutMs: 5000,
    });
  });

  it('need a key with a configured service, and never hand it the sandbox key', () => {
    expect(() => parseEnv({ WEATHER_URL: 'https://api.weather.example' })).toThrow('WEATHER_API_KEY: is required when WEATHER_URL is set');
    expect(parseEnv({ WEATHER_URL: 'https://api.weather.example', WEATHER_API_KEY: 'key', WEATHER_TIMEOUT_MS: '2500' }).weather).toEqual({
      baseUrl: 'https://api.weather.example',
      apiKey: 'key',
      timeoutMs: 2500,
    });
  });
});

describe('loyalty settings', () => {
  it('point at the sandbox programme, with its client, while the sandbox is on', () => {
    expect(parseEnv({}).loyalty).toEqual({
      loyaltyUrl: 'http://sandbox.internal/loyalty/impulso-back/api',
      impulsoUrl: 'http://sandbox.internal/impulso/api',
      tokenUrl: 'http://sandbox.internal/loyalty/oauth/token',
      clientId: 'sandbox-loyalty-client',
      clientSecret: 'sandbox-loyalty-secret',
      timeoutMs: 5000,
    });
  });

  it('use the configured services once the sandbox is off, and need all of them', () => {
    expect(parseEnv({ ...productionEnv, LOYALTY_TIMEOUT_MS: '3000' }).loyalty).toEqual({
      loyaltyUrl: realIdentity.LOYALTY_API_URL,
      impulsoUrl: realIdentity.IMPULSO_API_URL,
      tokenUrl: realIdentity.LOYALTY_TOKEN_URL,
      clientId: 'site',
      clientSecret: 'site-secret',
      timeoutMs: 3000,
    });
    expect(() => parseEnv({ ...productionEnv, LOYALTY_CLIENT_SECRET: '' })).toThrow('LOYALTY_CLIENT_SECRET: is required when SANDBOX=off');
  });

  it('never mix the sandbox with a real service: one variable set needs the others', () => {
    expect(() => parseEnv({ LOYALTY_API_URL: 'https://loyalty.impulso.example/impulso-back/api' })).toThrow(
      /IMPULSO_API_URL: is required when any LOYALTY_\* or IMPULSO_API_URL variable is set[\s\S]*LOYALTY_TOKEN_URL[\s\S]*LOYALTY_CLIENT_ID[\s\S]*LOYALTY_CLIENT_SECRET/,
    );
  });
});

describe('finance and growers\' rewards settings', () => {
  it('point at the sandbox with its keys while the sandbox is on', () => {
    const { finance, growersRewards } = parseEnv({});
    expect(finance).toEqual({ baseUrl: 'http://sandbox.internal/finance/api', apiKey: 'sandbox-finance-key', timeoutMs: 5000 });
    expect(growersRewards).toEqual({ baseUrl: 'http://sandbox.internal/growers-rewards/api', apiKey: 'sandbox-growers-rewards-key', timeoutMs: 5000 });
  });

  it('use the configured services once the sandbox is off, and need both variables of each', () => {
    const { finance, growersRewards } = parseEnv({ ...productionEnv, FINANCE_TIMEOUT_MS: '2500' });
    expect(finance).toEqual({ baseUrl: 'https://finance.terralis.example/api', apiKey: 'finance-key', timeoutMs: 2500 });
    expect(growersRewards).toEqual({ baseUrl: 'https://rewards.terralis.example/api', apiKey: 'rewards-key', timeoutMs: 5000 });
    expect(() => parseEnv({ ...productionEnv, FINANCE_API_KEY: '' })).toThrow('FINANCE_API_KEY: is required when SANDBOX=off');
    expect(() => parseEnv({ GROWERS_REWARDS_API_URL: 'https://rewards.terralis.example/api' })).toThrow(
      'GROWERS_REWARDS_API_KEY: is required when any GROWERS_REWARDS_API_* variable is set',
    );
  });
});

describe('shared store settings', () => {
  it('keep the shared state in memory unless a Redis is configured', () => {
    expect(parseEnv({}).sharedStore).toEqual({ redisUrl: null, keyPrefix: 'terralis:' });
    expect(parseEnv({ REDIS_URL: 'redis://cache.internal:6379', REDIS_KEY_PREFIX: 'site-a:' }).sharedStore).toEqual({ redisUrl: 'redis://cache.internal:6379', keyPrefix: 'site-a:' });
  });

  it('refuse a Redis URL of another scheme', () => {
    expect(() => parseEnv({ REDIS_URL: 'http://cache.internal:6379' })).toThrow('REDIS_URL: must be a redis:// or rediss:// URL');
  });
});

describe('rate limit settings', () => {
  it('allow 10 public writes a minute and 5 wrong secrets in 15 minutes by default', () => {
    expect(parseEnv({}).rateLimits).toEqual({ writesPerMinute: 10, secretFailuresPerWindow: 5, secretWindowMs: 900_000 });
  });

  it('take what is configured, and refuse a limit of none', () => {
    expect(parseEnv({ RATE_LIMIT_WRITES_PER_MINUTE: '30', RATE_LIMIT_SECRET_FAILURES: '3', RATE_LIMIT_SECRET_WINDOW_S: '60' }).rateLimits).toEqual({ writesPerMinute: 30, secretFailuresPerWindow: 3, secretWindowMs: 60_000 });
    expect(() => parseEnv({ RATE_LIMIT_WRITES_PER_MINUTE: '0' })).toThrow('RATE_LIMIT_WRITES_PER_MINUTE');
  });
});
