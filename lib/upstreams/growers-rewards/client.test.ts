// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { env } from '@/lib/env';
import { sandboxFetch } from '@/lib/sandbox/fetch';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import type { ActivityItem } from '@/lib/growers-rewards/contract';
import { growersRewards } from './client';
import { activityResources, growerPath, PROGRAM_CONFIG_PATH, type ActivityAnswers } from './contract';

const JOHN = 'sbx-us-0001';
const EMILY = 'sbx-us-0002';
const RYAN = 'sbx-us-0003';
const SARAH = 'sbx-us-0004';
const STRANGER = 'sbx-us-9999';

/** A path as the sandbox records it. */
const sandboxPath = (path: string) => `/growers-rewards/api${path}`;

beforeEach(() => sandbox.reset());

describe('the programme config', () => {
  it('answers the six dates as YYYY-MM-DD, today inside the programme', async () => {
    const config = await growersRewards.programmeConfig();
    expect(Object.keys(config).sort()).toEqual(
      ['periodOneEndDate', 'periodThreeStartDate', 'periodTwoEndDate', 'periodTwoStartDate', 'programEndDate', 'programStartDate'].sort(),
    );
    for (const date of Object.values(config)) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = new Date().toISOString().slice(0, 10);
    expect(config.programStartDate <= today && today <= config.programEndDate).toBe(true);
    expect(config.programStartDate.slice(5)).toBe('09-01');
    expect(config.programEndDate.slice(5)).toBe('08-31');
  });
});

describe('a grower on the sandbox', () => {
  it.each([
    [JOHN, true],
    [EMILY, true],
    [RYAN, true],
    [SARAH, false],
  ])('%s: enrolled is %s', async (growerId, enrolled) => {
    expect(await growersRewards.enrollment(growerId)).toBe(enrolled);
    expect(await sandbox.requests(sandboxPath(growerPath(growerId, 'enrollment')))).toHaveLength(1);
  });

  it('answers the requirements of John (none met) and Emily (rewards and potatoes met), and of Ryan', async () => {
    expect(await growersRewards.requirements(JOHN)).toEqual({
      rewards: { purchasedProductsCount: 1, rewardsEarned: 900 },
      fruitsAndVegetables: { purchasedProductsCount: 1, rewardsEarned: 4_000 },
      potatoes: { emestoGallonsPurchased: 2, admireGallonsPurchased: 3 },
    });
    expect(await growersRewards.requirements(EMILY)).toEqual({
      rewards: { purchasedProductsCount: 3, rewardsEarned: 2_350 },
      fruitsAndVegetables: { purchasedProductsCount: 2, rewardsEarned: 12_000 },
      potatoes: { emestoGallonsPurchased: 5, admireGallonsPurchased: 6 },
    });
    expect(await growersRewards.requirements(RYAN)).toMatchObject({ rewards: expect.any(Object), fruitsAndVegetables: expect.any(Object), potatoes: expect.any(Object) });
  });

  it('answers the available rewards in USD', async () => {
    expect(await growersRewards.availableRewards(EMILY)).toBe(1_875.5);
    expect(await growersRewards.availableRewards(JOHN)).toBe(0);
    expect(await growersRewards.availableRewards(RYAN)).toEqual(expect.any(Number));
  });

  it('fails as not_found for Sarah on everything but her enrolment', async () => {
    for (const call of [growersRewards.requirements(SARAH), growersRewards.availableRewards(SARAH), growersRewards.activity(SARAH)]) {
      expect(await upstreamFailureOf(call)).toMatchObject({ failure: 'not_found', status: 404 });
    }
  });

  it('fails as not_found for a grower the programme does not know', async () => {
    const calls = [
      growersRewards.enrollment(STRANGER),
      growersRewards.requirements(STRANGER),
      growersRewards.availableRewards(STRANGER),
      growersRewards.activity(STRANGER),
    ];
    for (const call of calls) expect(await upstreamFailureOf(call)).toMatchObject({ failure: 'not_found', status: 404 });
  });
});

