// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { carbonProgramAnswerSchema } from '@/lib/carbon-program/contract';
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET as documentPdf } from './[id]/documents/[fieldId]/[kind]/route';
import { GET as program } from './[id]/route';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

const ANA = 'sbx-br-0001';
const CARLOS = 'sbx-br-0002';
const JOAO = 'sbx-br-0003';

async function signedInAs(email: string) {
  const tokens = await sandboxSignIn(email);
  session.current = newSession({ sub: tokens.claims()!.sub, email, accessToken: tokens.access_token });
  return session.current;
}

const readProgram = async (id: string) => {
  const response = await program(new Request(`http://localhost/api/carbon-program/${id}`), { params: Promise.resolve({ id }) });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
};

const readPdf = (id: string, fieldId: string, kind: string) =>
  documentPdf(new Request(`http://localhost/api/carbon-program/${id}/documents/${fieldId}/${kind}`), { params: Promise.resolve({ id, fieldId, kind }) });

withShortTimeout(env.carbonProgram);

beforeEach(async () => {
  session.current = null;
  await sandbox.reset();
});

describe('GET /api/carbon-program/{id}', () => {
  it('answers 401 signed out, privately, without asking the programme', async () => {
    expect(await readProgram(ANA)).toMatchObject({ status: 401, cacheControl: 'private, no-store', body: { error: 'unauthenticated' } });
    expect(await sandbox.requests(`/carbon-program/v1/carbon-program/${ANA}`)).toHaveLength(0);
  });

  it('answers Ana her own fields and documents, privately', async () => {
    const ana = await signedInAs('ana.ribeiro@example.com.br');
    const { status, cacheControl, body } = await readProgram(ana.sub);
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: 'private, no-store' });
    const answer = carbonProgramAnswerSchema.parse(body);
    expect(answer.participant && answer.fields.map((field) => field.name)).toEqual(['Talhão Santa Rita', 'Talhão Boa Vista', 'Talhão Cerrado Novo']);
    expect(JSON.stringify(body)).not.toContain(ana.accessToken);
  });

  it('refuses another user’s id with 403 and never asks the programme for it', async () => {
    await signedInAs('carlos.souza@example.com.br');
    expect(await readProgram(ANA)).toMatchObject({ status: 403, cacheControl: 'private, no-store', body: { error: 'forbidden' } });
    expect(await sandbox.requests(`/carbon-program/v1/carbon-program/${ANA}`)).toHaveLength(0);
  });

  it('answers Carlos, who joined, no fields yet, and João not a participant', async () => {
    await signedInAs('carlos.souza@example.com.br');
    expect(await readProgram(CARLOS)).toMatchObject({ status: 200, body: { participant: true, fields: [] } });
    await signedInAs('joao.lima@example.com.br');
    expect(await readProgram(JOAO)).toMatchObject({ status: 200, body: { participant: false } });
  });

  it('refuses an id that cannot be a user with 400', async () => {
    await signedInAs('ana.ribeiro@example.com.br');
    expect(await readProgram('a b/c')).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it.each(routeFaults)('answers %s with 502 or 504, privately, never a 500', async (_name, fault, status, error) => {
    await signedInAs('ana.ribeiro@example.com.br');
    await sandbox.fault({ path: `/carbon-program/v1/carbon-program/${ANA}`, ...fault });
    expect(await readProgram(ANA)).toMatchObject({ status, cacheControl: 'private, no-store', body: { error } });
  });
});

describe('GET /api/carbon-program/{id}/documents/{fieldId}/{kind}', () => {
  it('serves Ana’s contract as a PDF, privately', async () => {
    await signedInAs('ana.ribeiro@example.com.br');
    const response = await readPdf(ANA, 'talhao-santa-rita', 'contracts');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="talhao-santa-rita-contracts.pdf"');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(/^%PDF-/);
  });

  it('answers 401 signed out and 403 for another participant’s documents', async () => {
    expect((await readPdf(ANA, 'talhao-santa-rita', 'contracts')).status).toBe(401);
    await signedInAs('carlos.souza@example.com.br');
    expect((await readPdf(ANA, 'talhao-santa-rita', 'contracts')).status).toBe(403);
    expect(await sandbox.requests('/carbon-program/v1/documents/contrato-santa-rita.pdf')).toHaveLength(0);
  });

  it.each([
    ['a document the field does not have yet', 'talhao-boa-vista', 'managementPlans', 404],
    ['a field Ana does not have', 'talhao-de-outro', 'contracts', 404],
    ['a kind of document that does not exist', 'talhao-santa-rita', 'invoices', 400],
  ])('answers %s with its status (404, or 400 for a bad address)', async (_name, fieldId, kind, status) => {
    await signedInAs('ana.ribeiro@example.com.br');
    expect((await readPdf(ANA, fieldId, kind)).status).toBe(status);
  });

  it.each(routeFaults)('answers %s of the file with 502 or 504, never a 500', async (_name, fault, status, error) => {
    await signedInAs('ana.ribeiro@example.com.br');
    await sandbox.fault({ path: '/carbon-program/v1/documents/contrato-santa-rita.pdf', ...fault });
    const response = await readPdf(ANA, 'talhao-santa-rita', 'contracts');
    expect({ status: response.status, body: await response.json() }).toMatchObject({ status, body: { error } });
  });
});
