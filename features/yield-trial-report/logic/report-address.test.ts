import { parseReportSegments, reportPagePath } from './report-address';

describe('parseReportSegments', () => {
  it('reads a report id alone', () => {
    expect(parseReportSegments(['TR-2026-IA-0412'])).toEqual({ reportId: 'TR-2026-IA-0412' });
  });

  it('reads a zip and a report id', () => {
    expect(parseReportSegments(['50309', 'TR-2026-IA-0412'])).toEqual({ reportId: 'TR-2026-IA-0412', zip: '50309' });
  });

  it('takes five digits alone for a report id (the service says whether it knows it)', () => {
    expect(parseReportSegments(['50309'])).toEqual({ reportId: '50309' });
  });

  it.each([
    ['no segment', []],
    ['three segments', ['50309', 'TR-2026-IA-0412', 'extra']],
    ['a zip of four digits', ['5030', 'TR-2026-IA-0412']],
    ['ZIP+4', ['50309-1234', 'TR-2026-IA-0412']],
    ['the report id first', ['TR-2026-IA-0412', '50309']],
    ['a report id with a dot', ['TR-2026.IA']],
    ['a report id with a slash', ['TR/2026']],
    ['a report id starting with a dash', ['-TR-2026']],
    ['an empty report id', ['']],
    ['a report id over 40 characters', ['T'.repeat(41)]],
    ['a report id with spaces', ['TR 2026']],
    ['not a list', 'TR-2026-IA-0412'],
    ['undefined', undefined],
  ])('refuses %s', (_, segments) => {
    expect(parseReportSegments(segments)).toBeNull();
  });
});

describe('reportPagePath', () => {
  it('builds both addresses', () => {
    expect(reportPagePath({ reportId: 'TR-2026-IA-0412' })).toBe('/tools/local-yield-results/TR-2026-IA-0412');
    expect(reportPagePath({ reportId: 'TR-2026-IA-0412', zip: '50309' })).toBe('/tools/local-yield-results/50309/TR-2026-IA-0412');
  });
});
