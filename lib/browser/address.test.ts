import { addressHasAny } from './address';

afterEach(() => window.history.replaceState(null, '', '/'));

it('says whether the address has any of the keys', () => {
  window.history.replaceState(null, '', '/pt-BR/produtos?tab=seeds&utm_source=x');
  expect(addressHasAny(['tab', 'q'])).toBe(true);
  expect(addressHasAny(['page'])).toBe(false);
  window.history.replaceState(null, '', '/pt-BR/produtos');
  expect(addressHasAny(['tab'])).toBe(false);
});
