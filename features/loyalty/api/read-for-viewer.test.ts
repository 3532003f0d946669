import { makeViewer } from '@/tests/fixtures/cms';
import { readForViewer } from './read-for-viewer';

describe('readForViewer', () => {
  const viewer = makeViewer([], { document: '12345678900' });

  it('hands the read the viewer\'s document and settles with its answer', async () => {
    const read = vi.fn(async (document: string) => ({ points: 10, document }));
    expect(await readForViewer(viewer, read)).toEqual({ ok: true, data: { points: 10, document: '12345678900' } });
  });

  it('settles a failed read as failed, without its error', async () => {
    expect(await readForViewer(viewer, () => Promise.reject(new Error('Server responded with status code: 503')))).toEqual({ ok: false });
  });

  it('fails without asking the programme for a viewer with no programme account (no document)', async () => {
    const read = vi.fn();
    expect(await readForViewer(makeViewer([]), read)).toEqual({ ok: false });
    expect(read).not.toHaveBeenCalled();
  });
});
