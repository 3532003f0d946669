import type { Locale } from '@/lib/i18n/locales';

/**
 * The A-Z bar of the catalogue's listing and directory (discovery spec §5, §9): each locale's alphabet, which of its
 * letters start some product (only those are enabled), and how the bar lays out for its length.
 */

const LATIN = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** Spanish sorts and files Ñ as a letter of its own, after N. */
export const alphabets: Record<Locale, readonly string[]> = {
  'pt-BR': LATIN,
  'en-US': LATIN,
  'es-AR': [...LATIN.slice(0, 14), 'Ñ', ...LATIN.slice(14)],
};

/** Letters at most this many fit the bar from the left; up to `SPREAD_MAX` are spread over it; more scroll. */
export const LEFT_MAX = 27;
export const SPREAD_MAX = 36;
export type LetterBarLayout = 'left' | 'spread' | 'scroll';

export function letterBarLayout(letterCount: number): LetterBarLayout {
  if (letterCount <= LEFT_MAX) return 'left';
  return letterCount <= SPREAD_MAX ? 'spread' : 'scroll';
}

/**
 * The letter a name is filed under in a locale's alphabet: its first letter in upper case, accents
 * dropped ('Ácaro' under A), except where the alphabet has the accented letter itself (Ñ in
 * Spanish). Null for a name that starts with no letter of the alphabet (a digit).
 */
export function initialOf(name: string, locale: Locale): string | null {
  const first = name.trim().charAt(0).toLocaleUpperCase(locale);
  if (!first) return null;
  const alphabet = alphabets[locale];
  if (alphabet.includes(first)) return first;
  const plain = first.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return alphabet.includes(plain) ? plain : null;
}

/** The letters to enable: those some name starts with (a product's name or its hybrid label). */
export function enabledLetters(names: Iterable<string>, locale: Locale): Set<string> {
  const letters = new Set<string>();
  for (const name of names) {
    const initial = initialOf(name, locale);
    if (initial) letters.add(initial);
  }
  return letters;
}
