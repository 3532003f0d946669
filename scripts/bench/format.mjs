// @ts-check
/** Pure text formatting of the `npm run bench` report. */

/**
 * @typedef {{ header: string, align?: 'left' | 'right' }} Column
 */

/** Display width of a string in a monospace terminal (code points, good enough for paths and figures). */
const width = (/** @type {string} */ text) => [...text].length;

/**
 * A plain-text table: a header row, a rule, then the rows; numbers read best right-aligned.
 * @param {readonly Column[]} columns
 * @param {readonly (readonly string[])[]} rows
 * @returns {string}
 */
export function formatTable(columns, rows) {
  const widths = columns.map((column, index) => Math.max(width(column.header), ...rows.map((row) => width(row[index] ?? ''))));
  /** @param {readonly string[]} cells */
  const line = (cells) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        const padding = ' '.repeat(/** @type {number} */ (widths[index]) - width(cell));
        return column.align === 'right' ? padding + cell : cell + padding;
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.header)), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Kilobytes (1 KB = 1024 bytes) with one decimal.
 * @param {number} bytes
 */
export function formatKB(bytes) {
  return Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : 'n/a';
}

/**
 * A ratio as `1.08x`.
 * @param {number} value
 * @param {number} [digits]
 */
export function formatRatio(value, digits = 2) {
  return Number.isFinite(value) ? `${value.toFixed(digits)}x` : 'n/a';
}

/**
 * A number with an explicit sign (`+1.5`, `-3`, `+1,884`, `0`), for differences against a reference.
 * @param {number} value
 * @param {number} [digits]
 */
export function formatSigned(value, digits = 0) {
  if (!Number.isFinite(value)) return 'n/a';
  const magnitude = Number(Math.abs(value).toFixed(digits));
  const text = formatNumber(magnitude, digits);
  if (magnitude === 0) return text;
  return `${value > 0 ? '+' : '-'}${text}`;
}

/**
 * Whole milliseconds with thousands separators (`1,234 ms`).
 * @param {number} ms
 */
export function formatMs(ms) {
  return Number.isFinite(ms) ? `${Math.round(ms).toLocaleString('en-US')} ms` : 'n/a';
}

/**
 * A number with thousands separators and fixed decimals (`1,234.5`).
 * @param {number} value
 * @param {number} [digits]
 */
export function formatNumber(value, digits = 0) {
  return Number.isFinite(value) ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';
}

/**
 * A wall-clock duration for humans (`48.2 s`, `3 min 05 s`).
 * @param {number} ms
 */
export function formatDuration(ms) {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
