// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDuration, formatKB, formatMs, formatNumber, formatRatio, formatSigned, formatTable } from './format.mjs';

describe('formatTable', () => {
  it('pads columns to the widest cell, right-aligns numbers and trims line ends', () => {
    const table = formatTable(
      [{ header: 'page' }, { header: 'KB', align: 'right' }, { header: 'note' }],
      [
        ['/pt-BR', '210.5', ''],
        ['/pt-BR/ferramentas', '9.0', 'big'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'page                   KB  note',
      '------------------  -----  ----',
      '/pt-BR              210.5',
      '/pt-BR/ferramentas    9.0  big',
    ]);
  });

  it('counts code points, not UTF-16 units, and tolerates short rows', () => {
    const table = formatTable([{ header: 'a' }, { header: 'b', align: 'right' }], [['campaña'], ['x', '1']]);
    expect(table.split('\n')).toEqual(['a        b', '-------  -', 'campaña', 'x        1']);
  });
});

describe('number formats', () => {
  it('formats sizes, ratios, signed differences, milliseconds, numbers and durations', () => {
    expect(formatKB(2048)).toBe('2.0');
    expect(formatKB(1536)).toBe('1.5');
    expect(formatRatio(1.0849)).toBe('1.08x');
    expect(formatRatio(Number.NaN)).toBe('n/a');
    expect(formatSigned(2)).toBe('+2');
    expect(formatSigned(-3)).toBe('-3');
    expect(formatSigned(-0.0001, 2)).toBe('0.00');
    expect(formatSigned(0.026, 3)).toBe('+0.026');
    expect(formatSigned(1884.2)).toBe('+1,884');
    expect(formatMs(1234.4)).toBe('1,234 ms');
    expect(formatNumber(1234.56, 1)).toBe('1,234.6');
    expect(formatNumber(Number.NaN)).toBe('n/a');
    expect(formatDuration(48_240)).toBe('48.2 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
  });
});
