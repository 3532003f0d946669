import { env } from '@/lib/env';
import type { TrialReport } from '@/lib/yield-trials/contract';
import { trialReportMetadata } from './metadata';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const report: TrialReport = {
  reportId: 'TR-2026-IA-0412',
  brand: 'terralis',
  cropGrown: 'Corn',
  locationName: 'Ames, IA',
  year: 2026,
  cooperator: 'Hansen Family Farms',
  location: { latitude: 42.0308, longitude: -93.6319 },
  summaryItems: [],
  plantingDate: '2026-04-28',
  harvestDate: '2026-10-03',
  soilType: 'Clarion loam',
  tillage: 'No-till',
  previousCrop: 'Soybeans',
  entries: [{ product: 'T1184', brand: 'Terralis', yieldBuPerAcre: 231.4, moisturePercent: 17.9, testWeightLbPerBu: 57.3, rank: 1 }],
};
const read = { kind: 'report', report } as const;
const url = (path: string) => new URL(path, env.site.url).toString();
const path = '/tools/local-yield-results/TR-2026-IA-0412';

describe('trialReportMetadata', () => {
  it('titles and describes the report, canonical and indexed at its address without a zip, with every locale as an alternate', async () => {
    const metadata = await trialReportMetadata('en-US', { reportId: report.reportId }, read);
    expect(metadata).toMatchObject({
      title: 'Corn yield trial — Ames, IA 2026',
      description: 'Results of the 2026 Terralis Corn yield trial in Ames, IA, grown by Hansen Family Farms: yield, moisture and test weight of 1 entry, ranked by yield.',
      robots: { index: true, follow: true },
      alternates: {
        canonical: url(`/en-US${path}`),
        languages: { 'pt-BR': url(`/pt-BR${path}`), 'es-AR': url(`/es-AR${path}`), 'en-US': url(`/en-US${path}`), 'x-default': url(`/pt-BR${path}`) },
      },
      openGraph: { url: url(`/en-US${path}`), locale: 'en_US', siteName: 'Terralis' },
    });
  });

  it('says it in pt-BR', async () => {
    const metadata = await trialReportMetadata('pt-BR', { reportId: report.reportId }, read);
    expect(metadata.title).toBe('Ensaio de produtividade de milho — Ames, IA 2026');
    expect(metadata.alternates?.canonical).toBe(url(`/pt-BR${path}`));
  });

  it('keeps the zip variant out of the index, its canonical the address without the zip', async () => {
    const metadata = await trialReportMetadata('en-US', { reportId: report.reportId, zip: '50309' }, read);
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBe(url(`/en-US${path}`));
  });

  it.each([
    ['en-US', 'Trial report unavailable'],
    ['pt-BR', 'Relatório de ensaio indisponível'],
  ] as const)('titles the error state in %s, not indexed', async (locale, title) => {
    expect(await trialReportMetadata(locale, { reportId: report.reportId }, { kind: 'failed' })).toEqual({ title, robots: { index: false, follow: true } });
  });
});
