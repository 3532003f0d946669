import { http, HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, redemptionProblems, redemptionRequestSchema, type MemberSummary, type Redemption } from '@/lib/loyalty/contract';
import { server } from '@/tests/setup/msw-server';

/** Ana as the member route answers: leader of Família Ribeiro, 20.000 redeemable points. */
export const ana: MemberSummary = {
  name: 'Ana Ribeiro',
  status: 'ACTIVE',
  impulsePoints: 62_000,
  stars: 3,
  impulsePercent: 8,
  impulseLeft: 138_000,
  minPoints: 50_000,
  orbiaPoints: 20_000,
  flGroupLeader: true,
  familiarGroup: { nmGroup: 'Família Ribeiro', starsGroup: 4 },
  contactInformation: { contactUs: { name: 'Central Impulso', phone: '0800 770 1234', email: 'impulso@terralis.com.br', whatsapp: '(11) 99876-5432' }, advisorContact: [] },
};
/** Lucas: in Ana's group, not its leader. */
export const lucas: MemberSummary = { ...ana, name: 'Lucas Ribeiro', orbiaPoints: 3_200, flGroupLeader: false };

export const earlierRequest: Redemption = {
  id: 'RSG-SEED-1',
  kind: '50-traditional',
  amount: 1_000,
  recipient: 'self',
  note: 'Entregar na fazenda Santa Luzia',
  status: 'Processing',
  createdAt: '2026-04-20T13:00:00.000Z',
};

/**
 * `/api/loyalty/member` and `/api/loyalty/redemptions` as the routes answer them (their own tests
 * prove the routes), over an in-memory programme: a redemption takes its points once per
 * idempotency key, a repeated key answers the same redemption, the rules refuse with field codes.
 * `failNextPosts` makes the next sends fail upstream (502) before reaching the programme.
 */
export function testProgramme(member: MemberSummary, earlier: Redemption[] = []) {
  const programme = {
    balance: member.orbiaPoints,
    redemptions: [...earlier],
    /** The key of every POST that reached the route. */
    keys: [] as string[],
    failNextPosts: 0,
    failMember: false,
    failRedemptions: false,
  };
  const byKey = new Map<string, Redemption>();
  server.use(
    http.get('/api/loyalty/member', () =>
      programme.failMember ? HttpResponse.json({ error: 'upstream_error' }, { status: 502 }) : HttpResponse.json({ member: { ...member, orbiaPoints: programme.balance } }),
    ),
    http.get('/api/loyalty/redemptions', () =>
      programme.failRedemptions ? HttpResponse.json({ error: 'upstream_error' }, { status: 502 }) : HttpResponse.json({ redemptions: programme.redemptions }),
    ),
    http.post('/api/loyalty/redemptions', async ({ request }) => {
      const key = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? '';
      programme.keys.push(key);
      if (programme.failNextPosts > 0) {
        programme.failNextPosts--;
        return HttpResponse.json({ error: 'upstream_error', message: 'The service failed.' }, { status: 502 });
      }
      const body = redemptionRequestSchema.parse(await request.json());
      const earlierOfKey = byKey.get(key);
      if (earlierOfKey) return HttpResponse.json({ redemption: earlierOfKey }, { status: 201 });
      const problems = redemptionProblems(body, { ...member, orbiaPoints: programme.balance });
      if (problems.length > 0) {
        return HttpResponse.json({ error: 'invalid_request', message: 'The request is not valid.', details: Object.fromEntries(problems.map(({ field, code }) => [field, [code]])) }, { status: 400 });
      }
      const redemption: Redemption = { id: `RSG-${byKey.size + 1}`, ...body, note: body.note ?? null, status: 'Submitted', createdAt: '2026-05-20T14:30:00.000Z' };
      byKey.set(key, redemption);
      programme.balance -= body.amount;
      programme.redemptions = [redemption, ...programme.redemptions];
      return HttpResponse.json({ redemption }, { status: 201 });
    }),
  );
  return programme;
}
