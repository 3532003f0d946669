import localFont from 'next/font/local';

/**
 * Inter (variable weight), self-hosted from @fontsource-variable: nothing is fetched at build or run time.
 * `optional`, not `swap`: the file is preloaded, so it is nearly always there for the first paint; when it
 * is not (a slow first visit), the page keeps the metric-matched fallback rather than re-wrapping every
 * line when the font lands (a layout shift the campaign journeys caught on a loaded CI machine).
 */
export const brandFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-brand',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
