/** A 0-100 percentage in the locale's words ('96%', '2,25%'), up to two decimals (spec §3: germination power and failures are percentages). */
export const formatPercent = (locale: string, value: number): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
