// @vitest-environment node
import { conversationSchema } from '@/lib/assistant/contract';
import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/http/client-address.mjs';
import { sharedStore } from '@/lib/shared-store';
import { resetSharedStore } from '@/tests/shared-store';
import { POST } from './route';

const logged = vi.hoisted(() => ({ lines: [] as unknown[] }));
vi.mock('@/lib/log', async (original) => {
  const actual = await original<typeof import('@/lib/log')>();
  const record = (...line: unknown[]) => void logged.lines.push(line);
  return { ...actual, log: { info: record, warn: record, error: record } };
});

const BODY = { title: 'Managing Asian Soybean Rust: A Practical Guide', locale: 'en-US', location: { latitude: 41.5868, longitude: -93.625 } };

const post = (body: unknown, headers: Record<string, string | undefined> = {}) =>
  POST(
    new Request('http://localhost/api/assistant/conversations', {
      method: 'POST',
      headers: Object.fromEntries(Object.entries({ 'content-type': 'application/json', ...headers }).filter(([, value]) => value !== undefined)) as Record<string, string>,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/assistant/conversations', () => {
  beforeEach(() => {
    resetSharedStore();
    logged.lines = [];
  });

  it('answers 201 with the new conversation, private and not stored, and logs nothing of the visitor', async () => {
    const before = Date.now();
    const response = await post(BODY, { origin: 'http://localhost:3000' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const conversation = conversationSchema.strict().parse(await response.json());
    expect(conversation).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/), createdDate: expect.any(String), title: BODY.title });
    expect(Date.parse(conversation.createdDate)).toBeGreaterThanOrEqual(before - 1);
    const stored = await sharedStore().get(`assistant:conversation:${conversation.id}`);
    expect(JSON.parse(stored!)).toEqual({ ...conversation, locale: 'en-US' });
    expect(`${stored} ${JSON.stringify(logged.lines)}`).not.toMatch(/41\.58|93\.62/);
  });

  it.each([
    ['a blank title', { ...BODY, title: '  ' }, 'title'],
    ['a title over 200 characters', { ...BODY, title: 'x'.repeat(201) }, 'title'],
    ['no title', { locale: BODY.locale, location: BODY.location }, 'title'],
    ['a locale of no market', { ...BODY, locale: 'fr-FR' }, 'locale'],
    ['no location', { title: BODY.title, locale: BODY.locale }, 'location'],
    ['a latitude past 90', { ...BODY, location: { latitude: 90.1, longitude: 0 } }, 'location'],
    ['a longitude past -180', { ...BODY, location: { latitude: 0, longitude: -180.5 } }, 'location'],
    ['coordinates as text', { ...BODY, location: { latitude: '41.58', longitude: '-93.62' } }, 'location'],
  ])('answers 400 invalid_request for %s, naming the field', async (_case, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const answer = (await response.json()) as { error: string; details: Record<string, string[]> };
    expect(answer.error).toBe('invalid_request');
    expect(Object.keys(answer.details)).toEqual([field]);
  });

  it('answers 400 for a field the contract lacks, or a body that is not JSON, and 413 for a large one', async () => {
    expect(await (await post({ ...BODY, email: 'maria@example.com' })).json()).toMatchObject({ error: 'invalid_request' });
    expect(await (await post('{"title":')).json()).toMatchObject({ error: 'invalid_json' });
    expect((await post({ ...BODY, title: 'x'.repeat(5_000) })).status).toBe(413);
  });

  it('takes the largest title and the edges of the map', async () => {
    expect((await post({ ...BODY, title: 'ã'.repeat(200), locale: 'pt-BR', location: { latitude: -90, longitude: 180 } })).status).toBe(201);
  });

  it('answers 503 assistant_unavailable when no assistant is configured', async () => {
    const { baseUrl } = env.assistant;
    env.assistant.baseUrl = null;
    try {
      const response = await post(BODY);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: 'assistant_unavailable' });
    } finally {
      env.assistant.baseUrl = baseUrl;
    }
  });

  it('refuses a conversation from a page of another site (403) or in a body a cross-site form can send (415)', async () => {
    const crossSite = await post(BODY, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ error: 'cross_site_request' });
    expect(crossSite.headers.get('cache-control')).toBe('private, no-store');
    expect((await post(BODY, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(BODY, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('takes 10 conversations a minute from one client, then answers 429 with Retry-After; another client goes on', async () => {
    const from = (client: string) => post(BODY, { [CLIENT_ADDRESS_HEADER]: client });
    for (let n = 1; n <= 10; n++) expect((await from('203.0.113.7')).status).toBe(201);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('198.51.100.9')).status).toBe(201);
  });
});
