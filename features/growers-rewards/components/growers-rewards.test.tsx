import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ActivityItem, GrowersRewardsAnswer, ProgrammeConfig, Requirements } from '@/lib/growers-rewards/contract';
import { dehydrateForBrowser } from '@/lib/query/server';
import { messagesByLocale } from '@/tests/render';
import { server } from '@/tests/setup/msw-server';
import { growersRewardsQueryOptions } from '../api/growers-rewards';
import { GrowersRewardsRoot } from './growers-rewards-root.client';

/** The en-US `GrowersRewards` messages, as the server block hands them to the island. */
const intl = { locale: 'en-US', timeZone: 'America/Chicago', messages: { GrowersRewards: messagesByLocale['en-US'].GrowersRewards } } as const;

type EnrolledAnswer = Extract<GrowersRewardsAnswer, { enrolled: true }>;

/** A programme year: period one to Dec 31, period two Jan 1 to Apr 30, period three May 1 to Aug 31 (each to the end of the day, Central time). */
const CONFIG: ProgrammeConfig = {
  programStartDate: '2026-09-01',
  periodOneEndDate: '2026-12-31',
  periodTwoStartDate: '2027-01-01',
  periodTwoEndDate: '2027-04-30',
  periodThreeStartDate: '2027-05-01',
  programEndDate: '2027-08-31',
};

/** Products bought and USD earned for Rewards and for Fruits and vegetables; Emesto and Admire gallons for Potatoes. */
function requirements(rewards: [number, number], fruitsAndVegetables: [number, number], potatoes: [number, number]): Requirements {
  return {
    rewards: { purchasedProductsCount: rewards[0], rewardsEarned: rewards[1] },
    fruitsAndVegetables: { purchasedProductsCount: fruitsAndVegetables[0], rewardsEarned: fruitsAndVegetables[1] },
    potatoes: { emestoGallonsPurchased: potatoes[0], admireGallonsPurchased: potatoes[1] },
  };
}

/** John's: Rewards 25% (1 product, money locked), Fruits and vegetables 25%, Potatoes 50% (2 and 3 gallons). */
const NOT_MET = requirements([1, 900], [1, 4_000], [2, 3]);
/** Emily's: Rewards complete (3 products, $2,350). */
const MET = requirements([3, 2_350], [2, 12_000], [5, 6]);

const ACTIVITY: ActivityItem[] = [
  {
    type: 'transaction',
    id: 'TXN-0002-01',
    data: { date: '2026-11-03T18:00:00.000Z', description: 'Rewards redeemed by check', amount: -500 },
    link: 'https://rewards.example.com/statements/TXN-0002-01',
  },
  {
    type: 'qualified-purchase',
    id: 'QP-0002-01',
    // 23:30 on October 19 in Central time (CDT): the day the grower bought it.
    data: { date: '2026-10-20T04:30:00.000Z', description: 'Admire Pro, 6 gal', amount: 2_310 },
    link: '/sandbox/growers-rewards/portal/invoices/QP-0002-01',
  },
  { type: 'cash-back', id: 'CB-0002-01', data: { date: '2026-10-02T15:00:00.000Z', description: 'Early pay cash back', amount: 180.25 }, link: null },
  {
    type: 'loyalty-rewards',
    id: 'LR-0002-01',
    data: { date: '2026-09-21T15:00:00.000Z', description: 'Rewards tier bonus', amount: 350 },
    link: 'https://rewards.example.com/rewards/LR-0002-01',
  },
  {
    type: 'additional-money',
    id: 'AM-0002-01',
    data: { date: '2026-09-05T15:00:00.000Z', description: 'Additional money: Velum Prime', amount: 1_250.5 },
    link: 'https://rewards.example.com/remittances/AM-0002-01',
  },
];

/** Emily: an enrolled head grower who met the requirements, with $1,875.50 to redeem. */
const enrolled = (overrides: Partial<EnrolledAnswer> = {}): EnrolledAnswer => ({
  enrolled: true,
  headGrower: true,
  config: CONFIG,
  requirements: MET,
  availableRewards: 1_875.5,
  activity: ACTIVITY,
  ...overrides,
});

/** What the server hands over: this answer already read, or (without one) nothing, and the widget asks our route. */
function prefetchedState(answer?: GrowersRewardsAnswer): DehydratedState {
  const client = new QueryClient();
  if (answer) client.setQueryData(growersRewardsQueryOptions().queryKey, answer);
  return dehydrate(client);
}

