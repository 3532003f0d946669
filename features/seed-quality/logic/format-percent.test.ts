import { formatPercent } from './format-percent';

describe('formatPercent', () => {
  it.each([
    ['pt-BR', 96, '96%'],
    ['pt-BR', 2.25, '2,25%'],
    ['pt-BR', 85.5, '85,5%'],
    ['pt-BR', 0, '0%'],
    ['pt-BR', 100, '100%'],
    ['en-US', 2.25, '2.25%'],
    ['es-AR', 2.25, '2,25%'],
    ['en-US', 1.006, '1.01%'],
  ])('%s %d is %j', (locale, value, text) => {
    expect(formatPercent(locale, value)).toBe(text);
  });
});
