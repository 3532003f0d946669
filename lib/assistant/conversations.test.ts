// @vitest-environment node
import { contentSource } from '@/lib/cms/source';
import type { CmsPage } from '@/lib/cms/model';
import { sharedStore } from '@/lib/shared-store';
import type { SharedStore } from '@/lib/shared-store/store';
import { summarise } from '@/lib/upstreams/assistant/client';
import { sandbox } from '@/tests/sandbox-control';
import { resetSharedStore } from '@/tests/shared-store';
import { summaryQuestion } from './contract';
import { ASSISTANT_TTL_MS, askForSummary, assistantRoute, createConversation, giveFeedback } from './conversations';

const preview = vi.hoisted(() => ({ on: false }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: preview.on }) }));
// The data cache is Next's: here every read goes to the source.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
// The real client, watched: what the model is asked for.
vi.mock('@/lib/upstreams/assistant/client', async (original) => {
  const actual = await original<typeof import('@/lib/upstreams/assistant/client')>();
  return { ...actual, summarise: vi.fn(actual.summarise) };
});

/** The calls the sandbox's model answered. */
const modelCalls = async () => (await sandbox.requests('/assistant/v1/chat/completions')).length;

const ARTICLE = { path: '/en-US/articles/managing-asian-soybean-rust', title: 'Managing Asian Soybean Rust: A Practical Guide' };
const PRODUCT_BR = { path: '/pt-BR/produtos/aurora-pro', title: 'Aurora Pro: fungicida para soja, milho e trigo' };

const conversation = () => createConversation({ title: 'Resumo', locale: 'en-US', location: { latitude: 41.59, longitude: -93.62 } });
const ask = async (page: { path: string; title: string }, conversationId?: string) =>
  askForSummary(conversationId ?? (await conversation()).id, { questionText: summaryQuestion(page.title), path: page.path });
const refusalOf = async (work: Promise<unknown>) => {
  const response = await assistantRoute(async () => Response.json(await work));
  return { status: response.status, ...((await response.json()) as { error?: string }) };
};

/** The article as the source has it, its first paragraph replaced: an editor's publish. */
async function editedArticle(): Promise<CmsPage> {
  const page = (await contentSource.getPage('en-US', '/articles/managing-asian-soybean-rust', { draft: false }))!;
  const [hero, , ...rest] = page.childNodes;
  return { ...page, childNodes: [hero!, { id: 'introduction', resourceType: 'rich-text', props: { html: '<p>Rust is back: scout from R1.</p>' }, childNodes: [] }, ...rest] };
}

