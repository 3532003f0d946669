// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { readTrialReport } from './read-report';

// Next's data cache needs a request scope; here each read goes to the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const AMES_CORN = 'TR-2026-IA-0412';

beforeEach(() => sandbox.reset());

describe('readTrialReport, on the sandbox', () => {
  it('answers a seeded report, its entries by rank', async () => {
    const read = await readTrialReport(AMES_CORN);
    expect(read).toMatchObject({ kind: 'report', report: { reportId: AMES_CORN, cropGrown: 'Corn', locationName: 'Ames, IA', year: 2026 } });
    const ranks = read.kind === 'report' ? read.report.entries.map((entry) => entry.rank) : [];
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('says so when the service knows no such report', async () => {
    expect(await readTrialReport('TR-1999-XX-0000')).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['an error status', { status: 503 }],
    ['an answer it cannot read', { malformed: true }],
  ])('settles to failed on %s, never throwing', async (_, fault) => {
    await sandbox.fault({ path: `/yield-trials/v1/trials/${AMES_CORN}`, ...fault, times: 0 });
    expect(await readTrialReport(AMES_CORN)).toEqual({ kind: 'failed' });
  });
});
