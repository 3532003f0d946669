// @vitest-environment node
import type { PageSummary } from './model';
import { FAILURE_TTL_MS, FIRST_READ_WAIT_MS, forgetGuardedPaths, isGuardedPath, TTL_MS } from './guarded-paths';
import { contentSource } from './source';

vi.mock('./source', () => ({ contentSource: { listPages: vi.fn() } }));
const listPages = vi.mocked(contentSource.listPages);

const summary = (path: string, guarded: boolean): PageSummary => ({ locale: 'pt-BR', path, translationKey: path, title: path, seoIndexing: 'index', guarded });
const listing = [summary('/campanhas', false), summary('/area-logada', true)];

/** A listing that arrives when the test says so. */
function slowListing() {
  let arrive: (pages: PageSummary[]) => void = () => {};
  listPages.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  return (pages: PageSummary[]) => arrive(pages);
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
}

let now = 1_000_000;
beforeEach(() => {
  forgetGuardedPaths();
  listPages.mockReset();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('isGuardedPath', () => {
  it('knows the guarded pages of a locale from its listing', async () => {
    listPages.mockResolvedValueOnce(listing);
    expect(await isGuardedPath('pt-BR', '/area-logada')).toBe(true);
    expect(await isGuardedPath('pt-BR', '/campanhas')).toBe(false);
    expect(listPages).toHaveBeenCalledTimes(1);
  });

  it('keeps the first request of a locale waiting no longer than FIRST_READ_WAIT_MS while the CMS is slow, and later ones not at all', async () => {
    const arrive = slowListing();
    const first = await timed(isGuardedPath('pt-BR', '/area-logada'));
    expect(first.value).toBe(false);
    expect(first.ms).toBeGreaterThanOrEqual(FIRST_READ_WAIT_MS - 5);
    expect(first.ms).toBeLessThan(FIRST_READ_WAIT_MS + 200);
    const second = await timed(isGuardedPath('pt-BR', '/area-logada'));
    expect(second).toEqual({ value: false, ms: expect.any(Number) });
    expect(second.ms).toBeLessThan(20);

    arrive(listing);
    await vi.waitFor(async () => expect(await isGuardedPath('pt-BR', '/area-logada')).toBe(true));
    const known = await timed(isGuardedPath('pt-BR', '/area-logada'));
    expect(known.ms).toBeLessThan(20);
    expect(listPages).toHaveBeenCalledTimes(1);
  });

  it('re-reads the list in the background once it is old, answering from the old one meanwhile', async () => {
    listPages.mockResolvedValueOnce(listing);
    await isGuardedPath('pt-BR', '/area-logada');
    now += TTL_MS + 1;
    const arrive = slowListing();
    const stillKnown = await timed(isGuardedPath('pt-BR', '/area-logada'));
    expect(stillKnown.value).toBe(true);
    expect(stillKnown.ms).toBeLessThan(20);
    arrive([summary('/area-logada', false)]);
    await vi.waitFor(async () => expect(await isGuardedPath('pt-BR', '/area-logada')).toBe(false));
  });

  it('keeps the last list through a failed read, and does not ask again before FAILURE_TTL_MS', async () => {
    listPages.mockResolvedValueOnce(listing);
    await isGuardedPath('pt-BR', '/area-logada');
    now += TTL_MS + 1;
    listPages.mockRejectedValueOnce(new Error('AEM did not answer within 5000 ms'));
    expect(await isGuardedPath('pt-BR', '/area-logada')).toBe(true);
    await vi.waitFor(() => expect(listPages).toHaveBeenCalledTimes(2));
    for (let request = 0; request < 20; request++) expect(await isGuardedPath('pt-BR', '/area-logada')).toBe(true);
    now += FAILURE_TTL_MS - 1;
    await isGuardedPath('pt-BR', '/area-logada');
    expect(listPages).toHaveBeenCalledTimes(2);
    now += 2;
    listPages.mockResolvedValueOnce(listing);
    await isGuardedPath('pt-BR', '/area-logada');
    expect(listPages).toHaveBeenCalledTimes(3);
  });

  it('answers "not guarded" while a locale has never been read well: the cached route sends guarded pages to the login page', async () => {
    listPages.mockRejectedValue(new Error('AEM answered 503'));
    expect(await isGuardedPath('es-AR', '/finanzas')).toBe(false);
  });
});
