import type { DashboardAnswer, SyncStatus } from '@/lib/upstreams/field-view/contract';
import { fetchFieldViewData, FieldViewMaxTriesError, MAX_TRIES_MESSAGE } from './fetch-loop';

const stale: DashboardAnswer = { data: [], lastSyncedAt: null };
const fresh: DashboardAnswer = { data: [{ properties: { name: 'Lote 1' }, harvestContents: {}, plantingContents: {} }], lastSyncedAt: '2026-04-28T13:45:00.000Z' };

function partner(statuses: SyncStatus[]) {
  const queue = [...statuses];
  const dashboards = [stale, fresh];
  const order: string[] = [];
  const sync = vi.fn(async () => {
    order.push('sync');
    return queue.shift() ?? 'SYNCING';
  });
  const dashboard = vi.fn(async () => dashboards.shift() ?? fresh);
  const pause = vi.fn(async () => {
    order.push('pause');
  });
  return { sync, dashboard, pause, order };
}

describe('fetchFieldViewData', () => {
  it.each<[string, SyncStatus[], DashboardAnswer, number, number]>([
    ['uses the dashboard at once when the sync stands COMPLETED', ['COMPLETED'], stale, 1, 1],
    ['answers what it read when the account is EMPTY', ['EMPTY'], stale, 1, 1],
    ['syncs again until COMPLETED, then reads the dashboard again', ['SYNCING', 'SYNCING', 'COMPLETED'], fresh, 3, 2],
    ['goes on through the statuses that are not final', ['FAILING_SOURCE', 'SOME_YEARS_MISSING', 'ERROR', 'COMPLETED'], fresh, 4, 2],
    ['stops at EMPTY found on a later sync, answering the first read', ['SYNCING', 'EMPTY'], stale, 2, 1],
    ['completes on the fifth and last attempt', ['SYNCING', 'SYNCING', 'SYNCING', 'SYNCING', 'COMPLETED'], fresh, 5, 2],
  ])('%s', async (_, statuses, expected, syncs, dashboards) => {
    const calls = partner(statuses);
    expect(await fetchFieldViewData(calls)).toEqual(expected);
    expect(calls.sync).toHaveBeenCalledTimes(syncs);
    expect(calls.dashboard).toHaveBeenCalledTimes(dashboards);
    // A pause before every sync but the first.
    expect(calls.order).toEqual(['sync', ...Array.from({ length: syncs - 1 }, () => ['pause', 'sync']).flat()]);
  });

  it('fails with the maximum tries error after five syncs that never complete', async () => {
    const calls = partner(['SYNCING', 'SYNCING', 'SOME_YEARS_MISSING', 'FAILING_SOURCE', 'SYNCING', 'COMPLETED']);
    const failure = fetchFieldViewData(calls);
    await expect(failure).rejects.toBeInstanceOf(FieldViewMaxTriesError);
    await expect(failure).rejects.toThrow(MAX_TRIES_MESSAGE);
    expect(MAX_TRIES_MESSAGE).toBe('Maximum number of tries reached while fetching field view data');
    expect(calls.sync).toHaveBeenCalledTimes(5);
    expect(calls.pause).toHaveBeenCalledTimes(4);
  });

  it('fails at once when a call fails', async () => {
    const calls = partner(['SYNCING']);
    calls.sync.mockRejectedValueOnce(new Error('Failed to fetch field view data'));
    await expect(fetchFieldViewData(calls)).rejects.toThrow('Failed to fetch field view data');
    expect(calls.sync).toHaveBeenCalledTimes(1);
  });
});
