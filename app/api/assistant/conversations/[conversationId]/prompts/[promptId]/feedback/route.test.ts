// @vitest-environment node
import { DISLIKE_RATING, LIKE_RATING, promptSchema, summaryQuestion, type Prompt } from '@/lib/assistant/contract';
import { askForSummary, createConversation } from '@/lib/assistant/conversations';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { sharedStore } from '@/lib/shared-store';
import { sandbox } from '@/tests/sandbox-control';
import { resetSharedStore } from '@/tests/shared-store';
import { POST } from './route';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const logged = vi.hoisted(() => ({ lines: [] as [string, Record<string, unknown>][] }));
vi.mock('@/lib/log', async (original) => {
  const actual = await original<typeof import('@/lib/log')>();
  const record = (event: string, fields: Record<string, unknown> = {}) => void logged.lines.push([event, fields]);
  return { ...actual, log: { info: record, warn: record, error: record } };
});

const startConversation = async () => (await createConversation({ title: 'Summary', locale: 'en-US', location: { latitude: 41.59, longitude: -93.62 } })).id;
const summaryIn = (conversationId: string) =>
  askForSummary(conversationId, { questionText: summaryQuestion('Aurora Pro Fungicide for Soybeans, Corn and Wheat'), path: '/en-US/products/aurora-pro' });

let prompt: Prompt;

const post = (body: unknown, { conversation = prompt.conversationId, promptId = prompt.id, headers = {} }: { conversation?: string; promptId?: string; headers?: Record<string, string> } = {}) =>
  POST(
    new Request(`http://localhost/api/assistant/conversations/${conversation}/prompts/${promptId}/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { params: Promise.resolve({ conversationId: conversation, promptId }) },
  );

const errorOf = async (response: Response) => ({ status: response.status, error: ((await response.json()) as { error: string }).error });

describe('POST /api/assistant/conversations/{conversationId}/prompts/{promptId}/feedback', () => {
  beforeEach(async () => {
    resetSharedStore();
    await sandbox.reset();
    prompt = await summaryIn(await startConversation());
    logged.lines = [];
  });

  it('answers 200 with the prompt and its rating, keeps it, and logs the ids and the rating only', async () => {
    const comment = 'Maria here: my farm in Ames had rust last year, call me at +1 515 555 0100';
    const response = await post({ rating: DISLIKE_RATING, comment }, { headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const updated = promptSchema.strict().parse(await response.json());
    expect(updated).toEqual({ ...prompt, feedback: { rating: 1, comment } });
    expect(JSON.parse((await sharedStore().get(`assistant:prompt:${prompt.id}`))!)).toEqual(updated);
    expect(logged.lines).toEqual([['assistant.feedback', { promptId: prompt.id, conversationId: prompt.conversationId, rating: 1 }]]);
  });

  it('replaces an earlier rating: like after dislike, without a comment', async () => {
    await post({ rating: DISLIKE_RATING, comment: 'Too long' });
    const response = await post({ rating: LIKE_RATING });
    expect(await response.json()).toEqual({ ...prompt, feedback: { rating: 5 } });
  });

  it('takes every rating from 0 to 5 and a comment of 1,000 characters', async () => {
    for (const rating of [0, 1, 2, 3, 4, 5]) expect((await post({ rating, comment: 'ç'.repeat(1000) })).status).toBe(200);
  });

  it.each([
    ['no rating', { comment: 'Nice' }, 'rating'],
    ['a rating over 5', { rating: 6 }, 'rating'],
    ['a rating under 0', { rating: -1 }, 'rating'],
    ['a rating that is not whole', { rating: 4.5 }, 'rating'],
    ['a rating as text', { rating: '5' }, 'rating'],
    ['a comment over 1,000 characters', { rating: 5, comment: 'x'.repeat(1001) }, 'comment'],
    ['a comment that is not text', { rating: 5, comment: ['x'] }, 'comment'],
  ])('answers 400 invalid_request for %s, naming the field', async (_case, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; details: Record<string, string[]> };
    expect(answer.error).toBe('invalid_request');
    expect(Object.keys(answer.details)).toEqual([field]);
    expect((await sharedStore().get(`assistant:prompt:${prompt.id}`))!).toBe(JSON.stringify(prompt));
  });

  it('answers 400 for a field the contract lacks, or a body that is not JSON', async () => {
    expect(await errorOf(await post({ rating: 5, feedback: { rating: 5 } }))).toEqual({ status: 400, error: 'invalid_request' });
    expect(await errorOf(await post('{"rating":'))).toEqual({ status: 400, error: 'invalid_json' });
  });

  it('answers 404 conversation_not_found for a conversation that never was', async () => {
    for (const conversation of [crypto.randomUUID(), 'not-an-id']) expect(await errorOf(await post({ rating: 5 }, { conversation }))).toEqual({ status: 404, error: 'conversation_not_found' });
  });

  it('answers 404 prompt_not_found for a prompt that never was, or one of another conversation', async () => {
    for (const promptId of [crypto.randomUUID(), 'not-an-id']) expect(await errorOf(await post({ rating: 5 }, { promptId }))).toEqual({ status: 404, error: 'prompt_not_found' });
    const other = await startConversation();
    expect(await errorOf(await post({ rating: 5 }, { conversation: other }))).toEqual({ status: 404, error: 'prompt_not_found' });
    const othersPrompt = await summaryIn(other);
    expect(await errorOf(await post({ rating: 5 }, { promptId: othersPrompt.id }))).toEqual({ status: 404, error: 'prompt_not_found' });
    expect((await sharedStore().get(`assistant:prompt:${othersPrompt.id}`))!).toBe(JSON.stringify(othersPrompt));
  });

  it('refuses feedback from a page of another site (403) or in a body a cross-site form can send (415)', async () => {
    expect(await errorOf(await post({ rating: 5 }, { headers: { origin: 'https://evil.example' } }))).toEqual({ status: 403, error: 'cross_site_request' });
    expect(await errorOf(await post({ rating: 5 }, { headers: { 'sec-fetch-site': 'cross-site' } }))).toEqual({ status: 403, error: 'cross_site_request' });
    expect(await errorOf(await post({ rating: 5 }, { headers: { 'content-type': 'application/x-www-form-urlencoded' } }))).toEqual({ status: 415, error: 'unsupported_media_type' });
    expect((await sharedStore().get(`assistant:prompt:${prompt.id}`))!).toBe(JSON.stringify(prompt));
  });

  it('takes 10 ratings a minute from one client, then answers 429; another client goes on', async () => {
    const from = (client: string) => post({ rating: LIKE_RATING }, { headers: { [CLIENT_ADDRESS_HEADER]: client } });
    for (let n = 1; n <= 10; n++) expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.9')).status).toBe(200);
  });
});
