/**
 * The one locale configuration of the site. Routing, the CMS layer, metadata and the sitemap all
 * read it from here, so adding a market is a change in one place.
 */
export const locales = ['pt-BR', 'es-AR', 'en-US'] as const;

export type Locale = (typeof locales)[number];

/** Most of the audience is Brazilian: the fallback when a browser's languages match none of ours. */
export const defaultLocale: Locale = 'pt-BR';

/** Each locale's own name for itself: a language switcher shows endonyms, never translations. */
export const localeNames: Record<Locale, string> = {
  'pt-BR': 'Português (Brasil)',
  'es-AR': 'Español (Argentina)',
  'en-US': 'English (US)',
};

/** The spec's map from a locale's country code to the company's commercial region. */
export const regionByCountry = { BR: 'LATAM', AR: 'LATAM', US: 'NA' } as const;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale of a route param, or the default one for anything else (the proxy only lets ours through). */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** `generateStaticParams` of every `[locale]` route: one static version per locale. */
export function localeStaticParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

export function countryOf(locale: Locale): keyof typeof regionByCountry {
  return locale.split('-')[1] as keyof typeof regionByCountry;
}

/** Open Graph wants `pt_BR`, not `pt-BR`. */
export function openGraphLocale(locale: Locale): string {
  return locale.replace('-', '_');
}
