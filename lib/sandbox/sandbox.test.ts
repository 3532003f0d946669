// @vitest-environment node
import { server } from '@/tests/setup/msw-server';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxHandlers } from './handlers';
import { http, HttpResponse } from 'msw';
import { fixedPathStart, handlersFor, sandboxFetch } from './fetch';
import { SANDBOX_ORIGIN } from './origin';

/**
 * The sandbox's own contract, through msw/node as any unit test can use it: `server.use(...sandboxHandlers)`
 * and plain `fetch` to the sandbox origin.
 */
const MUNCHKIN = '284-TRL-731';
const url = (path: string) => `${SANDBOX_ORIGIN}${path}`;
const json = async (response: Response) => ({ status: response.status, body: await response.json() });

async function token(): Promise<string> {
  const query = new URLSearchParams({ grant_type: 'client_credentials', client_id: 'sandbox-marketo-client', client_secret: 'sandbox-marketo-secret' });
  const { body } = await json(await fetch(url(`/marketo/${MUNCHKIN}/identity/oauth/token?${query}`)));
  return body.access_token;
}

const restPost = async (path: string, body: string, accessToken: string) =>
  json(await fetch(url(`/marketo/${MUNCHKIN}/rest/v1${path}`), { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body }));

describe('the sandbox through msw/node', () => {
  beforeEach(async () => {
    server.use(...sandboxHandlers);
    await sandbox.reset();
  });

  it('answers the published forms in Marketo’s descriptor shape, and 400/404 like getForm', async () => {
    const form = await json(await fetch(url(`/marketo/forms/index.php/form/getForm?munchkinId=${MUNCHKIN}&id=1001`)));
    expect(form).toMatchObject({ status: 200, body: { Id: 1001, SubmitLabel: 'Quero receber contato', rows: expect.any(Array) } });
    expect((await fetch(url(`/marketo/forms/index.php/form/getForm?munchkinId=${MUNCHKIN}&id=abc`))).status).toBe(400);
    expect((await fetch(url(`/marketo/forms/index.php/form/getForm?munchkinId=${MUNCHKIN}&id=5`))).status).toBe(404);
    expect((await fetch(url('/marketo/forms/index.php/form/getForm?munchkinId=111-AAA-222&id=1001'))).status).toBe(404);
  });

  it('refuses REST calls without a valid token the way Marketo does: HTTP 200, success false', async () => {
    const describe = (headers: HeadersInit) => fetch(url(`/marketo/${MUNCHKIN}/rest/v1/leads/describe.json`), { headers }).then(json);
    expect(await describe({})).toMatchObject({ status: 200, body: { success: false, errors: [{ code: '600' }] } });
    expect(await describe({ authorization: 'Bearer forged' })).toMatchObject({ status: 200, body: { success: false, errors: [{ code: '601' }] } });
    const accessToken = await token();
    expect(await describe({ authorization: `Bearer ${accessToken}` })).toMatchObject({ body: { success: true } });
    await sandbox.expireMarketoTokens();
    expect(await describe({ authorization: `Bearer ${accessToken}` })).toMatchObject({ body: { success: false, errors: [{ code: '602' }] } });
  });

  it('records a submitted lead, dedupes by e-mail and skips unknown fields', async () => {
    const accessToken = await token();
    const submit = (fields: Record<string, string>, formId = 1003) => restPost('/leads/submitForm.json', JSON.stringify({ formId, input: [{ leadFormFields: fields }] }), accessToken);
    const created = await submit({ email: 'Ana@Example.com', firstName: 'Ana' });
    expect(created.body).toMatchObject({ success: true, result: [{ id: expect.any(Number), status: 'created' }] });
    expect((await submit({ email: 'ana@example.com', lastName: 'Lima' })).body.result[0]).toEqual({ id: created.body.result[0].id, status: 'updated' });
    expect((await submit({ email: 'ana@example.com', secret__c: '1' })).body.result[0]).toMatchObject({ status: 'skipped', reasons: [{ code: '1006' }] });
    expect((await submit({ firstName: 'No e-mail' })).body.result[0]).toMatchObject({ status: 'skipped', reasons: [{ code: '1003' }] });
    expect((await submit({ email: 'ana@example.com' }, 9)).body).toMatchObject({ success: false, errors: [{ code: '1013' }] });
    expect((await restPost('/leads/submitForm.json', '{oops', accessToken)).body).toMatchObject({ success: false, errors: [{ code: '609' }] });
    expect(await sandbox.submissions({ email: 'ANA@example.com', formId: '1003' })).toEqual([
      expect.objectContaining({ status: 'created', fields: { email: 'Ana@Example.com', firstName: 'Ana' } }),
      expect.objectContaining({ status: 'updated', fields: { email: 'ana@example.com', lastName: 'Lima' } }),
    ]);
  });

  it('syncs custom-object records by their dedupe field', async () => {
    const accessToken = await token();
    const sync = (input: unknown[], action = 'createOrUpdate') => restPost('/customobjects/farmProfile_c.json', JSON.stringify({ action, input }), accessToken);
    const created = (await sync([{ cpf: '52998224725', farmName: 'Boa Vista' }, { farmName: 'Sem CPF' }, { cpf: '1', color: 'red' }])).body.result;
    expect(created).toEqual([
      { seq: 0, status: 'created', marketoGUID: expect.any(String) },
      { seq: 1, status: 'skipped', reasons: [expect.objectContaining({ code: '1003' })] },
      { seq: 2, status: 'skipped', reasons: [expect.objectContaining({ code: '1006' })] },
    ]);
    expect((await sync([{ cpf: '52998224725' }], 'createOnly')).body.result[0]).toMatchObject({ status: 'skipped' });
    expect((await sync([{ cpf: '52998224725', hectares: 900 }])).body.result[0]).toEqual({ seq: 0, status: 'updated', marketoGUID: created[0].marketoGUID });
    expect((await restPost('/customobjects/nothing_c.json', '{}', accessToken)).body).toMatchObject({ success: false, errors: [{ code: '1013' }] });
  });

  it('injects each kind of fault, then answers normally again', async () => {
    const path = '/marketo/forms/index.php/form/getForm';
    const getForm = (signal?: AbortSignal) => fetch(url(`${path}?munchkinId=${MUNCHKIN}&id=1003`), { signal });
    await sandbox.fault({ path, status: 503 });
    expect((await getForm()).status).toBe(503);
    expect((await getForm()).status).toBe(200);

    await sandbox.fault({ path, malformed: true });
    await expect((await getForm()).json()).rejects.toThrow();

    await sandbox.fault({ path, delayMs: 200 });
    const started = Date.now();
    expect((await getForm()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    expect(await sandbox.requests(path)).toHaveLength(4);
  });

  it('only lets a fault match its query, and forgets faults on reset', async () => {
    const path = '/marketo/forms/index.php/form/getForm';
    await sandbox.fault({ path, query: { id: '1002' }, status: 500, times: 0 });
    expect((await fetch(url(`${path}?munchkinId=${MUNCHKIN}&id=1001`))).status).toBe(200);
    expect((await fetch(url(`${path}?munchkinId=${MUNCHKIN}&id=1002`))).status).toBe(500);
    expect((await fetch(url(`${path}?munchkinId=${MUNCHKIN}&id=1002`))).status).toBe(500);
    await sandbox.reset();
    expect((await fetch(url(`${path}?munchkinId=${MUNCHKIN}&id=1002`))).status).toBe(200);
  });

  it('lists, deletes and validates faults through the control API', async () => {
    const created = await json(await fetch(url('/_control/faults'), { method: 'POST', body: JSON.stringify({ path: '/x', status: 500 }) }));
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String), path: '/x', times: 1 } });
    expect((await json(await fetch(url('/_control/faults')))).body).toHaveLength(1);
    expect((await fetch(url(`/_control/faults/${created.body.id}`), { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(url(`/_control/faults/${created.body.id}`), { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(url('/_control/faults'), { method: 'POST', body: JSON.stringify({ path: '/x' }) })).status).toBe(400);
  });
});

describe('sandboxFetch', () => {
  beforeEach(() => sandbox.reset());

  it('answers 404 for a path no fake service has', async () => {
    expect((await sandboxFetch(url('/nothing/here'))).status).toBe(404);
  });

  it('rejects like fetch when the caller stops waiting during a delay', async () => {
    const path = '/marketo/forms/index.php/form/getForm';
    await sandbox.fault({ path, delayMs: 5_000 });
    const started = Date.now();
    await expect(sandboxFetch(url(`${path}?munchkinId=${MUNCHKIN}&id=1001`), { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
    // Well before the sandbox would have answered, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('the handlers a sandbox call tries', () => {
  const indexed = (handlers: ReturnType<typeof http.get>[]) => handlers.map((handler) => ({ handler, start: fixedPathStart(handler) }));
  const answer = () => HttpResponse.json({});

  it('skips the handlers whose fixed start the URL does not begin with, keeping the order and ignoring case; tries any other kind', () => {
    const all = http.all(`${SANDBOX_ORIGIN}/*`, answer);
    const banner = http.get(`${SANDBOX_ORIGIN}/impulso/api/banner/:member`, answer);
    const flags = http.get(`${SANDBOX_ORIGIN}/flags`, answer);
    const pattern = http.get(/\/anything$/, answer);
    const relative = http.get('/flags', answer);
    const anywhere = http.all('*', answer);
    const handlers = indexed([all, banner, flags, pattern, relative, anywhere]);
    expect(handlersFor(handlers, url('/impulso/api/banner/MTIz'))).toEqual([all, banner, pattern, relative, anywhere]);
    expect(handlersFor(handlers, url('/IMPULSO/api/Banner/MTIz'))).toEqual([all, banner, pattern, relative, anywhere]);
    expect(handlersFor(handlers, url('/flags?x=1'))).toEqual([all, flags, pattern, relative, anywhere]);
  });

  it('still tries every handler of the sandbox for a URL it answers', () => {
    const handlers = indexed(sandboxHandlers as ReturnType<typeof http.get>[]);
    for (const { handler } of handlers) {
      const path = (handler.info as { path: unknown }).path;
      if (typeof path !== 'string') continue;
      const concrete = path.replace(/:[A-Za-z]+/g, 'x').replace(/\*/g, 'x');
      expect(handlersFor(handlers, concrete)).toContain(handler);
    }
  });
});

describe('resetting one service', () => {
  it('restores that service’s seed and leaves the others as they are', async () => {
    await sandbox.reset();
    await sandbox.setFlag('eleva', { enabled: false });
    await sandbox.fault({ path: '/x', status: 500, times: 0 });
    await sandboxFetch(url('/_control/reset?service=flags'), { method: 'POST' });
    const flags = await (await sandboxFetch(url('/flags'))).json();
    expect(flags.flags.eleva).toEqual({ enabled: true });
    expect((await sandboxFetch(url('/x'))).status).toBe(500);
  });
});
