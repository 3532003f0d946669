// @vitest-environment node
import { parseEnv } from '@/lib/env';
import { productionEnv as production } from '@/tests/production-env';
import { programmeLinks, programmeRedeemHref } from './programme-links';


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

  it.each(['/relative/{locale}', 'javascript:alert(1)'])('refuses PROGRAMME_REDEEM_URL=%j', (value) => {
    expect(() => parseEnv({ PROGRAMME_REDEEM_URL: value })).toThrow(/PROGRAMME_REDEEM_URL/);
  });
});

describe('the programme\'s external redeem page', () => {
  it('is the sandbox stand-in while the sandbox is on and nothing is configured', () => {
    expect(programmeRedeemHref(parseEnv({}).programme, 'pt-BR')).toBe('/sandbox/accounts/programme/pt-BR/redeem');
  });

  it('is the configured URL, {locale} filled in', () => {
    const settings = parseEnv({ ...production, PROGRAMME_REDEEM_URL: 'https://parceiros.impulso.example/{locale}/resgate' }).programme;
    expect(programmeRedeemHref(settings, 'es-AR')).toBe('https://parceiros.impulso.example/es-AR/resgate');
  });

  it('is absent, never the sandbox, once the sandbox is off and it is not configured', () => {
    expect(programmeRedeemHref(parseEnv(production).programme, 'pt-BR')).toBeNull();
  });
});
