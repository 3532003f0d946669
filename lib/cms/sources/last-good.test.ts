// @vitest-environment node
import { log } from '@/lib/log';
import type { CmsPage, PageSummary, SiteChrome } from '../model';
import { contentPublished, withLastGood } from './last-good';
import { ContentSourceError, type ContentSource } from './types';

const page = (title: string): CmsPage =>
  ({ locale: 'pt-BR', path: '/campanhas', isDraft: false, properties: { title, translationKey: 'campanhas' }, childNodes: [] }) as unknown as CmsPage;
const listing: PageSummary[] = [{ locale: 'pt-BR', path: '/campanhas', translationKey: 'campanhas', title: 'Campanhas', seoIndexing: 'index', guarded: false }];
const chrome = { brandName: 'Terralis', navigation: [], footer: { linkBlocks: [], social: [], disclaimer: 'Leia a bula.' } } as unknown as SiteChrome;

/** A source whose next answers a test queues: a value, `null`, an error to throw, or a promise it settles itself. */
function scriptedSource() {
  const answers: unknown[] = [];
  const calls = { getPage: 0, listPages: 0, getSiteChrome: 0 };
  const next = async (): Promise<never> => {
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return (await answer) as never;
  };
  const source: ContentSource = {
    getPage: () => (calls.getPage++, next()),
    listPages: () => (calls.listPages++, next()),
    getSiteChrome: () => (calls.getSiteChrome++, next()),
  };
  return { source, calls, answer: (...values: unknown[]) => answers.push(...values) };
}

const malformed = () => new ContentSourceError('AEM answered 200 with a body that is not JSON for /content/x.model.json');

