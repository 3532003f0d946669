import { parseAsString, parseAsStringLiteral, type Options } from 'nuqs';
import { alphabets } from '@/lib/catalogue/alphabet';
import type { Locale } from '@/lib/i18n/locales';
import { DIRECTORY_TABS } from './directory';

/**
 * The directory's filters in the address (issue 20: "filters live in the URL"): `tab`, `q`,
 * `letter`, `crop`, `type`, each absent at its default. A value that cannot be one (an unknown
 * tab, a letter outside the locale's alphabet) reads as the default; crops and types are checked
 * against what the tab offers by `settleFilters`.
 */
export function directoryParsers(locale: Locale) {
  return {
    tab: parseAsStringLiteral(DIRECTORY_TABS).withDefault('all'),
    q: parseAsString.withDefault(''),
    letter: parseAsStringLiteral(alphabets[locale]),
    crop: parseAsString,
    type: parseAsString,
  };
}

/** Filters replace the address (no history entry per keystroke), keep it clean and leave the scroll alone. */
export const urlOptions = { history: 'replace', clearOnDefault: true, scroll: false } as const satisfies Options;
