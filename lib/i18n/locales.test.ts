import { countryOf, isLocale, openGraphLocale, regionByCountry } from './locales';

describe('locale config', () => {
  it('knows exactly the three locales', () => {
    expect(['pt-BR', 'es-AR', 'en-US'].every(isLocale)).toBe(true);
    expect(['pt', 'pt-br', 'es-ES', 'en', '', null, 1].some(isLocale)).toBe(false);
  });

  it("maps a locale's country code to its region", () => {
    expect(regionByCountry[countryOf('pt-BR')]).toBe('LATAM');
    expect(regionByCountry[countryOf('es-AR')]).toBe('LATAM');
    expect(regionByCountry[countryOf('en-US')]).toBe('NA');
  });

  it('writes Open Graph locales with an underscore', () => {
    expect(openGraphLocale('es-AR')).toBe('es_AR');
  });
});
