// @vitest-environment node
import { env } from '@/lib/env';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { createMarketoClient } from './client';

const MUNCHKIN = '284-TRL-731';
const FORM_PATH = '/marketo/forms/index.php/form/getForm';
const TOKEN_PATH = `/marketo/${MUNCHKIN}/identity/oauth/token`;
const DESCRIBE_PATH = `/marketo/${MUNCHKIN}/rest/v1/leads/describe.json`;

/** A fresh client (empty caches) on the sandbox, with short timeouts. */
const client = (overrides: Partial<typeof env.marketo> = {}) => createMarketoClient({ ...env.marketo, timeoutMs: 300, formTimeoutMs: 300, ...overrides });

describe('the Marketo client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('reads a form definition once and serves it from its cache afterwards', async () => {
    const marketo = client();
    const definition = await marketo.getFormDefinition(MUNCHKIN, 1004);
    expect(definition.id).toBe(1004);
    await marketo.getFormDefinition(MUNCHKIN, 1004);
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(1);
  });

  it('retries an error status 3 times, then fails with the status message', async () => {
    await sandbox.fault({ path: FORM_PATH, status: 502, times: 0 });
    expect(await upstreamFailureOf(client().getFormDefinition(MUNCHKIN, 1001))).toMatchObject({ failure: 'status', status: 502, message: 'Server responded with status code: 502' });
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(4);
  });

  it('fails as malformed on a body that is not JSON, without retrying', async () => {
    await sandbox.fault({ path: FORM_PATH, malformed: true, times: 0 });
    expect(await upstreamFailureOf(client().getFormDefinition(MUNCHKIN, 1001))).toMatchObject({ failure: 'malformed' });
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(1);
  });

  it('times out each attempt and retries, then fails as a timeout', async () => {
    await sandbox.fault({ path: FORM_PATH, delayMs: 1_000, times: 0 });
    expect(await upstreamFailureOf(client().getFormDefinition(MUNCHKIN, 1001))).toMatchObject({ failure: 'timeout' });
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(4);
  });

  it('bounds the wait for a hanging provider: each of the 4 attempts stops at the form timeout, not the REST one', async () => {
    await sandbox.fault({ path: FORM_PATH, delayMs: 10_000, times: 0 });
    const started = Date.now();
    expect(await upstreamFailureOf(client({ timeoutMs: 10_000, formTimeoutMs: 200 }).getFormDefinition(MUNCHKIN, 1001))).toMatchObject({ failure: 'timeout' });
    // 4 x 200 ms and pauses of 100 + 200 + 400 ms: 1.5 s. The REST timeout would have let the first attempt alone take 10 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(4);
  });

  it('uses a form timeout of 2 s by default, so the whole wait is about 8.7 s at most', () => {
    expect(env.marketo.formTimeoutMs).toBe(2_000);
  });

  describe('once a definition has been read', () => {
    afterEach(() => vi.useRealTimers());

    /** A client that has read form 1004, then the definition's 5 minutes go by. */
    async function clientPastTheDefinitionsLife() {
      const marketo = client();
      const definition = await marketo.getFormDefinition(MUNCHKIN, 1004);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 6 * 60_000);
      return { marketo, definition };
    }

    it('serves the last good definition at once while the provider hangs, and keeps trying behind it', async () => {
      const { marketo, definition } = await clientPastTheDefinitionsLife();
      await sandbox.fault({ path: FORM_PATH, delayMs: 60_000, times: 0 });
      expect(await marketo.getFormDefinition(MUNCHKIN, 1004)).toEqual(definition);
      // The first read and the refresh's 4 attempts, each given up at the timeout.
      await vi.waitFor(async () => expect(await sandbox.requests(FORM_PATH)).toHaveLength(5), { timeout: 10_000, interval: 100 });
      expect(await marketo.getFormDefinition(MUNCHKIN, 1004)).toEqual(definition);
    });

    it('serves the last good definition when the provider fails, then the fresh one once it answers again', async () => {
      const { marketo, definition } = await clientPastTheDefinitionsLife();
      await sandbox.fault({ path: FORM_PATH, status: 503, times: 4 });
      expect(await marketo.getFormDefinition(MUNCHKIN, 1004)).toEqual(definition);
      await vi.waitFor(async () => expect(await sandbox.requests(FORM_PATH)).toHaveLength(5), { timeout: 10_000, interval: 100 });
      // Still past its life: served, and refreshed behind it (the provider answers now).
      expect(await marketo.getFormDefinition(MUNCHKIN, 1004)).toEqual(definition);
      await vi.waitFor(async () => expect(await sandbox.requests(FORM_PATH)).toHaveLength(6), { timeout: 10_000, interval: 100 });
      // Fresh again: no more requests.
      await marketo.getFormDefinition(MUNCHKIN, 1004);
      expect(await sandbox.requests(FORM_PATH)).toHaveLength(6);
    });
  });

  it('reads a definition asked for by many at once only once', async () => {
    await sandbox.fault({ path: FORM_PATH, delayMs: 100 });
    const marketo = client();
    const definitions = await Promise.all(Array.from({ length: 5 }, () => marketo.getFormDefinition(MUNCHKIN, 1002)));
    expect(new Set(definitions.map((definition) => definition.id))).toEqual(new Set([1002]));
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(1);
  });

  it('does not retry a form that does not exist', async () => {
    expect(await upstreamFailureOf(client().getFormDefinition(MUNCHKIN, 987654))).toMatchObject({ failure: 'not_found' });
    expect(await sandbox.requests(FORM_PATH)).toHaveLength(1);
  });

  it('gets a token once and renews it when Marketo calls it expired', async () => {
    const marketo = client();
    expect(await marketo.describeLeadFields(MUNCHKIN)).toEqual(expect.arrayContaining([{ id: expect.any(Number), displayName: expect.any(String), dataType: expect.any(String), soap: { name: 'Culturas__c' }, rest: { name: 'culturas' } }]));
    await marketo.syncCustomObject(MUNCHKIN, 'farmProfile_c', [{ cpf: '52998224725' }]);
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(1);

    await sandbox.expireMarketoTokens();
    const [result] = await marketo.syncCustomObject(MUNCHKIN, 'farmProfile_c', [{ cpf: '52998224725' }]);
    expect(result).toMatchObject({ status: 'updated' });
    expect(await sandbox.requests(TOKEN_PATH)).toHaveLength(2);
  });

  it('fails with the status when Marketo refuses the credentials, and calls nothing else', async () => {
    const failure = await upstreamFailureOf(client({ clientSecret: 'wrong' }).describeLeadFields(MUNCHKIN));
    expect(failure).toMatchObject({ failure: 'status', status: 401 });
    expect(await sandbox.requests(DESCRIBE_PATH)).toHaveLength(0);
  });

  it('submits by REST names and refuses a field the instance does not have', async () => {
    const marketo = client();
    expect(await marketo.submitLead(MUNCHKIN, 1002, { Email: 'lucia@example.com.ar', FirstName: 'Lucía' })).toMatchObject({ status: 'created' });
    expect((await sandbox.submissions({ email: 'lucia@example.com.ar' }))[0]!.fields).toMatchObject({ email: 'lucia@example.com.ar', firstName: 'Lucía' });
    expect(await upstreamFailureOf(marketo.submitLead(MUNCHKIN, 1002, { Email: 'x@example.com', Nope__c: '1' }))).toMatchObject({ failure: 'rejected' });
  });

  it('calls only our instances: another munchkin id is refused before anything is sent, credentials least of all', async () => {
    const ours = client({ munchkinIds: ['111-OUR-111'] });
    for (const call of [
      () => ours.getFormDefinition(MUNCHKIN, 1001),
      () => ours.describeLeadFields(MUNCHKIN),
      () => ours.submitLead(MUNCHKIN, 1001, { Email: 'x@example.com' }),
      () => ours.syncCustomObject(MUNCHKIN, 'farmProfile_c', [{ cpf: '52998224725' }]),
    ]) {
      expect(await upstreamFailureOf(call())).toMatchObject({ failure: 'rejected', message: `${MUNCHKIN} is not one of our Marketo instances` });
    }
    expect((await sandbox.requests('')).filter((request) => request.path.startsWith('/marketo/'))).toEqual([]);
  });

  it('describes a custom object: its dedupe fields and the fields a caller may write, not the system ones', async () => {
    const description = await client().describeCustomObject(MUNCHKIN, 'farmProfile_c');
    expect(description.dedupeFields).toEqual(['cpf']);
    expect(description.fields.map((field) => field.name)).toEqual(['cpf', 'email', 'farmName', 'state', 'city', 'hectares', 'crops']);
    expect(description.fields).toContainEqual({ name: 'state', dataType: 'string', length: 2 });
  });

  it('creates only, when asked: an existing record is skipped, not changed', async () => {
    const marketo = client();
    await marketo.syncCustomObject(MUNCHKIN, 'farmProfile_c', [{ cpf: '52998224725', farmName: 'A' }], 'createOnly');
    const [again] = await marketo.syncCustomObject(MUNCHKIN, 'farmProfile_c', [{ cpf: '52998224725', farmName: 'B' }], 'createOnly');
    expect(again).toMatchObject({ status: 'skipped', reasons: [expect.objectContaining({ code: '1005' })] });
  });

  it('upserts a voucher by its voucherId: the same id twice is one record, updated', async () => {
    const marketo = client();
    expect((await marketo.describeCustomObject(MUNCHKIN, 'voucher_c')).dedupeFields).toEqual(['voucherId']);
    const voucher = { voucherId: 'V-7K2M-9QXA-0000-ZZZZ-ABCD-1234', distributorName: 'Agro Norte', products: 'Product A x 2; Product B x 1', consent: true };
    const [created] = await marketo.syncCustomObject(MUNCHKIN, 'voucher_c', [voucher]);
    const [again] = await marketo.syncCustomObject(MUNCHKIN, 'voucher_c', [{ ...voucher, products: 'Product A x 3' }]);
    expect(created).toMatchObject({ status: 'created' });
    expect(again).toEqual({ seq: 0, status: 'updated', marketoGUID: created!.marketoGUID });
    const records = (await (await sandboxFetch(`${SANDBOX_ORIGIN}/_control/marketo/custom-objects/voucher_c`)).json()) as { fields: Record<string, unknown> }[];
    expect(records.map((record) => record.fields)).toEqual([{ ...voucher, products: 'Product A x 3' }]);
  });

  it('fails as rejected when Marketo answers success: false', async () => {
    expect(await upstreamFailureOf(client().syncCustomObject(MUNCHKIN, 'unknownThing_c', [{ a: 1 }]))).toMatchObject({ failure: 'rejected' });
  });
});

describeUpstreamFaults('the lead field list (REST)', { path: DESCRIBE_PATH }, (timeoutMs) => client({ timeoutMs }).describeLeadFields(MUNCHKIN));

describeUpstreamFaults('a custom object’s description (REST)', { path: `/marketo/${MUNCHKIN}/rest/v1/customobjects/farmProfile_c/describe.json` }, (timeoutMs) =>
  client({ timeoutMs }).describeCustomObject(MUNCHKIN, 'farmProfile_c'),
);