/** What the server hands over when the programme failed while it read: the failed query, as the block dehydrates it. */
async function failedState(): Promise<DehydratedState> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.prefetchQuery({ ...growersRewardsQueryOptions(), queryFn: () => Promise.reject(new Error('growers-rewards getCashBack answered 503')) });
  const state = dehydrateForBrowser(client);
  expect(state.queries.map((query) => query.state.status)).toEqual(['error']);
  return state;
}

const START_EARNING = '/en-US/campaigns?utm_source=growers-rewards';

const renderWidget = (prefetched: DehydratedState, startEarningHref = START_EARNING) =>
  render(<GrowersRewardsRoot intl={intl} prefetched={prefetched} startEarningHref={startEarningHref} needsCodeAtOnce />);

/** Our route as the browser reaches it; counts the requests. */
function route(answer: () => Response | Promise<Response>) {
  const calls = { count: 0 };
  server.use(
    http.get('/api/growers-rewards', () => {
      calls.count++;
      return answer();
    }),
  );
  return calls;
}

/** A route that answers only once `release` is called. */
function heldRoute(answer: () => Response) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls = route(async () => {
    await released;
    return answer();
  });
  return { calls, release };
}

/** Gives a refetch on mount the time to start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getByRole('tab', { selected: true });
const panelLines = () => within(screen.getByRole('tabpanel')).getAllByRole('listitem').map((item) => item.textContent);

/** Each tab as [its name, whether it is selected, whether Tab reaches it]. */
const tabStates = () =>
  screen.getAllByRole('tab').map((item) => [item.textContent, item.getAttribute('aria-selected'), item.tabIndex] as const);

const BANNER = /You can redeem/;

