import { describe, expect, it } from 'vitest';
import { trialReportHref } from './report-links';

describe('trialReportHref', () => {
  it.each([
    ['vertical', '/en-US/tools/local-yield-results/TR-2026-IA-0412'],
    ['normal', '/en-US/tools/local-yield-results/50309/TR-2026-IA-0412'],
  ] as const)('a %s card links to %s', (variant, href) => {
    expect(trialReportHref('en-US', variant, 'TR-2026-IA-0412', '50309')).toBe(href);
  });

  it('keeps the locale of the page', () => {
    expect(trialReportHref('pt-BR', 'vertical', 'TR-2025-IL-0101', '61820')).toBe('/pt-BR/tools/local-yield-results/TR-2025-IL-0101');
  });
});
