import { SEED_CODE_INPUT_MAX_LENGTH, seedCodeToSubmit, typedSeedCode } from './seed-code';

describe('typedSeedCode (spec §5: upper-cased as typed)', () => {
  it.each([
    ['', ''],
    ['t', 'T'],
    ['tl2280-24-0153', 'TL2280-24-0153'],
    ['Tl2280', 'TL2280'],
    [' tl2280 ', ' TL2280 '],
    ['ção', 'ÇÃO'],
    ['TL2280-24-0153', 'TL2280-24-0153'],
  ])('%j becomes %j', (typed, shown) => {
    expect(typedSeedCode(typed)).toBe(shown);
  });

  it('keeps no more than the input takes, from a long paste', () => {
    expect(typedSeedCode('a'.repeat(100))).toBe('A'.repeat(SEED_CODE_INPUT_MAX_LENGTH));
  });
});

describe('seedCodeToSubmit (spec §5: trimmed, empty does nothing)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['\t\n', null],
    ['TL2280', 'TL2280'],
    ['  TL2280-24-0153 ', 'TL2280-24-0153'],
    ['TL 2280', 'TL 2280'],
  ])('%j submits %j', (value, submitted) => {
    expect(seedCodeToSubmit(value)).toBe(submitted);
  });
});
