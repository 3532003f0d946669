import type { Locale } from '@/lib/i18n/locales';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size in the locale's words and separators ("1,2 MB", "1.2 MB"), with decimal units
 * (1 kB = 1000 bytes) as their symbols say. The unit is the largest that keeps the rounded value
 * under 1000, so 999 950 bytes reads "1 MB", never "1000 kB".
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  let value = bytes;
  let unit = 0;
  while (unit < units.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
