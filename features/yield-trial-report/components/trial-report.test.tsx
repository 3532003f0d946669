import { screen, within } from '@testing-library/react';
import type { TrialReport as Report } from '@/lib/yield-trials/contract';
import { renderWithProviders } from '@/tests/render';
import { TrialReport, TrialReportUnavailable } from './trial-report';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

/** A report as the client hands it over, its entries out of rank order on purpose. */
const report: Report = {
  reportId: 'TR-2026-IA-0412',
  brand: 'terralis',
  cropGrown: 'Corn',
  locationName: 'Ames, IA',
  year: 2026,
  cooperator: 'Hansen Family Farms',
  location: { latitude: 42.0308, longitude: -93.6319 },
  summaryItems: [
    { title: 'Top yield', description: 'Terralis T1184', value: '231.4 bu/A' },
    { title: 'Plot average', description: '3 entries', value: '1,214.7 bu/A' },
  ],
  plantingDate: '2026-04-28',
  harvestDate: '2026-10-03',
  soilType: 'Clarion loam',
  tillage: 'No-till',
  previousCrop: 'Soybeans',
  entries: [
    { product: 'PG 5910', brand: 'Prairie Gold Genetics', yieldBuPerAcre: 1214.7, moisturePercent: 18.25, testWeightLbPerBu: 56, rank: 3 },
    { product: 'T1184', brand: 'Terralis', yieldBuPerAcre: 231.4, moisturePercent: 17.9, testWeightLbPerBu: 57.3, rank: 1 },
    { product: 'HS 108-44', brand: 'Heartland Seed Co.', yieldBuPerAcre: 224, moisturePercent: 19.1, testWeightLbPerBu: 56.8, rank: 2 },
  ],
};

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('TrialReport', () => {
  it('shows the report in en-US: heading, details, highlights, and the entries by rank in US figures', async () => {
    renderWithProviders(await TrialReport({ locale: 'en-US', report, trialsHref: '/en-US/tools/yield-trials' }), { locale: 'en-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Corn trial, Ames, IA' })).toBeInTheDocument();
    expect(screen.getByText('Terralis yield trial · 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to yield trials' })).toHaveAttribute('href', '/en-US/tools/yield-trials');
    expect(screen.queryByText(/Trial near/)).not.toBeInTheDocument();

    const details = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(details).toEqual({
      Season: '2026',
      Cooperator: 'Hansen Family Farms',
      Brand: 'Terralis',
      Planted: 'April 28, 2026',
      Harvested: 'October 3, 2026',
      'Soil type': 'Clarion loam',
      Tillage: 'No-till',
      'Previous crop': 'Soybeans',
    });
    expect(screen.getByText('April 28, 2026')).toHaveAttribute('datetime', '2026-04-28');

    const highlights = within(screen.getByRole('region', { name: 'Highlights' })).getAllByRole('listitem');
    expect(highlights.map((item) => item.textContent)).toEqual(['Top yield231.4 bu/ATerralis T1184', 'Plot average1,214.7 bu/A3 entries']);
    expect(highlights[0]).not.toHaveAttribute('lang');

    const table = screen.getByRole('table', { name: 'Corn entries in Ames, IA, 2026, by rank' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Rank',
      'Product',
      'Brand',
      'Yield (bu/A)',
      'Moisture (%)',
      'Test weight (lb/bu)',
    ]);
    expect(rowsOf(table)).toEqual([
      ['1', 'T1184', 'Terralis', '231.4', '17.9', '57.3'],
      ['2', 'HS 108-44', 'Heartland Seed Co.', '224.0', '19.1', '56.8'],
      ['3', 'PG 5910', 'Prairie Gold Genetics', '1,214.7', '18.3', '56.0'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'T1184' })).toBeInTheDocument();
    // The table scrolls sideways on a phone: a named region a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Corn entries in Ames, IA, 2026, by rank' })).toHaveAttribute('tabindex', '0');
  });

  it('shows the report in pt-BR: labels, crop and tillage translated, dates and numbers in the locale, units still US', async () => {
    renderWithProviders(await TrialReport({ locale: 'pt-BR', report, trialsHref: '/pt-BR/ferramentas/ensaios-de-produtividade' }), { locale: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ensaio de milho, Ames, IA' })).toBeInTheDocument();
    expect(screen.getByText('Ensaio de produtividade Terralis · 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar aos ensaios de produtividade' })).toHaveAttribute('href', '/pt-BR/ferramentas/ensaios-de-produtividade');

    const details = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling]));
    expect(details['Safra']).toHaveTextContent('2026');
    expect(details['Plantio']).toHaveTextContent('28 de abril de 2026');
    expect(details['Colheita']).toHaveTextContent('3 de outubro de 2026');
    expect(details['Preparo do solo']).toHaveTextContent('Plantio direto');
    expect(details['Cultura anterior']).toHaveTextContent('Soja');
    // What the service words in English stays so, marked for screen readers.
    expect(details['Tipo de solo']).toHaveTextContent('Clarion loam');
    expect(details['Tipo de solo']).toHaveAttribute('lang', 'en-US');
    expect(within(screen.getByRole('region', { name: 'Destaques' })).getAllByRole('listitem')[0]).toHaveAttribute('lang', 'en-US');

    const table = screen.getByRole('table', { name: 'Materiais de milho em Ames, IA, 2026, por classificação' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Posição',
      'Produto',
      'Marca',
      'Produtividade (bu/A)',
      'Umidade (%)',
      'Peso específico (lb/bu)',
    ]);
    expect(rowsOf(table)).toEqual([
      ['1', 'T1184', 'Terralis', '231,4', '17,9', '57,3'],
      ['2', 'HS 108-44', 'Heartland Seed Co.', '224,0', '19,1', '56,8'],
      ['3', 'PG 5910', 'Prairie Gold Genetics', '1.214,7', '18,3', '56,0'],
    ]);
  });

  it('shows the report in es-AR', async () => {
    renderWithProviders(await TrialReport({ locale: 'es-AR', report: { ...report, cropGrown: 'Soybeans', tillage: 'Ridge-till' }, trialsHref: '/es-AR/herramientas/ensayos-de-rendimiento' }), {
      locale: 'es-AR',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ensayo de soja, Ames, IA' })).toBeInTheDocument();
    // A tillage the site has no word for is shown as the service words it.
    const tillage = screen.getByText('Labranza').nextElementSibling;
    expect(tillage).toHaveTextContent('Ridge-till');
    expect(tillage).toHaveAttribute('lang', 'en-US');
    expect(rowsOf(screen.getByRole('table'))[2]).toEqual(['3', 'PG 5910', 'Prairie Gold Genetics', '1.214,7', '18,3', '56,0']);
  });

  it.each([
    ['en-US', 'Trial near 50309'],
    ['pt-BR', 'Ensaio perto do ZIP Code 50309'],
  ] as const)('says in %s which zip the trial is near on the report path', async (locale, near) => {
    renderWithProviders(await TrialReport({ locale, report, zip: '50309', trialsHref: `/${locale}/trials` }), { locale });
    expect(screen.getByText(near)).toBeInTheDocument();
  });

  it('names a crop the site has no word for as the service does, and says when there are no entries', async () => {
    renderWithProviders(await TrialReport({ locale: 'pt-BR', report: { ...report, cropGrown: 'Sorghum', entries: [] }, trialsHref: '/pt-BR/x' }), { locale: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ensaio de Sorghum, Ames, IA' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Este ensaio ainda não tem resultados.')).toBeInTheDocument();
  });
});

describe('TrialReportUnavailable', () => {
  it.each([
    ['en-US', 'This trial report is not available right now', 'Try again', 'Back to yield trials', '/en-US/tools/yield-trials'],
    ['pt-BR', 'Este relatório de ensaio não está disponível agora', 'Tentar novamente', 'Voltar aos ensaios de produtividade', '/pt-BR/ferramentas/ensaios-de-produtividade'],
    ['es-AR', 'Este informe de ensayo no está disponible ahora', 'Probar de nuevo', 'Volver a los ensayos de rendimiento', '/es-AR/herramientas/ensayos-de-rendimiento'],
  ] as const)('says in %s that the report could not be loaded, with a retry and the way back', async (locale, title, retry, back, trialsHref) => {
    const retryHref = `/${locale}/tools/local-yield-results/TR-2026-IA-0412`;
    renderWithProviders(await TrialReportUnavailable({ locale, retryHref, trialsHref }), { locale });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: retry })).toHaveAttribute('href', retryHref);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', trialsHref);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
