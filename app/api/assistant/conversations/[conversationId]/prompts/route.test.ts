// @vitest-environment node
import { promptSchema, summaryQuestion, type Prompt } from '@/lib/assistant/contract';
import { createConversation } from '@/lib/assistant/conversations';
import type { CmsPage } from '@/lib/cms/model';
import { contentSource } from '@/lib/cms/source';
import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { sharedStore } from '@/lib/shared-store';
import { summarise } from '@/lib/upstreams/assistant/client';
import { sandbox } from '@/tests/sandbox-control';
import { resetSharedStore } from '@/tests/shared-store';
import { POST } from './route';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
// The data cache is Next's: here every read goes to the source.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
// The real client, watched: what the model is asked for.
vi.mock('@/lib/upstreams/assistant/client', async (original) => {
  const actual = await original<typeof import('@/lib/upstreams/assistant/client')>();
  return { ...actual, summarise: vi.fn(actual.summarise) };
});

const COMPLETIONS_PATH = '/assistant/v1/chat/completions';

/** The calls the sandbox's model answered. */
const modelCalls = async () => (await sandbox.requests(COMPLETIONS_PATH)).length;
/** What the route asked the client to summarise. */
const summarised = (call = 0) => vi.mocked(summarise).mock.calls[call]![0];

const ARTICLE = { path: '/en-US/articles/managing-asian-soybean-rust', title: 'Managing Asian Soybean Rust: A Practical Guide' };
const PRODUCT = { path: '/es-AR/productos/aurora-pro', title: 'Aurora Pro: fungicida para soja, maíz y trigo' };
const ask = (page: { path: string; title: string }) => ({ questionText: summaryQuestion(page.title), path: page.path });

let conversationId: string;