describe('the activity on the sandbox', () => {
  const now = new Date('2027-03-10T15:00:00Z');
  beforeEach(() => {
    // Only the clock: the HTTP helper's timeouts still run on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it("merges Emily's five kinds newest first, the latest 10 of her 12", async () => {
    const items = await growersRewards.activity(EMILY);
    expect(items.map((item) => item.id)).toEqual([
      'TXN-0002-01',
      'AM-0002-02',
      'LR-0002-03',
      'QP-0002-04',
      'CB-0002-05',
      'TXN-0002-06',
      'QP-0002-07',
      'LR-0002-08',
      'AM-0002-09',
      'CB-0002-10',
    ]);
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['transaction', 'qualified-purchase', 'cash-back', 'loyalty-rewards', 'additional-money']));
    const dates = items.map((item) => item.data.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const date of dates) expect(date >= '2026-09-01T00:00:00.000Z' && date <= now.toISOString()).toBe(true);
    // The five calls, once each.
    for (const resource of activityResources) expect(await sandbox.requests(sandboxPath(growerPath(EMILY, resource)))).toHaveLength(1);
  });

  it('reads each kind in our names', async () => {
    const items = await growersRewards.activity(EMILY);
    expect(items.find((item) => item.id === 'QP-0002-04')).toEqual({
      type: 'qualified-purchase',
      id: 'QP-0002-04',
      data: { date: expect.stringMatching(/Z$/), description: 'Admire Pro, 6 gal', amount: 2_310 },
      link: '/sandbox/growers-rewards/portal/invoices/QP-0002-04',
    });
    expect(items.find((item) => item.id === 'CB-0002-05')).toMatchObject({ type: 'cash-back', data: { amount: 240 }, link: null });
  });

  it("links each item to the sandbox portal's page for it, which the sandbox serves", async () => {
    const links = (await growersRewards.activity(EMILY)).map((item) => item.link).filter((link) => link !== null);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link).toMatch(/^\/sandbox\/growers-rewards\/portal\/(statements|invoices|rewards|remittances)\//);
      const page = await sandboxFetch(`${SANDBOX_ORIGIN}${link.replace(/^\/sandbox/, '')}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    }
    expect((await sandboxFetch(`${SANDBOX_ORIGIN}/growers-rewards/portal/statements/<script>`)).status).toBe(404);
  });

  it('answers fewer when there are fewer: John 4, Ryan 3', async () => {
    expect(await growersRewards.activity(JOHN)).toHaveLength(4);
    expect(await growersRewards.activity(RYAN)).toHaveLength(3);
  });
});

describe('a key the service refuses', () => {
  const stolen = { ...env.growersRewards, apiKey: 'stolen' };

  it('fails every call with the 401, without retrying', async () => {
    const calls = [
      growersRewards.programmeConfig(stolen),
      growersRewards.enrollment(EMILY, stolen),
      growersRewards.requirements(EMILY, stolen),
      growersRewards.availableRewards(EMILY, stolen),
      growersRewards.activity(EMILY, stolen),
    ];
    for (const call of calls) expect(await upstreamFailureOf(call)).toMatchObject({ failure: 'status', status: 401 });
    const paths = [PROGRAM_CONFIG_PATH, ...(['enrollment', 'requirements', 'available-rewards', ...activityResources] as const).map((resource) => growerPath(EMILY, resource))];
    for (const path of paths) expect(await sandbox.requests(sandboxPath(path))).toHaveLength(1);
  });

  it('is refused before the grower is looked up', async () => {
    expect(await upstreamFailureOf(growersRewards.enrollment(STRANGER, stolen))).toMatchObject({ failure: 'status', status: 401 });
  });
});

describe('the activity from a configured service', () => {
  const settings = { baseUrl: 'https://rewards-api.example/v1/', apiKey: 'key', timeoutMs: 500 };
  const answers: ActivityAnswers = {
    transactions: { items: [{ transactionId: 'T-1', postedAt: '2027-03-01T09:00:00-06:00', memo: 'Rewards redeemed by check', amountUsd: -500, detailUrl: 'javascript:alert(1)' }] },
    'qualified-purchases': {
      items: [{ purchaseId: 'P-1', invoiceDate: '2027-03-01T08:00:00-06:00', productName: 'Emesto Silver, 2 gal', purchaseAmount: 760, retailerName: 'Prairie Ag Supply', invoiceUrl: 'https://x.example/p/1' }],
    },
    'cash-back': { items: [{ cashBackId: 'C-1', issuedAt: '2027-03-01T14:30:00Z', offerName: 'Early pay cash back', cashBackAmount: 45 }] },
    'loyalty-rewards': { items: [{ rewardId: 'L-1', earnedAt: '2027-02-28T23:00:00-06:00', rewardName: 'Rewards tier bonus', rewardValue: 350, rewardUrl: null }] },
    'additional-money': { items: [{ paymentId: 'A-1', paidAt: '2027-02-01T10:00:00Z', programName: 'Additional money: Velum Prime', amountPaid: 150, remittanceUrl: '/remittances/A-1' }] },
  };

  it('maps the vendor names, in UTC, keeping only http(s) links, newest first', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get('https://rewards-api.example/v1/growers/:growerId/:resource', ({ request, params }) => {
        keys.push(request.headers.get('x-api-key'));
        return HttpResponse.json(answers[params.resource as keyof ActivityAnswers]);
      }),
    );
    // By instant, not by text: T-1's 09:00 in Central time is 15:00 UTC, after C-1's 14:30 UTC.
    expect(await growersRewards.activity('grower 7', settings)).toEqual<ActivityItem[]>([
      { type: 'transaction', id: 'T-1', data: { date: '2027-03-01T15:00:00.000Z', description: 'Rewards redeemed by check', amount: -500 }, link: null },
      { type: 'cash-back', id: 'C-1', data: { date: '2027-03-01T14:30:00.000Z', description: 'Early pay cash back', amount: 45 }, link: null },
      { type: 'qualified-purchase', id: 'P-1', data: { date: '2027-03-01T14:00:00.000Z', description: 'Emesto Silver, 2 gal', amount: 760 }, link: 'https://x.example/p/1' },
      { type: 'loyalty-rewards', id: 'L-1', data: { date: '2027-03-01T05:00:00.000Z', description: 'Rewards tier bonus', amount: 350 }, link: null },
      { type: 'additional-money', id: 'A-1', data: { date: '2027-02-01T10:00:00.000Z', description: 'Additional money: Velum Prime', amount: 150 }, link: null },
    ]);
    expect(keys).toEqual(Array(5).fill('key'));
  });

  it('fails as malformed on an item without its date', async () => {
    server.use(
      http.get('https://rewards-api.example/v1/growers/:growerId/:resource', ({ params }) =>
        HttpResponse.json(params.resource === 'cash-back' ? { items: [{ cashBackId: 'C-1', offerName: 'Early pay cash back', cashBackAmount: 45 }] } : { items: [] }),
      ),
    );
    expect(await upstreamFailureOf(growersRewards.activity('grower-7', settings))).toMatchObject({ failure: 'malformed' });
  });

  it('fails as malformed on a programme date that is not YYYY-MM-DD', async () => {
    server.use(
      http.get(`https://rewards-api.example/v1${PROGRAM_CONFIG_PATH}`, () =>
        HttpResponse.json({
          programStartDate: '09/01/2026',
          periodOneEndDate: '2026-12-31',
          periodTwoStartDate: '2027-01-01',
          periodTwoEndDate: '2027-04-30',
          periodThreeStartDate: '2027-05-01',
          programEndDate: '2027-08-31',
        }),
      ),
    );
    expect(await upstreamFailureOf(growersRewards.programmeConfig(settings))).toMatchObject({ failure: 'malformed' });
  });
});

describeUpstreamFaults('the enrolment', { path: sandboxPath(growerPath(EMILY, 'enrollment')) }, (timeoutMs) =>
  growersRewards.enrollment(EMILY, { ...env.growersRewards, timeoutMs }),
);

// One of the five calls failing fails the activity.
describeUpstreamFaults('the activity', { path: sandboxPath(growerPath(EMILY, 'cash-back')) }, (timeoutMs) =>
  growersRewards.activity(EMILY, { ...env.growersRewards, timeoutMs }),
);