describe('the assistant conversations', () => {
  beforeEach(async () => {
    resetSharedStore();
    preview.on = false;
    vi.mocked(summarise).mockClear();
    await sandbox.reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('keeps a conversation for 24 hours under its random id, without the location', async () => {
    const put = vi.spyOn(sharedStore(), 'put');
    const started = await conversation();
    expect(started).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdDate: expect.any(String), title: 'Resumo' });
    expect(put).toHaveBeenCalledWith(`assistant:conversation:${started.id}`, expect.any(String), ASSISTANT_TTL_MS, { ifAbsent: true });
    expect(JSON.parse(put.mock.calls[0]![1])).toEqual({ ...started, locale: 'en-US' });
    expect((await conversation()).id).not.toBe(started.id);
  });

  it('summarises a page once for every visitor while its text stays the same', async () => {
    const first = await ask(ARTICLE);
    const second = await ask(ARTICLE);
    expect(second.responseText).toBe(first.responseText);
    expect(second.id).not.toBe(first.id);
    expect(await modelCalls()).toBe(1);
    expect(await sharedStore().get(`assistant:prompt:${second.id}`)).toBe(JSON.stringify(second));
  });

  it('makes one model call for visitors asking at the same time', async () => {
    const prompts = await Promise.all([ask(ARTICLE), ask(ARTICLE), ask(ARTICLE)]);
    expect(new Set(prompts.map((prompt) => prompt.responseText)).size).toBe(1);
    expect(await modelCalls()).toBe(1);
  });

  it('summarises the page again once its text is edited, and each locale apart', async () => {
    const before = await ask(ARTICLE);
    vi.spyOn(contentSource, 'getPage').mockResolvedValue(await editedArticle());
    const after = await ask(ARTICLE);
    expect(await modelCalls()).toBe(2);
    expect(after.responseText).not.toBe(before.responseText);
    expect(vi.mocked(summarise).mock.calls[1]![0].text).toContain('Rust is back: scout from R1.');
    vi.mocked(contentSource.getPage).mockRestore();
    await ask(PRODUCT_BR);
    expect(await modelCalls()).toBe(3);
    expect(vi.mocked(summarise).mock.calls[2]![0]).toMatchObject({ kind: 'product', locale: 'pt-BR', title: PRODUCT_BR.title, source: { url: PRODUCT_BR.path } });
  });

  it('gives the page, at its canonical path, as the source', async () => {
    const prompt = await ask({ ...ARTICLE, path: `${ARTICLE.path}/` });
    expect(prompt.sources).toEqual([{ title: ARTICLE.title, url: ARTICLE.path }]);
  });

  it("never summarises a draft, in preview too, nor a page with access rules", async () => {
    preview.on = true;
    // The seeded draft of a page nobody published.
    expect(await refusalOf(ask({ path: '/pt-BR/lancamento-safra-2027', title: 'Lançamentos Terralis para a safra 2027/28' }))).toMatchObject({ status: 404, error: 'page_not_found' });
    const draft = { ...(await editedArticle()), isDraft: true };
    vi.spyOn(contentSource, 'getPage').mockResolvedValue(draft);
    expect(await refusalOf(ask(ARTICLE))).toMatchObject({ status: 404, error: 'page_not_found' });
    vi.mocked(contentSource.getPage).mockRestore();
    // In preview, a page without a draft is its published version.
    expect((await ask(ARTICLE)).sources).toEqual([{ title: ARTICLE.title, url: ARTICLE.path }]);
    preview.on = false;
    expect(await refusalOf(ask({ path: '/en-US/my-rewards', title: 'My rewards' }))).toMatchObject({ status: 404, error: 'page_not_found' });
    expect(await modelCalls()).toBe(1);
  });

  it('refuses a page with no text to summarise without calling the model', async () => {
    vi.spyOn(contentSource, 'getPage').mockResolvedValue({ ...(await editedArticle()), childNodes: [] });
    expect(await refusalOf(ask(ARTICLE))).toMatchObject({ status: 400, error: 'not_summarisable' });
    expect(await modelCalls()).toBe(0);
  });

  it('ends a conversation and its prompts 24 hours after it started', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-04T12:00:00Z') });
    resetSharedStore();
    const { id } = await conversation();
    vi.setSystemTime(new Date('2026-05-05T11:00:00Z'));
    const prompt = await ask(ARTICLE, id);
    expect(await giveFeedback(id, prompt.id, { rating: 5 })).toMatchObject({ feedback: { rating: 5 } });
    vi.setSystemTime(new Date('2026-05-05T12:00:01Z'));
    expect(await sharedStore().get(`assistant:prompt:${prompt.id}`)).toBeNull();
    expect(await refusalOf(ask(ARTICLE, id))).toMatchObject({ status: 404, error: 'conversation_not_found' });
    expect(await refusalOf(giveFeedback(id, prompt.id, { rating: 1 }))).toMatchObject({ status: 404, error: 'conversation_not_found' });
  });

  it('keeps a comment with its rating, and replaces an earlier rating', async () => {
    const prompt = await ask(ARTICLE);
    expect((await giveFeedback(prompt.conversationId, prompt.id, { rating: 1, comment: 'Too short' })).feedback).toEqual({ rating: 1, comment: 'Too short' });
    const updated = await giveFeedback(prompt.conversationId, prompt.id, { rating: 5 });
    expect(updated).toEqual({ ...prompt, feedback: { rating: 5 } });
    expect(JSON.parse((await sharedStore().get(`assistant:prompt:${prompt.id}`))!)).toEqual(updated);
  });

  it('takes a record it cannot read as absent', async () => {
    const { id } = await conversation();
    await sharedStore().put(`assistant:conversation:${id}`, '{"id":', 60_000);
    expect(await refusalOf(ask(ARTICLE, id))).toMatchObject({ status: 404, error: 'conversation_not_found' });
    const prompt = await ask(ARTICLE);
    await sharedStore().put(`assistant:prompt:${prompt.id}`, JSON.stringify({ ...prompt, feedback: 'great' }), 60_000);
    expect(await refusalOf(giveFeedback(prompt.conversationId, prompt.id, { rating: 5 }))).toMatchObject({ status: 404, error: 'prompt_not_found' });
  });

  it('answers 503 store_unavailable, not a 500, when the shared store fails', async () => {
    const down = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED redis://:secret@10.0.0.5:6379'), { name: 'ConnectionTimeoutError' });
    };
    const store = sharedStore() as SharedStore;
    vi.spyOn(store, 'put').mockImplementation(down);
    vi.spyOn(store, 'get').mockImplementation(down);
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await refusalOf(conversation())).toMatchObject({ status: 503, error: 'store_unavailable' });
    expect(await refusalOf(ask(ARTICLE, crypto.randomUUID()))).toMatchObject({ status: 503, error: 'store_unavailable' });
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/secret|10\.0\.0\.5/);
  });
});
