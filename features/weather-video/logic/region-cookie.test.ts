import { regionCookie, regionOfCookies } from './region-cookie';

describe('the user-region cookie', () => {
  it.each([
    ['', 'Centro-Oeste'],
    ['user-region=Sul', 'Sul'],
    ['theme=dark; user-region=Mapitoba; other=1', 'Mapitoba'],
    ['user-region=Centro-Oeste', 'Centro-Oeste'],
    ['user-region=Antarctica', 'Centro-Oeste'],
    ['user-region=%E0%A4%A', 'Centro-Oeste'],
    ['not-user-region=Sul', 'Centro-Oeste'],
  ])('%j -> %s', (cookies, region) => expect(regionOfCookies(cookies)).toBe(region));

  it('writes a site-wide cookie that reads back', () => {
    const written = regionCookie('Nordeste');
    expect(written).toMatch(/^user-region=Nordeste; path=\/; max-age=31536000; samesite=lax$/);
    expect(regionOfCookies(written.split(';')[0]!)).toBe('Nordeste');
  });
});