let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warnings = vi.spyOn(log, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('withLastGood', () => {
  it('serves the last good page when the source fails after a publish, and logs it', async () => {
    const { source, answer } = scriptedSource();
    const cms = withLastGood(source);
    answer(page('Campanhas'), malformed());
    expect((await cms.getPage('pt-BR', '/campanhas', { draft: false }))?.properties.title).toBe('Campanhas');
    expect((await cms.getPage('pt-BR', '/campanhas', { draft: false }))?.properties.title).toBe('Campanhas');
    expect(warnings).toHaveBeenCalledWith('cms.stale_on_error', expect.objectContaining({ kind: 'page', locale: 'pt-BR', path: '/campanhas', reason: expect.stringContaining('not JSON') }));
  });

  it('answers the new version once the source is good again', async () => {
    let now = 0;
    const { source, answer } = scriptedSource();
    const cms = withLastGood(source, { failureTtlMs: 1000, now: () => now });
    answer(page('v1'), malformed(), page('v2'));
    await cms.getPage('pt-BR', '/campanhas', { draft: false });
    expect((await cms.getPage('pt-BR', '/campanhas', { draft: false }))?.properties.title).toBe('v1');
    now = 1000;
    expect((await cms.getPage('pt-BR', '/campanhas', { draft: false }))?.properties.title).toBe('v2');
  });

  it('fails as before for a page it never had, and for a page that was unpublished since', async () => {
    const { source, answer } = scriptedSource();
    const cms = withLastGood(source, { failureTtlMs: 0 });
    answer(malformed());
    await expect(cms.getPage('pt-BR', '/campanhas', { draft: false })).rejects.toThrow(ContentSourceError);
    answer(page('Campanhas'), null, malformed());
    await cms.getPage('pt-BR', '/campanhas', { draft: false });
    expect(await cms.getPage('pt-BR', '/campanhas', { draft: false })).toBeNull();
    await expect(cms.getPage('pt-BR', '/campanhas', { draft: false })).rejects.toThrow(ContentSourceError);
  });

  it('asks the source once for reads of the same page on their way at the same time (a page and its metadata)', async () => {
    const { source, calls, answer } = scriptedSource();
    const cms = withLastGood(source);
    let arrive: (value: CmsPage) => void = () => {};
    answer(new Promise<CmsPage>((resolve) => (arrive = resolve)));
    const forPage = cms.getPage('pt-BR', '/campanhas', { draft: false });
    const forMetadata = cms.getPage('pt-BR', '/campanhas', { draft: false });
    arrive(page('Campanhas'));
    expect(await forPage).toBe(await forMetadata);
    expect(calls.getPage).toBe(1);
  });

  it('remembers a failure for a while: a slow or broken CMS is asked once, not once per request', async () => {
    let now = 0;
    const { source, calls, answer } = scriptedSource();
    const cms = withLastGood(source, { failureTtlMs: 10_000, now: () => now });
    answer(new ContentSourceError('AEM did not answer within 5000 ms for /content/x.model.json'));
    await expect(cms.listPages('pt-BR')).rejects.toThrow('did not answer');
    now = 9_999;
    await expect(cms.listPages('pt-BR')).rejects.toThrow('did not answer');
    expect(calls.listPages).toBe(1);
    now = 10_000;
    answer(listing);
    expect(await cms.listPages('pt-BR')).toEqual(listing);
    expect(calls.listPages).toBe(2);
  });

  it('keeps the listing and the chrome of a locale through a failure, each locale on its own', async () => {
    const { source, answer } = scriptedSource();
    const cms = withLastGood(source, { failureTtlMs: 0 });
    answer(listing, malformed(), chrome, malformed());
    await cms.listPages('pt-BR');
    expect(await cms.listPages('pt-BR')).toEqual(listing);
    await cms.getSiteChrome('pt-BR');
    expect(await cms.getSiteChrome('pt-BR')).toEqual(chrome);
    answer(malformed());
    await expect(cms.listPages('es-AR')).rejects.toThrow(ContentSourceError);
  });

  it('keeps listing a page the source can no longer read as it last was, so its last good version is served; a page never good stays out', async () => {
    const campaigns = listing[0]!;
    const answers: Array<{ pages: PageSummary[]; unreadable: string[] }> = [
      { pages: [campaigns], unreadable: [] },
      { pages: [], unreadable: ['/campanhas', '/novidade'] },
    ];
    const told: string[] = [];
    const source: ContentSource = {
      getPage: async () => null,
      getSiteChrome: async () => chrome,
      listPages: async (locale, options) => {
        const { pages, unreadable } = answers.shift()!;
        for (const pagePath of unreadable) options?.onUnlisted?.({ locale, where: `content/${locale}${pagePath}.json`, pagePath, reason: 'not valid JSON' });
        return pages;
      },
    };
    const cms = withLastGood(source, { failureTtlMs: 0 });
    expect(await cms.listPages('pt-BR')).toEqual([campaigns]);
    expect(await cms.listPages('pt-BR', { onUnlisted: (page) => told.push(page.where) })).toEqual([campaigns]);
    expect(told).toEqual(['content/pt-BR/campanhas.json', 'content/pt-BR/novidade.json']);
    expect(warnings).toHaveBeenCalledWith('cms.stale_on_error', expect.objectContaining({ kind: 'listed page', locale: 'pt-BR', path: '/campanhas' }));
  });

  it('shows a draft as it is in preview: errors included, nothing remembered', async () => {
    const { source, calls, answer } = scriptedSource();
    const cms = withLastGood(source);
    answer(page('Rascunho'), malformed());
    await cms.getPage('pt-BR', '/campanhas', { draft: true });
    await expect(cms.getPage('pt-BR', '/campanhas', { draft: true })).rejects.toThrow(ContentSourceError);
    expect(calls.getPage).toBe(2);
  });

  it('lets the page read longest ago go first when it remembers too many', async () => {
    const { source, answer } = scriptedSource();
    const cms = withLastGood(source, { failureTtlMs: 0, maxPages: 2 });
    answer(page('a'), page('b'), page('c'));
    for (const path of ['/a', '/b', '/c']) await cms.getPage('pt-BR', path, { draft: false });
    answer(malformed(), malformed());
    await expect(cms.getPage('pt-BR', '/a', { draft: false })).rejects.toThrow(ContentSourceError);
    expect((await cms.getPage('pt-BR', '/c', { draft: false }))?.properties.title).toBe('c');
  });

  it('shares what it remembers with every copy in the process when asked (each route bundle has its own copy)', async () => {
    const first = scriptedSource();
    const second = scriptedSource();
    const name = `test-${Math.random()}`;
    first.answer(page('Campanhas'));
    await withLastGood(first.source, { processWide: name }).getPage('pt-BR', '/campanhas', { draft: false });
    second.answer(malformed());
    expect((await withLastGood(second.source, { processWide: name }).getPage('pt-BR', '/campanhas', { draft: false }))?.properties.title).toBe('Campanhas');
    second.answer(malformed());
    await expect(withLastGood(second.source).getPage('pt-BR', '/campanhas', { draft: false })).rejects.toThrow(ContentSourceError);
  });

  it('asks the source again at once after a publish, whatever failed just before', async () => {
    let now = 0;
    const { source, calls, answer } = scriptedSource();
    const name = `test-${Math.random()}`;
    const cms = withLastGood(source, { processWide: name, failureTtlMs: 10_000, now: () => now });
    answer(page('v1'), malformed(), page('fixed'));
    await cms.getPage('pt-BR', '/campanhas', { draft: false });
    expect((await cms.getPage('pt-BR', '/campanhas', { draft: false }))?.properties.title).toBe('v1');
    now = 1_000;
    contentPublished(name);
    expect((await cms.getPage('pt-BR', '/campanhas', { draft: false }))?.properties.title).toBe('fixed');
    expect(calls.getPage).toBe(3);
  });

  it('does not share a read on its way when a publish comes: the reads after it see what was published', async () => {
    const { source, calls, answer } = scriptedSource();
    const name = `test-${Math.random()}`;
    const cms = withLastGood(source, { processWide: name, failureTtlMs: 0 });
    const published: PageSummary = { ...listing[0]!, path: '/novidade', title: 'Novidade' };
    let answerBefore: (pages: PageSummary[]) => void = () => {};
    answer(new Promise<PageSummary[]>((resolve) => (answerBefore = resolve)), [...listing, published]);

    const before = cms.listPages('pt-BR');
    contentPublished(name);
    const after = cms.listPages('pt-BR');
    expect(await after).toEqual([...listing, published]);
    answerBefore(listing);
    expect(await before).toEqual(listing);
    expect(calls.listPages).toBe(2);

    // The read from before the publish, answering last, is not what stands in when the source fails.
    answer(malformed());
    expect(await cms.listPages('pt-BR')).toEqual([...listing, published]);
  });
});
