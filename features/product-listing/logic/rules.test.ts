import { describe, expect, it } from 'vitest';
import { badgeLabel, keepsOnlyBio, maturityRangeLabel, truncate } from './rules';
import { maturityRangeOf, maturityRanges } from '@/lib/catalogue/contract';

describe('truncations (spec §5)', () => {
  it.each([
    ['Short', 20, 'Short'],
    ['Exactly twenty chars', 20, 'Exactly twenty chars'],
    ['Twenty-one characters', 20, 'Twenty-one character…'],
    ['Fungicide for soybean ', 20, 'Fungicide for soybea…'],
    ['Ends in a space here and more', 17, 'Ends in a space h…'],
  ])('%j at %i -> %j', (text, length, expected) => {
    expect(truncate(text, length)).toBe(expected);
  });

  it('cuts at a space without leaving it before the ellipsis', () => {
    expect(truncate('Ends with space then more', 16)).toBe('Ends with space…');
  });

  it.each([
    ['Novo', 'Novo'],
    ['Lançamento 26', 'Lançamento 26'],
    ['Exactly 14 chr', 'Exactly 14 chr'],
    ['Fifteen chars!!', 'Fifteen cha…'],
    ['Lançamento safra 2027', 'Lançamento …'],
  ])('novelty badge %j -> %j', (label, expected) => {
    expect(badgeLabel(label)).toBe(expected);
  });
});

describe('maturity ranges (spec §5: 0-80, 81-95, 96-105, 106-115, 116-125, 126-135, 136+; a fraction is in the range of its whole days)', () => {
  it('are labelled as the spec writes them', () => {
    expect(maturityRanges.map(maturityRangeLabel)).toEqual(['0-80', '81-95', '96-105', '106-115', '116-125', '126-135', '136+']);
  });

  it.each([
    [0, '0-80'],
    [80, '0-80'],
    [81, '81-95'],
    [95, '81-95'],
    [95.4, '81-95'],
    [95.9, '81-95'],
    [105, '96-105'],
    [106, '106-115'],
    [115, '106-115'],
    [116, '116-125'],
    [125, '116-125'],
    [126, '126-135'],
    [135, '126-135'],
    [136, '136+'],
    [180, '136+'],
  ])('%d days: %s', (maturity, label) => {
    expect(maturityRangeLabel(maturityRangeOf(maturity))).toBe(label);
  });
});

describe('the bio group (spec §5)', () => {
  it.each([
    [{ group: 'biological' }, true],
    [{ group: 'crop-protection', bioOnly: true }, true],
    [{ group: 'crop-protection', bioOnly: false }, false],
    [{ group: 'crop-protection' }, false],
    [{ group: 'seeds', bioOnly: true }, false],
  ] as const)('%j keeps only bio products: %s', (options, expected) => {
    expect(keepsOnlyBio(options)).toBe(expected);
  });
});
