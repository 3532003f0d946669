import { countryOf, isLocale, localeOrDefault, localeStaticParams, openGraphLocale, regionByCountry } from './locales';

describe('locale config', () => {
  it('knows exactly the three locales', () => {
    expect(['pt-BR', 'es-AR', 'en-US'].every(isLocale)).toBe(true);
    expect(['pt', 'pt-br', 'es-ES', 'en', '', null, 1].some(isLocale)).toBe(false);
  });

  it('falls back to pt-BR for anything that is not one of ours', () => {
    expect(localeOrDefault('es-AR')).toBe('es-AR');
    expect(localeOrDefault('fr-FR')).toBe('pt-BR');
    expect(localeOrDefault(undefined)).toBe('pt-BR');
  });

  it('gives every [locale] route one static version per locale', () => {
    expect(localeStaticParams()).toEqual([{ locale: 'pt-BR' }, { locale: 'es-AR' }, { locale: 'en-US' }]);
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
