// @vitest-environment node
import { parseEnv } from '@/lib/env';
import { programmeLinks } from './programme-links';

const production = {
  SANDBOX: 'off',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  OIDC_ISSUER: 'https://id.terralis.example',
  OIDC_CLIENT_ID: 'site',
  OIDC_CLIENT_SECRET: 'site-secret',
  ACCOUNTS_API_URL: 'https://accounts.terralis.example',
  MARKETO_FORMS_URL: 'https://app-ab12.marketo.com',
  MARKETO_CLIENT_ID: 'c',
  MARKETO_CLIENT_SECRET: 's',
};

describe('the programme links of the restricted-access page', () => {
  it('are the sandbox partner pages while the sandbox is on and nothing is configured', () => {
    expect(programmeLinks(parseEnv({}).programme, 'es-AR')).toEqual({
      registerHref: '/sandbox/accounts/programme/es-AR/register',
      infoHref: '/sandbox/accounts/programme/es-AR/about',
    });
  });

  it('are the configured URLs, {locale} filled in', () => {
    const settings = parseEnv({ ...production, PROGRAMME_REGISTER_URL: 'https://parceiros.impulso.example/{locale}/cadastro', PROGRAMME_INFO_URL: 'https://impulso.example/programa' }).programme;
    expect(programmeLinks(settings, 'pt-BR')).toEqual({ registerHref: 'https://parceiros.impulso.example/pt-BR/cadastro', infoHref: 'https://impulso.example/programa' });
  });

  it('are absent, never the sandbox, once the sandbox is off and they are not configured', () => {
    expect(programmeLinks(parseEnv(production).programme, 'en-US')).toEqual({ registerHref: null, infoHref: null });
  });

  it.each(['/relative/{locale}', 'javascript:alert(1)', 'not a url'])('refuses PROGRAMME_REGISTER_URL=%j', (value) => {
    expect(() => parseEnv({ PROGRAMME_REGISTER_URL: value })).toThrow(/PROGRAMME_REGISTER_URL/);
  });
});
