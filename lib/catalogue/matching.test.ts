import { describe, expect, it } from 'vitest';
import { matchesLetter, matchesSearch } from './matching';

const seed = { name: 'Aurora Pro', hybridLabel: 'TX 4410', isBio: false };

describe('matching (spec §5)', () => {
  it('a letter matches the start of the product name or of its hybrid label', () => {
    expect(matchesLetter(seed, 'A', 'en-US')).toBe(true);
    expect(matchesLetter(seed, 'T', 'en-US')).toBe(true);
    expect(matchesLetter(seed, 'P', 'en-US')).toBe(false);
    expect(matchesLetter({ name: 'Ácaro Stop', isBio: true }, 'A', 'pt-BR')).toBe(true);
  });

  it.each([
    ['pro', true],
    ['PRO', true],
    ['ora p', true],
    ['4410', true],
    ['tx 4', true],
    ['', true],
    ['   ', true],
    ['zeta', false],
  ])('search %j anywhere in name or hybrid label: %s', (search, expected) => {
    expect(matchesSearch(seed, search)).toBe(expected);
  });

  it('a search ignores accents both ways', () => {
    expect(matchesSearch({ name: 'Proteção Total', isBio: false }, 'protecao')).toBe(true);
    expect(matchesSearch({ name: 'Protecao Total', isBio: false }, 'PROTEÇÃO')).toBe(true);
  });
});
