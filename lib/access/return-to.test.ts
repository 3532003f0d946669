import { returnPathFromLoginQuery } from './return-to';

const origins = ['http://127.0.0.1:3000', 'https://www.terralis.example'];
const returnTo = (query: Record<string, string>) => returnPathFromLoginQuery(new URLSearchParams(query), origins);
const state = (redirectUri: unknown) => JSON.stringify({ redirectUri });

describe('returnPathFromLoginQuery', () => {
  it('takes the current URL from state, keeping path, query and hash of our own origins', () => {
    expect(returnTo({ state: state('https://www.terralis.example/pt-BR/area-logada?aba=2#pontos') })).toBe('/pt-BR/area-logada?aba=2#pontos');
    expect(returnTo({ state: state('http://127.0.0.1:3000/es-AR/finanzas') })).toBe('/es-AR/finanzas');
    expect(returnTo({ state: state('/en-US/rewards') })).toBe('/en-US/rewards');
  });

  it('takes redirectUrl when there is no state', () => {
    expect(returnTo({ redirectUrl: '/pt-BR/historico' })).toBe('/pt-BR/historico');
  });

  it.each([
    ['another origin in state', { state: state('https://evil.example/pt-BR/area-logada') }],
    ['a look-alike origin', { state: state('https://www.terralis.example.evil.example/x') }],
    ['a protocol-relative state', { state: state('//evil.example') }],
    ['a state without redirectUri', { state: JSON.stringify({ next: '/pt-BR' }) }],
    ['a redirectUri that is not a string', { state: state(['/pt-BR']) }],
    ['javascript: in state', { state: state('javascript:alert(1)') }],
    ['a hostile redirectUrl', { redirectUrl: '/\\evil.example' }],
    ['nothing', {}],
  ])('falls back to / for %s', (_case, query) => {
    expect(returnTo(query)).toBe('/');
  });

  it('prefers state to redirectUrl, and reads a plain path passed as state', () => {
    expect(returnTo({ state: state('/pt-BR/a'), redirectUrl: '/pt-BR/b' })).toBe('/pt-BR/a');
    expect(returnTo({ state: '/pt-BR/meu-impulso' })).toBe('/pt-BR/meu-impulso');
  });
});
