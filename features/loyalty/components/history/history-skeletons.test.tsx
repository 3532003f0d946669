import { screen, within } from '@testing-library/react';
import { makeContext, makeViewer } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { CompleteHistorySkeleton, HistoryPreviewSkeleton } from './history-skeletons';
import { completeHistorySchema, historyPreviewSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const viewer = makeViewer([]);

describe('the history skeletons', () => {
  it("keep the preview's heading and the place of its 5 rows, and tell screen readers the history is loading", async () => {
    renderWithProviders((await HistoryPreviewSkeleton({ props: historyPreviewSchema.parse({}), context: makeContext({ viewer }) }))!);
    const section = screen.getByRole('region', { name: 'Histórico' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Histórico' })).toBeInTheDocument();
    expect(within(section).getByRole('status')).toHaveTextContent('Carregando histórico…');
    // Shapes, not content: hidden from assistive technology.
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(section.querySelectorAll('li')).toHaveLength(5);
  });

  it('keep the place of as many rows as the address asks for', async () => {
    const context = makeContext({ viewer, searchParams: new URLSearchParams('pageSize=25&page=2') });
    renderWithProviders((await CompleteHistorySkeleton({ props: completeHistorySchema.parse({}), context }))!);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando histórico…');
    expect(screen.getByRole('region', { name: 'Histórico' }).querySelectorAll('li')).toHaveLength(25);
  });

  it('speak the page’s language', async () => {
    renderWithProviders((await CompleteHistorySkeleton({ props: completeHistorySchema.parse({}), context: makeContext({ viewer, locale: 'es-AR' }) }))!, { locale: 'es-AR' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando historial…');
    expect(screen.getByRole('region', { name: 'Historial' }).querySelectorAll('li')).toHaveLength(10);
  });

  it('show nothing where the blocks show nothing (no viewer)', async () => {
    expect(await HistoryPreviewSkeleton({ props: historyPreviewSchema.parse({}), context: makeContext() })).toBeNull();
    expect(await CompleteHistorySkeleton({ props: completeHistorySchema.parse({}), context: makeContext() })).toBeNull();
  });
});
