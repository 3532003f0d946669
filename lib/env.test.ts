import { parseEnv } from './env';

describe('environment', () => {
  it('needs nothing to run with the embedded content and the sandbox', () => {
    expect(parseEnv({})).toMatchObject({ SITE_URL: 'http://localhost:3000', CMS_SOURCE: 'files', CMS_CONTENT_DIR: 'content', SANDBOX: 'on' });
  });

  it('treats empty variables as unset', () => {
    const env = parseEnv({ SITE_URL: '', PREVIEW_SECRET: '' });
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.PREVIEW_SECRET).toBeUndefined();
  });

  it('needs CMS_BASE_URL for the AEM source', () => {
    expect(() => parseEnv({ CMS_SOURCE: 'aem' })).toThrow('CMS_BASE_URL: is required when CMS_SOURCE=aem');
    expect(parseEnv({ CMS_SOURCE: 'aem', CMS_BASE_URL: 'https://publish.aem.example' }).CMS_SOURCE).toBe('aem');
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
