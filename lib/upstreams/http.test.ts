// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '@/tests/setup/msw-server';
import { fetchWithNotFoundAnswer, requestJson, UpstreamError, upstreamErrorResponse, type JsonCall } from './http';

const url = 'https://upstream.test/things?token=secret-token';
const schema = z.object({ name: z.string() });
const call = (overrides: Partial<JsonCall<{ name: string }>> = {}) =>
  requestJson({ service: 'things', operation: 'getThing', url, schema, timeoutMs: 500, retryDelayMs: 1, ...overrides });

/** Answers with the given responses in turn (the last one repeats) and counts the requests. */
function upstream(...answers: (() => Response | Promise<Response>)[]) {
  let count = 0;
  server.use(http.get('https://upstream.test/things', () => answers[Math.min(count++, answers.length - 1)]!()));
  return { requests: () => count };
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('requestJson', () => {
  let logs: string[];
  beforeEach(() => {
    logs = [];
    for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void logs.push(line));
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers the parsed body and logs one line without the URL', async () => {
    upstream(() => HttpResponse.json({ name: 'soja', extra: true }));
    await expect(call()).resolves.toEqual({ name: 'soja' });
    expect(logs).toHaveLength(1);
    expect(JSON.parse(logs[0]!)).toMatchObject({ level: 'info', event: 'upstream.call', service: 'things', operation: 'getThing', status: 200, attempts: 1 });
    expect(logs[0]).not.toContain('secret-token');
    expect(logs[0]).not.toContain('upstream.test');
  });

  it("turns a non-OK status into the spec's message and does not retry a 4xx", async () => {
    const counter = upstream(() => new HttpResponse(null, { status: 400 }));
    const error = await failure(call({ retries: 3 }));
    expect(error).toMatchObject({ failure: 'status', status: 400, message: 'Server responded with status code: 400' });
    expect(counter.requests()).toBe(1);
  });

  it('retries a 5xx as many times as asked, then gives up', async () => {
    const counter = upstream(() => new HttpResponse(null, { status: 503 }));
    const error = await failure(call({ retries: 3 }));
    expect(error).toMatchObject({ failure: 'status', status: 503, message: 'Server responded with status code: 503' });
    expect(counter.requests()).toBe(4);
    expect(JSON.parse(logs.at(-1)!)).toMatchObject({ level: 'warn', event: 'upstream.failed', failure: 'status', attempts: 4 });
  });

  it('succeeds when a retry does', async () => {
    const counter = upstream(
      () => new HttpResponse(null, { status: 502 }),
      () => new HttpResponse(null, { status: 429 }),
      () => HttpResponse.json({ name: 'milho' }),
    );
    await expect(call({ retries: 3 })).resolves.toEqual({ name: 'milho' });
    expect(counter.requests()).toBe(3);
  });

  it('does not retry unless asked', async () => {
    const counter = upstream(() => new HttpResponse(null, { status: 500 }));
    await failure(call());
    expect(counter.requests()).toBe(1);
  });

  it('tells a missing thing (404) from a failure, without retrying', async () => {
    const counter = upstream(() => HttpResponse.json({ error: 'Form not found' }, { status: 404 }));
    expect(await failure(call({ retries: 3 }))).toMatchObject({ failure: 'not_found', status: 404 });
    expect(counter.requests()).toBe(1);
  });

  it('times out a slow answer, and retries it when asked', async () => {
    const counter = upstream(async () => {
      await delay(1000);
      return HttpResponse.json({ name: 'late' });
    });
    expect(await failure(call({ timeoutMs: 50, retries: 1 }))).toMatchObject({ failure: 'timeout', message: 'things did not answer within 50 ms' });
    expect(counter.requests()).toBe(2);
  });

  it('reports an unreachable host', async () => {
    upstream(() => HttpResponse.error());
    expect(await failure(call())).toMatchObject({ failure: 'unreachable' });
  });

  it('refuses a body that is not JSON, or not the promised shape', async () => {
    upstream(() => new HttpResponse('{"name": [', { headers: { 'content-type': 'application/json' } }));
    expect(await failure(call({ retries: 2 }))).toMatchObject({ failure: 'malformed', message: 'things answered with a body that is not JSON' });
    upstream(() => HttpResponse.json({ name: 42 }));
    expect(await failure(call())).toMatchObject({ failure: 'malformed', message: 'things answered in an unexpected shape' });
  });
});

describe('fetchWithNotFoundAnswer', () => {
  const unknownZip = z.object({ error: z.literal('zipcode-not-found') });
  const withAnswer = (overrides: Partial<JsonCall<unknown>> = {}) =>
    requestJson<unknown>({ service: 'things', operation: 'getThing', url, timeoutMs: 500, schema: z.union([schema, unknownZip]), fetch: fetchWithNotFoundAnswer(unknownZip), ...overrides });
  beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it("answers the service's own 404 body as an answer", async () => {
    upstream(() => HttpResponse.json({ error: 'zipcode-not-found' }, { status: 404 }));
    await expect(withAnswer()).resolves.toEqual({ error: 'zipcode-not-found' });
  });

  it('keeps any other 404 a failure: another body, or none that is JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    upstream(() => HttpResponse.json({ error: 'no-route' }, { status: 404 }));
    expect(await failure(withAnswer())).toMatchObject({ failure: 'not_found', status: 404 });
    upstream(() => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }));
    expect(await failure(withAnswer())).toMatchObject({ failure: 'not_found', status: 404 });
  });

  it('passes every other answer through', async () => {
    upstream(() => HttpResponse.json({ name: 'soja' }));
    await expect(withAnswer()).resolves.toEqual({ name: 'soja' });
  });
});

describe('upstreamErrorResponse', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['timeout', undefined, 504, 'upstream_timeout'],
    ['not_found', 404, 404, 'not_found'],
    ['status', 503, 502, 'upstream_error'],
    ['unreachable', undefined, 502, 'upstream_error'],
    ['malformed', 200, 502, 'upstream_error'],
    ['rejected', undefined, 502, 'upstream_error'],
  ] as const)('answers a %s failure with %s -> %i', async (kind, status, httpStatus, code) => {
    const response = upstreamErrorResponse(new UpstreamError('things', kind, 'what happened', status));
    expect(response.status).toBe(httpStatus);
    expect(await response.json()).toEqual({ error: code, message: 'what happened' });
  });

  it('answers an unexpected error as a bad gateway without its details, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = upstreamErrorResponse(new TypeError('cannot read properties of undefined'));
    expect(response.status).toBe(502);
    expect(JSON.stringify(await response.json())).not.toContain('undefined');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('upstream.unexpected_error'));
  });
});
