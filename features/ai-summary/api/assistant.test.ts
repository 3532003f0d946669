import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Prompt } from '@/lib/assistant/contract';
import { server } from '@/tests/setup/msw-server';
import { AssistantCallError, forgetConversation, sendFeedback, storedConversationId, summarise } from './assistant';

const request = { title: 'Managing Asian soybean rust', path: '/en-US/articles/managing-asian-soybean-rust', locale: 'en-US', location: { latitude: 41.6, longitude: -93.6 } } as const;

const prompt = (conversationId: string): Prompt => ({
  id: 'p-1',
  conversationId,
  createdDate: '2026-11-27T12:00:00.000Z',
  questionText: `summarize ${request.title}`,
  responseText: 'Rust spreads fast.',
  sources: [{ title: request.title, url: request.path }],
  feedback: null,
});

function assistantRoutes({ knownConversations = new Set<string>() } = {}) {
  const calls = { conversations: 0, prompts: [] as string[] };
  server.use(
    http.post('/api/assistant/conversations', () => {
      calls.conversations++;
      const id = `c-${calls.conversations}`;
      knownConversations.add(id);
      return HttpResponse.json({ id, createdDate: '2026-11-27T12:00:00.000Z', title: request.title }, { status: 201 });
    }),
    http.post('/api/assistant/conversations/:id/prompts', async ({ params, request: call }) => {
      const id = String(params.id);
      calls.prompts.push(id);
      expect(await call.json()).toEqual({ questionText: 'summarize Managing Asian soybean rust', path: request.path });
      if (!knownConversations.has(id)) return HttpResponse.json({ error: 'conversation_not_found' }, { status: 404 });
      return HttpResponse.json(prompt(id), { status: 201 });
    }),
  );
  return calls;
}

beforeEach(() => forgetConversation());

describe('summarise', () => {
  it('creates the conversation once and keeps its id for the next summaries', async () => {
    const calls = assistantRoutes();
    await summarise(request);
    await summarise(request);
    expect(calls.conversations).toBe(1);
    expect(calls.prompts).toEqual(['c-1', 'c-1']);
    expect(storedConversationId()).toBe('c-1');
  });

  it('two panels asking at once share one conversation', async () => {
    const calls = assistantRoutes();
    await Promise.all([summarise(request), summarise(request)]);
    expect(calls.conversations).toBe(1);
  });

  it('replaces a stored conversation the server no longer knows, once', async () => {
    window.localStorage.setItem('terralis:assistant-conversation', 'expired');
    const calls = assistantRoutes();
    const answer = await summarise(request);
    expect(answer.conversationId).toBe('c-1');
    expect(calls.prompts).toEqual(['expired', 'c-1']);
  });

  it('says which call failed, caused by the status', async () => {
    server.use(http.post('/api/assistant/conversations', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    const failure = await summarise(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssistantCallError);
    expect((failure as Error).message).toBe('Error creating conversation');
    expect(((failure as Error).cause as Error).message).toBe('Unexpected status 503: Service Unavailable');
  });

  it('names the assistant when the prompt fails', async () => {
    assistantRoutes();
    server.use(http.post('/api/assistant/conversations/:id/prompts', () => HttpResponse.json({ error: 'upstream_error' }, { status: 502, statusText: 'Bad Gateway' })));
    const failure = (await summarise(request).catch((error: unknown) => error)) as AssistantCallError;
    expect(failure.message).toBe('Error sending prompt to assistant');
    expect((failure.cause as Error).message).toBe('Unexpected status 502: Bad Gateway');
    expect(failure.code).toBe('upstream_error');
  });
});

describe('sendFeedback', () => {
  it('names the prompt when it fails', async () => {
    server.use(http.post('/api/assistant/conversations/:id/prompts/:promptId/feedback', () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })));
    const failure = (await sendFeedback('c-1', 'p-9', 5).catch((error: unknown) => error)) as AssistantCallError;
    expect(failure.message).toBe('Error sending feedback to assistant for prompt p-9');
    expect((failure.cause as Error).message).toBe('Unexpected status 500: Internal Server Error');
  });
});

describe('the answers, checked without zod', () => {
  it('takes a prompt and keeps only well-formed sources', async () => {
    const { promptAnswer } = await import('./assistant');
    const answer = { ...prompt('c-1'), sources: [{ title: 'A', url: '/a' }, { title: 3 }, 'x'], feedback: { rating: 5 } };
    expect(promptAnswer.parse(answer)).toEqual({ ...prompt('c-1'), sources: [{ title: 'A', url: '/a' }], feedback: { rating: 5 } });
  });

  it.each([null, 'text', { id: 'p-1' }, { ...prompt('c-1'), responseText: 3 }])('refuses %j as a prompt', async (answer) => {
    const { promptAnswer } = await import('./assistant');
    expect(() => promptAnswer.parse(answer)).toThrow(TypeError);
  });

  it('refuses a conversation without its id', async () => {
    const { conversationAnswer } = await import('./assistant');
    expect(() => conversationAnswer.parse({ createdDate: 'x', title: 't' })).toThrow(TypeError);
  });
});
