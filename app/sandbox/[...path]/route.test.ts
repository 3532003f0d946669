// @vitest-environment node
import { productionEnv } from '@/tests/production-env';
import { sandbox } from '@/tests/sandbox-control';

const MUNCHKIN = '284-TRL-731';

async function routeWith(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return import('./route');
}

describe('/sandbox/[...path]', () => {
  beforeEach(() => sandbox.reset());
  afterEach(() => vi.unstubAllEnvs());

  it('hands requests with their query and body to the sandbox handlers', async () => {
    const { GET, POST } = await routeWith({});
    const form = await GET(new Request(`http://localhost/sandbox/marketo/forms/index.php/form/getForm?munchkinId=${MUNCHKIN}&id=1002`));
    expect(form.status).toBe(200);
    expect(await form.json()).toMatchObject({ Id: 1002, SubmitLabel: 'Enviar' });

    const fault = await POST(
      new Request('http://localhost/sandbox/_control/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path: '/x', status: 502 }) }),
    );
    expect(fault.status).toBe(201);
    expect((await GET(new Request('http://localhost/sandbox/x'))).status).toBe(502);
    expect(await sandbox.requests('/x')).toEqual([expect.objectContaining({ method: 'GET', path: '/x' })]);
  });

  it('does not exist when SANDBOX=off', async () => {
    const { GET, POST } = await routeWith(productionEnv);
    expect((await GET(new Request(`http://localhost/sandbox/marketo/forms/index.php/form/getForm?munchkinId=${MUNCHKIN}&id=1002`))).status).toBe(404);
    expect((await POST(new Request('http://localhost/sandbox/_control/reset', { method: 'POST' }))).status).toBe(404);
  });
});
