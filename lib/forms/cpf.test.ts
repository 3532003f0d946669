import { cpfIsValid } from './cpf';

describe('cpfIsValid', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '11144477735', '  529.982.247-25  '])('accepts the valid CPF %j, masked or bare', (cpf) => {
    expect(cpfIsValid(cpf)).toBe(true);
  });

  it.each([
    ['without the dots', '529982247-25'],
    ['without the hyphen', '529.982.24725'],
    ['with only the first dot', '529.98224725'],
    ['bare with spaces around', ' 52998224725\t'],
  ])('accepts the mask’s own punctuation where it belongs: %s (%j)', (_, cpf) => {
    expect(cpfIsValid(cpf)).toBe(true);
  });

  it('accepts a CPF whose first check digit comes out of a remainder of 10, written as 0', () => {
    expect(cpfIsValid('123.456.789-09')).toBe(true);
    expect(cpfIsValid('123.456.789-19')).toBe(false);
  });

  it('accepts a CPF with leading zeros', () => {
    expect(cpfIsValid('000.000.001-91')).toBe(true);
  });

  it('refuses a wrong first check digit', () => {
    expect(cpfIsValid('529.982.247-35')).toBe(false);
  });

  it('refuses a wrong second check digit', () => {
    expect(cpfIsValid('529.982.247-24')).toBe(false);
    expect(cpfIsValid('52998224726')).toBe(false);
  });

  it.each(['111.111.111-11', '000.000.000-00', '99999999999'])('refuses %j, all digits the same', (cpf) => {
    expect(cpfIsValid(cpf)).toBe(false);
  });

  it.each(['', '529.982.247-2', '5299822472', '529.982.247-250', '529982247250'])('refuses %j, not 11 digits', (cpf) => {
    expect(cpfIsValid(cpf)).toBe(false);
  });

  // Each of these hides the valid 529.982.247-25: only its digits and its mask may be written.
  it.each([
    ['letters before it', 'abc52998224725'],
    ['letters after it', '52998224725abc'],
    ['a letter inside', '529.982.247a-25'],
    ['a letter in place of the hyphen', '529.982.247x25'],
    ['spaces between the groups', '529 982 247 25'],
    ['a space inside the masked form', '529.982. 247-25'],
    ['hyphens in place of the dots', '529-982-247-25'],
    ['a slash in place of the hyphen', '529.982.247/25'],
    ['the punctuation in the wrong places', '5299.82.247-25'],
    ['a doubled mark', '529..982.247-25'],
    ['a country prefix', 'BR 529.982.247-25'],
    ['a leading plus', '+52998224725'],
    ['full-width digits', '５２９９８２２４７２５'],
    ['a line break inside', '529.982\n.247-25'],
  ])('refuses a CPF with %s (%j)', (_, cpf) => {
    expect(cpfIsValid(cpf)).toBe(false);
  });
});
