// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { marketQuotationSchema, quotationPreferencesSchema } from '@/lib/quotations/contract';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { env } from '@/lib/env';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET as market } from './market/route';
import { GET as preferences, PATCH as changePreference } from './preferences/route';
import { GET as ticker } from './ticker/route';

vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const ANA = 'ana.ribeiro@example.com.br';

async function signedInAs(email: string) {
  const tokens = await sandboxSignIn(email);
  const claims = tokens.claims()!;
  session.current = newSession({ sub: claims.sub, email, ...(typeof claims.document === 'string' && { document: claims.document }), accessToken: tokens.access_token });
  return session.current;
}

const url = (path: string) => `http://localhost/api/quotations${path}`;
const { NextRequest } = await import('next/server');
const get = (path: string) => new NextRequest(url(path));
const json = async (response: Response) => ({ status: response.status, body: await response.json() });
const patch = (body: unknown, headers: Record<string, string> = {}) =>
  changePreference(new Request(url('/preferences'), { method: 'PATCH', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }));

withShortTimeout(env.quotations);

beforeEach(async () => {
  session.current = null;
  await sandbox.reset();
});

describe('GET /api/quotations/market', () => {
  it.each([
    ['', 'ARS'],
    ['?currency=USD', 'USD'],
    ['?currency=ARS', 'ARS'],
  ])('answers the board%s in %s, public for 10 minutes', async (query, currency) => {
    const response = await market(get(`/market${query}`));
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=600, stale-while-revalidate=60');
    const { status, body } = await json(response);
    expect(status).toBe(200);
    expect(marketQuotationSchema.parse(body)).toMatchObject({ currency });
  });

  it('refuses another currency with 400', async () => {
    expect(await json(await market(get('/market?currency=EUR')))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it.each(routeFaults)('answers %s with %i, never cached', async (_name, fault, status, error) => {
    await sandbox.fault({ path: '/quotations/market/USD', ...fault });
    const response = await market(get('/market?currency=USD'));
    expect(await json(response)).toMatchObject({ status, body: { error } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/quotations/ticker', () => {
  it('answers the quotes of the symbols asked for, in their order', async () => {
    const { status, body } = await json(await ticker(get('/ticker?symbols=FX_IDC:USDBRL,CBOT:ZC1!')));
    expect(status).toBe(200);
    expect(body.quotes.map((quote: { symbol: string }) => quote.symbol)).toEqual(['FX_IDC:USDBRL', 'CBOT:ZC1!']);
  });

  it.each(['', '?symbols=', '?symbols=not a symbol'])('refuses %s with 400', async (query) => {
    expect((await ticker(get(`/ticker${query}`))).status).toBe(400);
  });
});

describe('/api/quotations/preferences', () => {
  it('answers 401, private, when signed out', async () => {
    for (const response of [await preferences(), await patch({ itemId: 'gold', checked: false })]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('answers 403 for a signed-in user without a document', async () => {
    await signedInAs(ANA);
    session.current = { ...session.current!, document: undefined };
    expect(await json(await preferences())).toMatchObject({ status: 403, body: { error: 'not_a_member' } });
  });

  it("reads and changes the signed-in member's items, never showing their member id or document", async () => {
    const signed = await signedInAs(ANA);
    const before = quotationPreferencesSchema.parse((await json(await preferences())).body);
    expect(before.items.find((item) => item.itemId === 'gold')?.checked).toBe(true);
    expect(await json(await patch({ itemId: 'gold', checked: false }))).toEqual({ status: 200, body: { itemId: 'gold', checked: false } });
    const response = await preferences();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(quotationPreferencesSchema.parse(JSON.parse(text)).items.find((item) => item.itemId === 'gold')?.checked).toBe(false);
    expect(text).not.toContain(signed.document!);
    expect(text).not.toContain(Buffer.from(signed.document!).toString('base64'));
  });

  it.each([[{ itemId: 'gold' }], [{ itemId: '', checked: true }], [{ itemId: 'bitcoin', checked: true }]])('refuses %j with 400', async (body) => {
    await signedInAs(ANA);
    expect(await json(await patch(body))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('refuses a change from another site', async () => {
    await signedInAs(ANA);
    expect((await patch({ itemId: 'gold', checked: false }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it.each(routeFaults)('answers a failed save (%s) with %i', async (_name, fault, status, error) => {
    const signed = await signedInAs(ANA);
    const path = `/quotations/impulso/preference/user-preference/${encodeURIComponent(Buffer.from(signed.document!).toString('base64'))}`;
    await sandbox.fault({ path, method: 'PATCH', ...fault });
    // The service's 404 means it does not know the member.
    const notFound = 'status' in fault && fault.status === 404;
    expect(await json(await patch({ itemId: 'gold', checked: false }))).toMatchObject(notFound ? { status: 403, body: { error: 'not_a_member' } } : { status, body: { error } });
  });
});
