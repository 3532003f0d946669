import { describe, expect, it } from 'vitest';
import { ANIMATED_WORDS_MAX, typingDurationMs, wordsOf, wordsShown } from './typing';

describe('wordsOf', () => {
  it('keeps the spacing and line breaks after each word', () => {
    expect(wordsOf('Rust spreads fast.\n\nScout early')).toEqual(['Rust ', 'spreads ', 'fast.\n\n', 'Scout ', 'early']);
    expect(wordsOf('')).toEqual([]);
    expect(wordsOf('  ')).toEqual([]);
  });
});

describe('wordsShown at 10 words a second', () => {
  it.each([
    [50, 0, 1],
    [50, 99, 1],
    [50, 100, 2],
    [50, 1000, 11],
    [50, 4_899, 49],
    [50, 4_900, 50],
    [50, 60_000, 50],
    [0, 1000, 0],
    [1, 0, 1],
  ])('of %d words, %d ms in: %d', (total, elapsed, shown) => {
    expect(wordsShown(total, elapsed)).toBe(shown);
  });

  it('animates at most 120 words: the rest come with the 120th', () => {
    expect(wordsShown(300, 11_800)).toBe(119);
    expect(wordsShown(300, 11_900)).toBe(300);
    expect(ANIMATED_WORDS_MAX).toBe(120);
  });

  it('never goes backwards', () => {
    let previous = 0;
    for (let ms = 0; ms <= 13_000; ms += 37) {
      const shown = wordsShown(200, ms);
      expect(shown).toBeGreaterThanOrEqual(previous);
      previous = shown;
    }
  });
});

describe('typingDurationMs', () => {
  it.each([
    [0, 0],
    [1, 0],
    [10, 900],
    [120, 11_900],
    [500, 11_900],
  ])('%d words take %d ms', (words, ms) => {
    expect(typingDurationMs(words)).toBe(ms);
  });
});
