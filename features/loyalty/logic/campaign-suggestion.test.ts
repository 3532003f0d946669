import { getPathname } from '@/lib/i18n/navigation';
import { seasonYears, suggestionTarget } from './campaign-suggestion';

describe('seasonYears', () => {
  it.each([
    ['2026/27', '26/27'],
    ['2026/2027', '26/27'],
    ['26/27', '26/27'],
    [' 2026 / 27 ', '26/27'],
    ['2099/00', '99/00'],
    ['1999/2000', '99/00'],
  ])('%j is %j', (crop, years) => {
    expect(seasonYears(crop)).toBe(years);
  });

  it.each(['', 'soja', '2026', '2026-27', '2026/28', '2027/26', '2026/027', '2026/27/28'])('%j is no season', (crop) => {
    expect(seasonYears(crop)).toBeNull();
  });
});

describe('suggestionTarget', () => {
  it('is the campaign centre with the tracking source and the simulator link, encoded, under the locale', () => {
    const link = 'https://simulador.impulso.example/sugestao/MTIz?cultura=soja&area=120';
    expect(getPathname({ locale: 'pt-BR', href: suggestionTarget(link) })).toBe(
      '/pt-BR/campanhas?utm_source=sugestao&simulator=https%3A%2F%2Fsimulador.impulso.example%2Fsugestao%2FMTIz%3Fcultura%3Dsoja%26area%3D120',
    );
  });

  it('keeps the link whole when read back', () => {
    const link = 'https://simulador.impulso.example/s?a=1&b=2#x';
    const href = getPathname({ locale: 'pt-BR', href: suggestionTarget(link) });
    expect(new URL(href, 'https://site.example').searchParams.get('simulator')).toBe(link);
  });
});
