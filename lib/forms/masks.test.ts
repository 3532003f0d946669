import { applyMask, providerMask, type InputMask } from './masks';

const cpf: InputMask = { pattern: '000.000.000-00' };
const brazilPhone: InputMask = { pattern: '(00)00000-0000' };
const usPhone: InputMask = { pattern: '(000) 000-0000' };
const usPhoneWithCountryCode: InputMask = { pattern: '1 (000) 000-0000' };

/** What the input shows after each keystroke of `keys`, the way an onChange handler re-masks it. */
function type(mask: InputMask, keys: string, start = ''): string {
  return [...keys].reduce((shown, key) => applyMask(mask, shown + key), start);
}

describe('applyMask with a pattern', () => {
  it.each([
    ['CPF', cpf, '52998224725', '529.982.247-25'],
    ['Brazil phone', brazilPhone, '64998765432', '(64)99876-5432'],
    ['US phone', usPhone, '5155550142', '(515) 555-0142'],
    ['US phone with country code 1', usPhoneWithCountryCode, '15155550142', '1 (515) 555-0142'],
  ])('formats a %s typed key by key', (_, mask, keys, shown) => {
    expect(type(mask, keys)).toBe(shown);
  });

  it.each([
    ['CPF', cpf, '52998224725', '529.982.247-25'],
    ['Brazil phone', brazilPhone, '64998765432', '(64)99876-5432'],
    ['US phone', usPhone, '5155550142', '(515) 555-0142'],
  ])('formats a pasted %s at once', (_, mask, raw, shown) => {
    expect(applyMask(mask, raw)).toBe(shown);
  });

  it('shows the partial value with only the literals ahead of typed input', () => {
    expect(applyMask(brazilPhone, '11')).toBe('(11');
    expect(applyMask(brazilPhone, '119')).toBe('(11)9');
    expect(applyMask(cpf, '529')).toBe('529');
    expect(applyMask(cpf, '5299')).toBe('529.9');
    expect(applyMask(usPhone, '515')).toBe('(515');
    expect(applyMask(usPhone, '5155')).toBe('(515) 5');
  });

  it('lets the visitor delete back over a literal', () => {
    // Backspace on '(11)9' leaves '(11)', then on '(11)' leaves '(11': the ')' does not come back.
    expect(applyMask(brazilPhone, '(11)')).toBe('(11)');
    expect(applyMask(brazilPhone, '(11')).toBe('(11');
    expect(applyMask(usPhone, '(515) ')).toBe('(515) ');
    expect(applyMask(usPhone, '(515)')).toBe('(515)');
    expect(applyMask(cpf, '529.')).toBe('529.');
    expect(applyMask(cpf, '529')).toBe('529');
    expect(applyMask(brazilPhone, '(')).toBe('(');
    expect(applyMask(brazilPhone, '')).toBe('');
  });

  it('uses a typed literal instead of adding a second one', () => {
    expect(type(brazilPhone, '(11)98765-4321')).toBe('(11)98765-4321');
    expect(type(cpf, '529.982.247-25')).toBe('529.982.247-25');
    expect(type(usPhone, '(515) 555-0142')).toBe('(515) 555-0142');
  });

  it('leaves an already masked value as it is', () => {
    for (const [mask, shown] of [
      [cpf, '529.982.247-25'],
      [brazilPhone, '(64)99876-5432'],
      [usPhone, '(515) 555-0142'],
      [usPhoneWithCountryCode, '1 (515) 555-0142'],
    ] as const) {
      expect(applyMask(mask, shown)).toBe(shown);
    }
  });

  it('skips characters that do not fit the next slot', () => {
    expect(applyMask(cpf, '529a982b247/25')).toBe('529.982.247-25');
    expect(applyMask(brazilPhone, '+(64) 99876 5432')).toBe('(64)99876-5432');
    expect(type(usPhone, 'x')).toBe('');
    expect(type(usPhone, '515x')).toBe('(515');
  });

  it('writes the country code 1 of the pattern when the visitor starts with the area code', () => {
    expect(type(usPhoneWithCountryCode, '5155550142')).toBe('1 (515) 555-0142');
    expect(applyMask(usPhoneWithCountryCode, '1')).toBe('1');
  });

  it('never grows longer than the pattern', () => {
    expect(applyMask(cpf, '529982247250000')).toBe('529.982.247-25');
    expect(type(brazilPhone, '649987654321234')).toBe('(64)99876-5432');
  });

  it('reads 9 as a digit, a as a letter and * as either', () => {
    expect(applyMask({ pattern: '999-999' }, '123456')).toBe('123-456');
    expect(applyMask({ pattern: 'aaa' }, 'a1b2c3d')).toBe('abc');
    expect(applyMask({ pattern: 'aa-aa' }, 'São')).toBe('Sã-o');
    expect(applyMask({ pattern: '***-***' }, 'ab1-c!d2')).toBe('ab1-cd2');
  });
});

describe('applyMask with a digit limit', () => {
  it('keeps the 5 digits of a US postal code and drops everything else', () => {
    const usPostal: InputMask = { maxDigits: 5 };
    expect(applyMask(usPostal, '50010')).toBe('50010');
    expect(applyMask(usPostal, '500101234')).toBe('50010');
    expect(applyMask(usPostal, '50-0a1 0')).toBe('50010');
    expect(applyMask(usPostal, '')).toBe('');
  });

  it('keeps the 4 digits of an Argentine postal code', () => {
    const argentinaPostal: InputMask = { maxDigits: 4 };
    expect(applyMask(argentinaPostal, 'C1425DKA')).toBe('1425');
    expect(applyMask(argentinaPostal, '14250')).toBe('1425');
  });
});

describe('providerMask', () => {
  it.each(['999-999', 'aaa', '1 (999) 999-9999', '***'])('turns the provider mask %j into a pattern', (mask) => {
    expect(providerMask(mask)).toEqual({ pattern: mask });
  });

  it('masks input the way the provider mask reads', () => {
    expect(applyMask(providerMask('1 (999) 999-9999')!, '5155550142')).toBe('1 (515) 555-0142');
    expect(applyMask(providerMask('999-999')!, '12a3456')).toBe('123-456');
  });

  it.each([undefined, ''])('gives no mask for %j', (mask) => {
    expect(providerMask(mask)).toBeUndefined();
  });
});
