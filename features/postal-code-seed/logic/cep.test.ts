import { canSubmitCep, CEP_MAX_LENGTH, cepPrefix, maskCep } from './cep';

describe('maskCep (spec §5: 00.000-000, max 10 characters)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['013', '01.3'],
    ['01310', '01.310'],
    ['013101', '01.310-1'],
    ['01310100', '01.310-100'],
    ['013101009', '01.310-100'],
    ['a', ''],
    ['01a3', '01.3'],
    ['01.310-100', '01.310-100'],
    ['01310-100', '01.310-100'],
    ['  01310 100 ', '01.310-100'],
    ['01.310-10', '01.310-10'],
    ['01.31', '01.31'],
    ['CEP: 78890-000, Sorriso', '78.890-000'],
  ])('%j shows %j', (typed, shown) => {
    expect(maskCep(typed)).toBe(shown);
  });

  it('never shows more than 10 characters, whatever is pasted', () => {
    expect(CEP_MAX_LENGTH).toBe(10);
    for (const pasted of ['1234567890123', '12.345-678-90', '9'.repeat(50)]) expect(maskCep(pasted).length).toBeLessThanOrEqual(CEP_MAX_LENGTH);
  });

  it('is stable: masking a masked CEP changes nothing', () => {
    for (const typed of ['0', '013', '013101', '01310100']) expect(maskCep(maskCep(typed))).toBe(maskCep(typed));
  });
});

describe('canSubmitCep (spec §5: more than 9 characters)', () => {
  it.each([
    ['', false],
    ['01.310', false],
    ['01.310-10', false],
    ['01.310-100', true],
  ])('%j: %s', (masked, allowed) => {
    expect(canSubmitCep(masked)).toBe(allowed);
  });
});

describe('cepPrefix (spec §5: the first 5 digits)', () => {
  it.each([
    ['01.310-100', '01310'],
    ['78.890-000', '78890'],
    ['99.010-120', '99010'],
  ])('%j looks up %j', (masked, prefix) => {
    expect(cepPrefix(masked)).toBe(prefix);
  });
});