describe('GrowersRewards', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loading: while our route has not answered, a status says the rewards are loading over three skeleton items; then the answer replaces it', async () => {
    const { calls, release } = heldRoute(() => HttpResponse.json({ enrolled: false }));
    renderWidget(prefetchedState());

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your rewards…');
    // The items are shapes, hidden from assistive technology.
    expect(status.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(1));

    release();
    expect(await screen.findByRole('heading', { name: 'Start earning rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('not enrolled: the steps to start earning, the first two done, and "Start earning" leading where the block says', async () => {
    const calls = route(() => HttpResponse.json({ enrolled: false }));
    renderWidget(prefetchedState({ enrolled: false }));

    expect(screen.getByRole('heading', { level: 3, name: 'Start earning rewards' })).toBeInTheDocument();
    expect(screen.getByText('You are a few steps away from earning rewards on your purchases.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      steps.map((step) => [
        within(step).getByText(/^(Create password|Verify account|Connect your grower ID)$/).textContent,
        within(step).getByText(/^(Done|To do)$/).textContent,
      ]),
    ).toEqual([
      ['Create password', 'Done'],
      ['Verify account', 'Done'],
      ['Connect your grower ID', 'To do'],
    ]);
    expect(screen.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', START_EARNING);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('Available rewards')).not.toBeInTheDocument();
    await settle();
    expect(calls.count).toBe(0);
  });

  it('not enrolled: the link is whatever href the block passed', () => {
    renderWidget(prefetchedState({ enrolled: false }), 'https://rewards.example.com/enroll');
    expect(screen.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', 'https://rewards.example.com/enroll');
  });

  describe('requirements panel (an enrolled head grower who has not met them)', () => {
    const renderRequirements = (values: Requirements) => renderWidget(prefetchedState(enrolled({ requirements: values, availableRewards: 0 })));

    it('shows the requirement sets as tabs instead of the snapshot; no request of its own', async () => {
      const calls = route(() => HttpResponse.json({ enrolled: false }));
      renderRequirements(NOT_MET);
      expect(screen.getByRole('heading', { level: 3, name: 'Minimum requirements' })).toBeInTheDocument();
      expect(screen.getByText('Meet one set of requirements to unlock your rewards.')).toBeInTheDocument();
      const tablist = screen.getByRole('tablist', { name: 'Requirement sets' });
      expect(within(tablist).getAllByRole('tab').map((item) => item.textContent)).toEqual(['Rewards', 'Fruits and vegetables', 'Potatoes']);
      expect(screen.queryByText('Available rewards')).not.toBeInTheDocument();
      expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
      expect(screen.queryByText('Recent activity')).not.toBeInTheDocument();
      await settle();
      expect(calls.count).toBe(0);
    });

    it.each<[string, string, Requirements, number]>([
      // Rewards 25% (locked money), Fruits and vegetables 25%, Potatoes (2/5 + 3/5) / 2 = 50%.
      ['potatoes highest', 'Potatoes', NOT_MET, 50],
      // Rewards 25%, Fruits and vegetables (1 + 5,000/25,000) / 2 = 60%, Potatoes 20%.
      ['fruits and vegetables highest', 'Fruits and vegetables', requirements([1, 0], [2, 5_000], [1, 1]), 60],
      // Rewards (1 + 300/1,500) / 2 = 60%, Potatoes (4/5 + 2/5) / 2 = 60% (0.6000000000000001 by the division): a tie.
      ['a tie between rewards and potatoes', 'Rewards', requirements([2, 300], [1, 0], [4, 2]), 60],
      // Fruits and vegetables and Potatoes tie at 60%, ahead of Rewards (25%): a tie opens Rewards all the same.
      ['a tie between fruits and vegetables and potatoes', 'Rewards', requirements([1, 0], [2, 5_000], [4, 2]), 25],
      ['no progress anywhere', 'Rewards', requirements([0, 0], [0, 0], [0, 0]), 0],
    ])('opens on the tab with the highest progress: %s -> %s', (_case, expected, values, percent) => {
      renderRequirements(values);
      expect(selectedTab()).toHaveTextContent(expected);
      expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
      expect(tabStates()).toEqual(['Rewards', 'Fruits and vegetables', 'Potatoes'].map((name) => [name, String(name === expected), name === expected ? 0 : -1]));
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName(expected);
      expect(screen.getByRole('progressbar', { name: `${percent}% complete` })).toHaveAttribute('aria-valuenow', String(percent));
    });

    it("shows each tab's progress: products and rewards earned, the locked money while fewer than 2 products, gallons for potatoes", async () => {
      const user = userEvent.setup();
      renderRequirements(NOT_MET);

      // Potatoes opened (50%): two gallon counts, nothing locked.
      expect(screen.getByRole('tabpanel', { name: 'Potatoes' })).toHaveTextContent('50% complete');
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
      expect(panelLines()).toEqual(['Emesto: 2 of 5 gallons', 'Admire: 3 of 5 gallons']);
      expect(screen.queryByText(/Rewards count once/)).not.toBeInTheDocument();

      await user.click(tab('Rewards'));
      expect(screen.getByRole('tabpanel', { name: 'Rewards' })).toHaveTextContent('25% complete');
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
      // The target is plural, whatever the count.
      expect(panelLines()).toEqual(['1 of 2 products purchased', '$900.00 of $1,500.00 in rewards earned Rewards count once you buy 2 products.']);

      await user.click(tab('Fruits and vegetables'));
      expect(screen.getByRole('tabpanel', { name: 'Fruits and vegetables' })).toHaveTextContent('25% complete');
      expect(panelLines()).toEqual(['1 of 2 products purchased', '$4,000.00 of $25,000.00 in rewards earned Rewards count once you buy 2 products.']);
    });

    it('with 2 products the money counts: no locked line', () => {
      // Rewards 60%, alone at the top.
      renderRequirements(requirements([2, 300], [0, 0], [0, 0]));
      expect(selectedTab()).toHaveTextContent('Rewards');
      expect(panelLines()).toEqual(['2 of 2 products purchased', '$300.00 of $1,500.00 in rewards earned']);
      expect(screen.queryByText(/Rewards count once/)).not.toBeInTheDocument();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    });

    it('with no product bought: "0 of 2 products purchased", the money locked', () => {
      renderRequirements(requirements([0, 0], [0, 0], [0, 0]));
      expect(panelLines()).toEqual(['0 of 2 products purchased', '$0.00 of $1,500.00 in rewards earned Rewards count once you buy 2 products.']);
    });

    it('clicking the selected tab keeps it selected; clicking another shows its content', async () => {
      const user = userEvent.setup();
      renderRequirements(NOT_MET);
      await user.click(tab('Potatoes'));
      expect(tab('Potatoes')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
      expect(panelLines()).toEqual(['Emesto: 2 of 5 gallons', 'Admire: 3 of 5 gallons']);

      await user.click(tab('Fruits and vegetables'));
      expect(tab('Fruits and vegetables')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Potatoes')).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Fruits and vegetables');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('$4,000.00 of $25,000.00 in rewards earned');
      await user.click(tab('Fruits and vegetables'));
      expect(tab('Fruits and vegetables')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Fruits and vegetables');
    });

    it('the keyboard: Tab reaches the selected tab only; arrows move focus and selection, wrapping; Home and End jump', async () => {
      const user = userEvent.setup();
      renderRequirements(NOT_MET);
      await user.tab();
      expect(tab('Potatoes')).toHaveFocus();

      const expectSelected = (name: string) => {
        expect(tab(name)).toHaveFocus();
        expect(selectedTab()).toHaveTextContent(name);
        expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
        expect(tabStates().filter(([, , tabIndex]) => tabIndex === 0)).toEqual([[name, 'true', 0]]);
      };
      await user.keyboard('{ArrowRight}');
      expectSelected('Rewards');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('$900.00 of $1,500.00 in rewards earned');
      await user.keyboard('{ArrowRight}');
      expectSelected('Fruits and vegetables');
      await user.keyboard('{ArrowLeft}');
      expectSelected('Rewards');
      await user.keyboard('{ArrowLeft}');
      expectSelected('Potatoes');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Emesto: 2 of 5 gallons');
      await user.keyboard('{Home}');
      expectSelected('Rewards');
      await user.keyboard('{End}');
      expectSelected('Potatoes');
      // Other keys change nothing.
      await user.keyboard('{ArrowDown}');
      expectSelected('Potatoes');
    });
  });

  describe('snapshot', () => {
    /** "Now" at this instant; the server's answer read at that moment (a fresh answer: no refetch on mount). */
    function renderAt(instant: string, answer: GrowersRewardsAnswer = enrolled()) {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(new Date(instant));
      return renderWidget(prefetchedState(answer));
    }

    it('a head grower who met the requirements: the rewards to redeem, the banner and the activity; no tabs and no request of its own', async () => {
      const calls = route(() => HttpResponse.json({ enrolled: false }));
      renderAt('2026-11-15T17:00:00Z');
      expect(screen.getByText('Available rewards')).toBeInTheDocument();
      expect(screen.getByText('$1,875.50')).toBeInTheDocument();
      expect(screen.getByText(BANNER)).toHaveTextContent('You can redeem 50% of your available rewards now. The second period starts January 1, 2027.');
      expect(screen.getByRole('heading', { level: 3, name: 'Recent activity' })).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.queryByText('Minimum requirements')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await settle();
      expect(calls.count).toBe(0);
    });

    it.each([
      ['period one', '2026-11-15T17:00:00Z', 'You can redeem 50% of your available rewards now. The second period starts January 1, 2027.'],
      // 23:30 on December 31 in Central time (CST, UTC-6): period one's last day is not over yet.
      ['the last half hour of period one, Central time', '2027-01-01T05:30:00Z', 'You can redeem 50% of your available rewards now. The second period starts January 1, 2027.'],
      ['the first instant of period two, Central time', '2027-01-01T06:00:00Z', 'You can redeem 100% of your available rewards. The next period starts May 1, 2027.'],
      ['period two', '2027-02-15T17:00:00Z', 'You can redeem 100% of your available rewards. The next period starts May 1, 2027.'],
      ['period three', '2027-06-15T17:00:00Z', 'You can redeem 100% of your available rewards until the programme closes. Rewards left expire on September 1, 2027.'],
    ])('the banner in %s', (_period, instant, text) => {
      renderAt(instant);
      expect(screen.getAllByText(BANNER)).toHaveLength(1);
      expect(screen.getByText(BANNER)).toHaveTextContent(text);
      expect(screen.getByText('$1,875.50')).toBeInTheDocument();
    });

    it.each([
      // 07:00 on August 31 in Central time: the day before the programme.
      ['before the programme', '2026-08-31T12:00:00Z'],
      // 07:00 on September 1, Central time: the programme ended the night before.
      ['after the programme', '2027-09-01T12:00:00Z'],
    ])('no banner %s; the rewards and the activity still show', (_when, instant) => {
      renderAt(instant);
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
      expect(screen.getByText('$1,875.50')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem')).toHaveLength(ACTIVITY.length);
    });

    it("lists the activity: kind, description, Central-time day, amount, and a 'Details' link opening in a new tab only for an item with a link", () => {
      renderAt('2026-11-15T17:00:00Z');
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      const expected = [
        ['Transaction', 'Rewards redeemed by check', 'Nov 3, 2026', '-$500.00', 'https://rewards.example.com/statements/TXN-0002-01'],
        ['Qualified purchase', 'Admire Pro, 6 gal', 'Oct 19, 2026', '$2,310.00', '/sandbox/growers-rewards/portal/invoices/QP-0002-01'],
        ['Cash back', 'Early pay cash back', 'Oct 2, 2026', '$180.25', null],
        ['Loyalty rewards', 'Rewards tier bonus', 'Sep 21, 2026', '$350.00', 'https://rewards.example.com/rewards/LR-0002-01'],
        ['Additional money', 'Additional money: Velum Prime', 'Sep 5, 2026', '$1,250.50', 'https://rewards.example.com/remittances/AM-0002-01'],
      ] as const;
      expect(items).toHaveLength(expected.length);
      expected.forEach(([type, description, date, amount, link], index) => {
        const item = items[index]!;
        expect(within(item).getByText(type)).toBeInTheDocument();
        expect(within(item).getByText(description)).toBeInTheDocument();
        expect(within(item).getByText(date)).toBeInTheDocument();
        expect(within(item).getByText(amount)).toBeInTheDocument();
        if (link === null) {
          expect(within(item).queryByRole('link')).not.toBeInTheDocument();
          expect(within(item).queryByText('Details')).not.toBeInTheDocument();
        } else {
          const details = within(item).getByRole('link', { name: `Details of ${description} (opens in a new tab)` });
          expect(details).toHaveTextContent('Details');
          expect(details).toHaveAttribute('href', link);
          expect(details).toHaveAttribute('target', '_blank');
          expect(details).toHaveAttribute('rel', expect.stringContaining('noopener'));
        }
      });
      expect(screen.getAllByRole('link', { name: /^Details of / })).toHaveLength(4);
    });

    it('no activity: says so, and lists nothing', () => {
      renderAt('2026-11-15T17:00:00Z', enrolled({ activity: [] }));
      expect(screen.getByText('No activity yet. Your qualifying purchases will show here.')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.getByText('$1,875.50')).toBeInTheDocument();
    });

    it('a grower who is not the head grower: the activity only, no banner, no rewards and no tabs, inside the programme', () => {
      renderAt('2026-11-15T17:00:00Z', enrolled({ headGrower: false, requirements: null, availableRewards: null }));
      expect(screen.getByRole('heading', { level: 3, name: 'Recent activity' })).toBeInTheDocument();
      expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(ACTIVITY.length);
      expect(screen.getByText('Rewards redeemed by check')).toBeInTheDocument();
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
      expect(screen.queryByText('Available rewards')).not.toBeInTheDocument();
      expect(screen.queryByText('$1,875.50')).not.toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.queryByText('Minimum requirements')).not.toBeInTheDocument();
    });

    it('a grower who is not the head grower sees no banner nor rewards even if an answer carried them', () => {
      renderAt('2026-11-15T17:00:00Z', enrolled({ headGrower: false, requirements: NOT_MET, availableRewards: 1_875.5 }));
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
      expect(screen.queryByText('$1,875.50')).not.toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 3, name: 'Recent activity' })).toBeInTheDocument();
    });
  });

  describe('error', () => {
    it("a query that failed on the server shows 'Failed to load' at once, and asks nothing on mount", async () => {
      const calls = route(() => HttpResponse.json(enrolled()));
      renderWidget(await failedState());

      const alert = screen.getByRole('alert');
      expect(within(alert).getByText('Failed to load')).toBeInTheDocument();
      expect(within(alert).getByText('Refresh the page to try again')).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.queryByText('Available rewards')).not.toBeInTheDocument();
      await settle();
      expect(calls.count).toBe(0);
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
    });

    it("'Refresh' asks our route once, then shows its answer", async () => {
      const user = userEvent.setup();
      const { calls, release } = heldRoute(() => HttpResponse.json(enrolled()));
      renderWidget(await failedState());
      await settle();
      expect(calls.count).toBe(0);

      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(calls.count).toBe(1));
      release();
      expect(await screen.findByText('$1,875.50')).toBeInTheDocument();
      expect(screen.getByText('Rewards redeemed by check')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(calls.count).toBe(1);
    });

    // A refetch from the error state (no data) puts the query back in `pending` (TanStack Query v5):
    // the card must stay, not give way to the skeleton, or the button and its focus would be gone.
    it("while the refetch runs, 'Refresh' stays, aria-busy, with the focus, and ignores more presses", async () => {
      const user = userEvent.setup();
      const { calls, release } = heldRoute(() => HttpResponse.json(enrolled()));
      renderWidget(await failedState());
      const refresh = within(screen.getByRole('alert')).getByRole('button', { name: 'Refresh' });
      try {
        await user.click(refresh);
        await waitFor(() => expect(calls.count).toBe(1));
        expect(refresh).toBeInTheDocument();
        expect(refresh).toHaveAttribute('aria-busy', 'true');
        expect(refresh).toHaveFocus();
        await user.click(refresh);
        expect(calls.count).toBe(1);
      } finally {
        release();
      }
    });

    it("'Refresh' keeps the alert when our route fails again", async () => {
      const user = userEvent.setup();
      const calls = route(() => HttpResponse.json({ error: 'upstream_error', message: 'The growers’ rewards service failed.' }, { status: 502 }));
      renderWidget(await failedState());
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(calls.count).toBe(1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).not.toHaveAttribute('aria-busy'));
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
      await settle();
      expect(calls.count).toBe(1);
    });
  });
});
