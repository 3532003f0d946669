// @vitest-environment node
import { newSession, type Session } from '@/lib/auth/session';
import { growersRewardsAnswerSchema } from '@/lib/growers-rewards/contract';
import { sandbox } from '@/tests/sandbox-control';
import { sandboxSignIn } from '@/tests/sandbox-sign-in';
import { GET } from './route';

const session = vi.hoisted(() => ({ current: null as Session | null }));
vi.mock('@/lib/auth/session', async (original) => ({ ...(await original<object>()), currentSession: async () => session.current }));

async function signedInAs(email: string) {
  const tokens = await sandboxSignIn(email);
  session.current = newSession({ sub: tokens.claims()!.sub, email, accessToken: tokens.access_token });
  return session.current;
}

const read = async () => {
  const response = await GET();
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown };
};

describe('GET /api/growers-rewards', () => {
  beforeEach(async () => {
    await sandbox.reset();
    session.current = null;
  });

  it('answers 401 signed out, privately', async () => {
    expect(await read()).toMatchObject({ status: 401, cacheControl: 'private, no-store', body: { error: 'unauthenticated' } });
  });

  it("answers John, a head grower, his requirements, rewards, dates and activity, and nobody else's", async () => {
    const john = await signedInAs('john.miller@example.com');
    const { status, cacheControl, body } = await read();
    expect({ status, cacheControl }).toEqual({ status: 200, cacheControl: 'private, no-store' });
    const answer = growersRewardsAnswerSchema.parse(body);
    expect(answer).toMatchObject({ enrolled: true, headGrower: true, requirements: { rewards: { purchasedProductsCount: 1, rewardsEarned: 900 } } });
    expect(JSON.stringify(body)).not.toContain(john.accessToken);
    expect(await sandbox.requests(`/growers-rewards/api/growers/${john.sub}/requirements`)).toHaveLength(1);
  });

  it('gives a grower who is not the head grower neither requirements nor rewards, and never asks for them', async () => {
    const ryan = await signedInAs('ryan.brooks@example.com');
    const answer = growersRewardsAnswerSchema.parse((await read()).body);
    expect(answer).toMatchObject({ enrolled: true, headGrower: false, requirements: null, availableRewards: null });
    expect(answer.enrolled && answer.activity.length).toBeGreaterThan(0);
    expect(await sandbox.requests(`/growers-rewards/api/growers/${ryan.sub}/requirements`)).toHaveLength(0);
    expect(await sandbox.requests(`/growers-rewards/api/growers/${ryan.sub}/available-rewards`)).toHaveLength(0);
  });

  it('answers not enrolled for Sarah, and for a user the programme does not know', async () => {
    await signedInAs('sarah.nguyen@example.com');
    expect(await read()).toMatchObject({ status: 200, body: { enrolled: false } });
    await signedInAs('ana.ribeiro@example.com.br');
    expect(await read()).toMatchObject({ status: 200, body: { enrolled: false } });
  });

  it('answers 502 when the programme or the account service fails, never a 500', async () => {
    const emily = await signedInAs('emily.carter@example.com');
    await sandbox.fault({ path: `/growers-rewards/api/growers/${emily.sub}/cash-back`, status: 500, times: 1 });
    expect(await read()).toMatchObject({ status: 502, cacheControl: 'private, no-store', body: { error: 'upstream_error' } });
    await sandbox.fault({ path: `/accounts/users/${emily.sub}`, status: 503, times: 1 });
    expect(await read()).toMatchObject({ status: 502 });
    expect(growersRewardsAnswerSchema.parse((await read()).body)).toMatchObject({ enrolled: true, headGrower: true, availableRewards: 1875.5 });
  });
});
