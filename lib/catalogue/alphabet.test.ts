import { describe, expect, it } from 'vitest';
import { alphabets, enabledLetters, initialOf, letterBarLayout } from './alphabet';

describe('alphabets', () => {
  it('are the Latin 26 letters, with Ñ after N in Spanish', () => {
    expect(alphabets['en-US']).toHaveLength(26);
    expect(alphabets['pt-BR']).toHaveLength(26);
    expect(alphabets['es-AR']).toHaveLength(27);
    expect(alphabets['es-AR'].slice(13, 16)).toEqual(['N', 'Ñ', 'O']);
  });
});

describe('letterBarLayout (spec §9: at most 27 left, 28-36 spread, over 36 scroll)', () => {
  it.each([
    [0, 'left'],
    [26, 'left'],
    [27, 'left'],
    [28, 'spread'],
    [36, 'spread'],
    [37, 'scroll'],
    [60, 'scroll'],
  ] as const)('%i letters: %s', (count, layout) => {
    expect(letterBarLayout(count)).toBe(layout);
  });
});

describe('initialOf', () => {
  it.each([
    ['Aurora Pro', 'pt-BR', 'A'],
    ['  boreal', 'en-US', 'B'],
    ['Ácaro Stop', 'pt-BR', 'A'],
    ['Éxito', 'es-AR', 'E'],
    ['Ñandú', 'es-AR', 'Ñ'],
    ['Ñandú', 'pt-BR', 'N'],
    ['2,4-D Max', 'en-US', null],
    ['', 'en-US', null],
  ] as const)('%j in %s is filed under %s', (name, locale, letter) => {
    expect(initialOf(name, locale)).toBe(letter);
  });
});

it('enables only the letters that start some name', () => {
  expect([...enabledLetters(['Aurora', 'atlas', 'Boreal', 'Ñandú', '4Tech'], 'es-AR')].sort()).toEqual(['A', 'B', 'Ñ']);
});