const post = (body: unknown, { conversation = conversationId, headers = {} }: { conversation?: string; headers?: Record<string, string> } = {}) =>
  POST(
    new Request(`http://localhost/api/assistant/conversations/${conversation}/prompts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ conversationId: conversation }) },
  );

async function promptOf(response: Response): Promise<Prompt> {
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return promptSchema.strict().parse(await response.json());
}

const errorOf = async (response: Response) => ({ status: response.status, error: ((await response.json()) as { error: string }).error });

describe('POST /api/assistant/conversations/{conversationId}/prompts', () => {
  beforeEach(async () => {
    resetSharedStore();
    vi.mocked(summarise).mockClear();
    await sandbox.reset();
    conversationId = (await createConversation({ title: 'Summary', locale: 'en-US', location: { latitude: 41.59, longitude: -93.62 } })).id;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("answers 201 with a summary of the article's text, the article as its source, kept in the conversation", async () => {
    const prompt = await promptOf(await post(ask(ARTICLE), { headers: { origin: 'http://localhost:3000' } }));
    expect(prompt).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      conversationId,
      createdDate: expect.any(String),
      questionText: 'summarize Managing Asian Soybean Rust: A Practical Guide',
      responseText: expect.stringMatching(/^Asian soybean rust, caused by the fungus Phakopsora pachyrhizi/),
      sources: [{ title: ARTICLE.title, url: ARTICLE.path }],
      feedback: null,
    });
    expect(summarised()).toMatchObject({ kind: 'article', title: ARTICLE.title, locale: 'en-US', source: { title: ARTICLE.title, url: ARTICLE.path } });
    expect(summarised().text).toMatch(/^Managing Asian soybean rust\n\nScouting, host-free periods/);
    expect(summarised().text).not.toMatch(/<|href|Keep reading/);
    expect(await modelCalls()).toBe(1);
    expect(JSON.parse((await sharedStore().get(`assistant:prompt:${prompt.id}`))!)).toEqual(prompt);
  });

  it("summarises a product page in its locale's language", async () => {
    const prompt = await promptOf(await post(ask(PRODUCT)));
    expect(prompt.sources).toEqual([{ title: PRODUCT.title, url: PRODUCT.path }]);
    expect(summarised()).toMatchObject({ kind: 'product', title: PRODUCT.title, locale: 'es-AR' });
    expect(summarised().text).toMatch(/^Aurora Pro\n\n/);
  });

  it('makes one model call for a page however many visitors ask, and another once the page is edited', async () => {
    const first = await promptOf(await post(ask(ARTICLE)));
    const other = (await createConversation({ title: 'Another visitor', locale: 'en-US', location: { latitude: 0, longitude: 0 } })).id;
    const second = await promptOf(await post(ask(ARTICLE), { conversation: other }));
    expect(second).toMatchObject({ conversationId: other, responseText: first.responseText });
    expect(await modelCalls()).toBe(1);

    const published = (await contentSource.getPage('en-US', '/articles/managing-asian-soybean-rust', { draft: false }))!;
    const edited: CmsPage = { ...published, childNodes: [{ id: 'intro', resourceType: 'rich-text', props: { html: '<p>Rust arrived early this season. Scout from R1 on.</p>' }, childNodes: [] }] };
    vi.spyOn(contentSource, 'getPage').mockResolvedValue(edited);
    const third = await promptOf(await post(ask(ARTICLE)));
    expect(third.responseText).toBe('Rust arrived early this season. Scout from R1 on.');
    expect(await modelCalls()).toBe(2);
  });

  it.each([
    ['no question', { path: ARTICLE.path }, 'questionText'],
    ['a question without the word summarize', { ...ask(ARTICLE), questionText: ARTICLE.title }, 'questionText'],
    ['a capitalised Summarize', { ...ask(ARTICLE), questionText: `Summarize ${ARTICLE.title}` }, 'questionText'],
    ['summarize without a name', { ...ask(ARTICLE), questionText: 'summarize   ' }, 'questionText'],
    ['a question over 300 characters', { ...ask(ARTICLE), questionText: summaryQuestion('x'.repeat(291)) }, 'questionText'],
    ['no path', { questionText: summaryQuestion(ARTICLE.title) }, 'path'],
    ['a path of no locale of ours', { ...ask(ARTICLE), path: '/fr-FR/articles/managing-asian-soybean-rust' }, 'path'],
    ['a URL instead of a path', { ...ask(ARTICLE), path: `https://www.terralis.example${ARTICLE.path}` }, 'path'],
    ['a path with a query', { ...ask(ARTICLE), path: `${ARTICLE.path}?utm_source=x` }, 'path'],
    ['a path with a fragment', { ...ask(ARTICLE), path: `${ARTICLE.path}#timing` }, 'path'],
    ['a path over 300 characters', { ...ask(ARTICLE), path: `/en-US/${'a'.repeat(295)}` }, 'path'],
  ])('answers 400 invalid_request for %s, naming the field, without calling the model', async (_case, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; details: Record<string, string[]> };
    expect(answer.error).toBe('invalid_request');
    expect(Object.keys(answer.details)).toEqual([field]);
    expect(await modelCalls()).toBe(0);
  });

  it('answers 400 for a field the contract lacks, or a body that is not JSON', async () => {
    expect(await errorOf(await post({ ...ask(ARTICLE), location: { latitude: 0, longitude: 0 } }))).toEqual({ status: 400, error: 'invalid_request' });
    expect(await errorOf(await post('summarize'))).toEqual({ status: 400, error: 'invalid_json' });
  });

  it('answers 400 question_mismatch when the question names another title, and not_summarisable for a page of another type', async () => {
    expect(await errorOf(await post({ ...ask(ARTICLE), questionText: summaryQuestion(PRODUCT.title) }))).toEqual({ status: 400, error: 'question_mismatch' });
    expect(await errorOf(await post({ ...ask(ARTICLE), questionText: summaryQuestion('Managing Asian Soybean Rust') }))).toEqual({ status: 400, error: 'question_mismatch' });
    expect(await errorOf(await post(ask({ path: '/en-US/campaigns', title: '2026/27 Season Program: Early-Order Savings' })))).toEqual({ status: 400, error: 'not_summarisable' });
    expect(await errorOf(await post(ask({ path: '/en-US', title: 'Seeds, Crop Protection and Digital Farming Tools' })))).toEqual({ status: 400, error: 'not_summarisable' });
    expect(await modelCalls()).toBe(0);
  });

  it('takes a title written with other spacing', async () => {
    await promptOf(await post({ ...ask(ARTICLE), questionText: 'summarize  Managing Asian Soybean Rust:\tA Practical Guide ' }));
  });

  it.each([
    ['no page there', '/en-US/articles/tar-spot', 'Tar spot'],
    ['a path that is no page path', '/en-US/Articles/Managing-Asian-Soybean-Rust', ARTICLE.title],
    ['a page with access rules', '/en-US/my-rewards', 'My rewards'],
    ["another locale's path for the page", '/pt-BR/articles/managing-asian-soybean-rust', ARTICLE.title],
  ])('answers 404 page_not_found for %s', async (_case, path, title) => {
    expect(await errorOf(await post(ask({ path, title })))).toEqual({ status: 404, error: 'page_not_found' });
    expect(await modelCalls()).toBe(0);
  });

  it('answers 404 conversation_not_found for a conversation that never was, or is not an id', async () => {
    for (const conversation of [crypto.randomUUID(), 'not-an-id', '../../x']) {
      expect(await errorOf(await post(ask(ARTICLE), { conversation }))).toEqual({ status: 404, error: 'conversation_not_found' });
    }
    expect(await modelCalls()).toBe(0);
  });

  it('answers 404 conversation_not_found once the conversation has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    resetSharedStore();
    conversationId = (await createConversation({ title: 'Summary', locale: 'en-US', location: { latitude: 0, longitude: 0 } })).id;
    vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000 + 1);
    expect(await errorOf(await post(ask(ARTICLE)))).toEqual({ status: 404, error: 'conversation_not_found' });
  });

  it('answers 503 assistant_unavailable when no assistant is configured, without reading anything', async () => {
    const { apiKey } = env.assistant;
    env.assistant.apiKey = null;
    try {
      expect(await errorOf(await post(ask(ARTICLE)))).toEqual({ status: 503, error: 'assistant_unavailable' });
    } finally {
      env.assistant.apiKey = apiKey;
    }
  });

  it('refuses a prompt from a page of another site (403) or in a body a cross-site form can send (415)', async () => {
    expect(await errorOf(await post(ask(ARTICLE), { headers: { origin: 'https://evil.example' } }))).toEqual({ status: 403, error: 'cross_site_request' });
    expect(await errorOf(await post(ask(ARTICLE), { headers: { 'content-type': 'text/plain' } }))).toEqual({ status: 415, error: 'unsupported_media_type' });
    expect(await modelCalls()).toBe(0);
  });

  it('takes 10 prompts a minute from one client, then answers 429; another client goes on', async () => {
    const from = (client: string) => post(ask(ARTICLE), { headers: { [CLIENT_ADDRESS_HEADER]: client } });
    for (let n = 1; n <= 10; n++) expect((await from('203.0.113.7')).status).toBe(201);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.9')).status).toBe(201);
  });

  it('takes 20 prompts an hour from one client, however slowly they come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    resetSharedStore();
    const from = (client: string) => post({}, { headers: { [CLIENT_ADDRESS_HEADER]: client } });
    for (let n = 1; n <= 20; n++) {
      expect((await from('203.0.113.7')).status).toBe(400);
      vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    }
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(10 * 60);
    expect((await from('198.51.100.9')).status).toBe(400);
    vi.setSystemTime(Date.now() + 21 * 60 * 1000);
    expect((await from('203.0.113.7')).status).toBe(400);
  });

  describe('when the model fails', () => {
    const timeoutMs = env.assistant.timeoutMs;
    beforeAll(() => {
      env.assistant.timeoutMs = 300;
    });
    afterAll(() => {
      env.assistant.timeoutMs = timeoutMs;
    });

    it.each([
      ['an error status', { status: 503 }, 502, 'upstream_error'],
      ['its 404 (a model it lacks)', { status: 404 }, 502, 'upstream_error'],
      ['a body that is not a completion', { malformed: true }, 502, 'upstream_error'],
      ['no answer in time', { delayMs: 5_000 }, 504, 'upstream_timeout'],
    ])('answers %s with JSON, never a 500, and caches nothing', async (_kind, fault, status, error) => {
      await sandbox.fault({ path: COMPLETIONS_PATH, method: 'POST', ...fault, times: 1 });
      const response = await post(ask(ARTICLE));
      expect(await errorOf(response)).toEqual({ status, error });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      // The next visitor gets a summary: the failure was not kept.
      await promptOf(await post(ask(ARTICLE)));
      expect(await sandbox.requests(COMPLETIONS_PATH)).toHaveLength(2);
    });
  });
});
