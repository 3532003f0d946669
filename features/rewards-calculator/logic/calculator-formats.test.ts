import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatPoints } from './calculator-formats';

// Intl puts a no-break space between the sign and the number.
const spaced = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('calculator formats', () => {
  it.each([
    ['pt-BR', '123456', 'R$ 1.234,56'],
    ['pt-BR', '5', 'R$ 0,05'],
    ['es-AR', '123456', 'BRL 1.234,56'],
    ['en-US', '123456', 'R$1,234.56'],
    ['pt-BR', '9'.repeat(23), 'R$ 999.999.999.999.999.999.999,99'],
  ])('%s shows %j centavos as %j', (locale, digits, text) => {
    expect(spaced(formatAmount(digits, locale))).toBe(text);
  });

  it.each([
    ['pt-BR', 999_999, '999.999'],
    ['en-US', 105_261, '105,261'],
  ])('%s points', (locale, points, text) => {
    expect(formatPoints(points, locale)).toBe(text);
  });

  it('percent', () => {
    expect(spaced(formatPercent(0.75, 'pt-BR'))).toBe('75%');
  });
});
