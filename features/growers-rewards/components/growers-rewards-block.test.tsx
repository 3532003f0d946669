import type { DehydratedState } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { isValidElement } from 'react';
import type { Viewer } from '@/lib/cms/blocks';
import { growersRewardsFor } from '@/lib/growers-rewards/read';
import { sandboxAccounts } from '@/lib/sandbox/demo-accounts';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { server } from '@/tests/setup/msw-server';
import { growersRewardsSchema, type GrowersRewardsBlockProps } from '../schema';
import { GrowersRewardsBlock } from './growers-rewards-block';
import { GrowersRewardsSkeleton } from './growers-rewards-skeleton';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const JOHN = 'john.miller@example.com';
const EMILY = 'emily.carter@example.com';
const RYAN = 'ryan.brooks@example.com';
const SARAH = 'sarah.nguyen@example.com';

/**
 * A sandbox demo grower as the block sees them on a page with access rules: the session's subject
 * as `uid`, and whether they are the head grower as the account service says (or as `isHeadGrower` says).
 */
function grower(email: string, isHeadGrower?: boolean): Viewer {
  const account = sandboxAccounts.find((candidate) => candidate.email === email)!;
  return {
    uid: account.sub,
    email,
    name: account.name,
    roles: async () => account.roles,
    flagEnabled: async () => true,
    isHeadGrower: async () => isHeadGrower ?? account.isHeadGrower,
  };
}

const subOf = (email: string) => sandboxAccounts.find((account) => account.email === email)!.sub;
const growerPath = (email: string, resource: string) => `/growers-rewards/api/growers/${subOf(email)}/${resource}`;

const props = growersRewardsSchema.parse({ startEarningHref: '/campaigns' });

const block = (viewer: Viewer | undefined, blockProps: GrowersRewardsBlockProps = props) =>
  GrowersRewardsBlock({ props: blockProps, context: makeContext({ locale: 'en-US', perRequest: true, viewer }), nodeId: 'growers-rewards' });

/** Renders what the block returned, which must be something. */
function renderBlock(rendered: Awaited<ReturnType<typeof block>>) {
  expect(rendered).not.toBeNull();
  return renderWithProviders(rendered!, { locale: 'en-US' });
}

/** The queries the block hands its island (the `prefetched` prop somewhere in what it returned). */
function prefetchedBy(node: unknown): DehydratedState {
  if (!isValidElement<{ prefetched?: DehydratedState; children?: unknown }>(node)) throw new Error('The block handed no prefetched state to its island.');
  if (node.props.prefetched) return node.props.prefetched;
  return prefetchedBy([node.props.children].flat().find(isValidElement));
}

/**
 * The browser's calls of our route: none expected on mount, the server read the programme. Asked
 * (by 'Refresh'), it answers what the route would for Emily (features do not import app/), once
 * `release` is called.
 */
function browserRoute() {
  const calls = { count: 0 };
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/growers-rewards', async () => {
      calls.count++;
      await released;
      return HttpResponse.json(await growersRewardsFor(subOf(EMILY), async () => true));
    }),
  );
  return { calls, release };
}

/** Gives a stray request on mount the time to start. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const section = () => screen.getByRole('region', { name: "Growers' rewards" });

describe('GrowersRewardsBlock', () => {
  beforeEach(async () => {
    await sandbox.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows John, a head grower short of the requirements, the requirements panel on Potatoes (his best), read on the server', async () => {
    const browser = browserRoute();
    const rendered = await block(grower(JOHN));
    expect(prefetchedBy(rendered).queries.map((query) => query.state.status)).toEqual(['success']);
    renderBlock(rendered);

    expect(within(section()).getByRole('heading', { level: 2, name: "Growers' rewards" })).toBeInTheDocument();
    expect(within(section()).getByRole('heading', { level: 3, name: 'Minimum requirements' })).toBeInTheDocument();
    const selected = within(section()).getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Potatoes');
    expect(screen.getByRole('tabpanel', { name: 'Potatoes' })).toHaveTextContent('Emesto: 2 of 5 gallons');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Admire: 3 of 5 gallons');
    expect(screen.getByRole('progressbar', { name: '50% complete' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.queryByText('Available rewards')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settle();
    expect(browser.calls.count).toBe(0);
  });

  it("shows Emily, a head grower who met them, the snapshot: $1,875.50, the period's banner and her latest ten activities", async () => {
    // The sandbox's programme follows the date: on 2026-11-15 it runs from 2026-09-01, in period one.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-15T17:00:00Z'));
    const browser = browserRoute();
    renderBlock(await block(grower(EMILY)));

    expect(within(section()).getByText('Available rewards')).toBeInTheDocument();
    expect(within(section()).getByText('$1,875.50')).toBeInTheDocument();
    expect(screen.getByText(/You can redeem/)).toHaveTextContent('You can redeem 50% of your available rewards now. The second period starts January 1, 2027.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    // Newest first: a check she cashed, with its statement in the sandbox's portal.
    expect(within(items[0]!).getByText('Transaction')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Rewards redeemed by check')).toBeInTheDocument();
    expect(within(items[0]!).getByText('-$500.00')).toBeInTheDocument();
    const details = within(items[0]!).getByRole('link', { name: 'Details of Rewards redeemed by check (opens in a new tab)' });
    expect(details).toHaveAttribute('href', '/sandbox/growers-rewards/portal/statements/TXN-0002-01');
    expect(details).toHaveAttribute('target', '_blank');
    // Cash back comes with no statement: no link.
    const cashBack = items.find((item) => within(item).queryByText('Fruits and vegetables bundle cash back'))!;
    expect(within(cashBack).getByText('$240.00')).toBeInTheDocument();
    expect(within(cashBack).queryByRole('link')).not.toBeInTheDocument();
    // Her two oldest are left out.
    expect(screen.queryByText('Movento HL, 2 gal')).not.toBeInTheDocument();
    expect(screen.queryByText('Early-order rewards credited')).not.toBeInTheDocument();
    await settle();
    expect(browser.calls.count).toBe(0);
  });

  it('shows Ryan, who is not the head grower, his activity only; his requirements and rewards are never asked of the service', async () => {
    const browser = browserRoute();
    renderBlock(await block(grower(RYAN, false)));

    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    const newestFirst = ['Luna Sensation, 1 gal', 'Potato program loyalty reward', 'Fall period rewards credited'];
    expect(items).toHaveLength(newestFirst.length);
    newestFirst.forEach((description, index) => expect(within(items[index]!).getByText(description)).toBeInTheDocument());
    expect(screen.queryByText('Available rewards')).not.toBeInTheDocument();
    expect(screen.queryByText(/You can redeem/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('Minimum requirements')).not.toBeInTheDocument();

    expect(await sandbox.requests(growerPath(RYAN, 'requirements'))).toHaveLength(0);
    expect(await sandbox.requests(growerPath(RYAN, 'available-rewards'))).toHaveLength(0);
    // The paths are the service's: his activity was asked for there.
    expect(await sandbox.requests(growerPath(RYAN, 'transactions'))).toHaveLength(1);
    await settle();
    expect(browser.calls.count).toBe(0);
  });

  it('asks for the requirements of a head grower (the same paths Ryan was spared)', async () => {
    await block(grower(JOHN));
    expect(await sandbox.requests(growerPath(JOHN, 'requirements'))).toHaveLength(1);
    expect(await sandbox.requests(growerPath(JOHN, 'available-rewards'))).toHaveLength(1);
  });

  it("shows Sarah, who is not enrolled, the steps to start earning and 'Start earning' leading to the editor's page under /en-US/", async () => {
    renderBlock(await block(grower(SARAH)));
    expect(within(section()).getByRole('heading', { level: 3, name: 'Start earning rewards' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByText(/^(Done|To do)$/).textContent)).toEqual(['Done', 'Done', 'To do']);
    expect(screen.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', '/en-US/campaigns');
    // Nothing else of hers was asked of the service: she is not enrolled.
    expect(await sandbox.requests(growerPath(SARAH, 'transactions'))).toHaveLength(0);
  });

  it("resolves 'Start earning' as the site resolves an editor's links: a path under the locale, an external address as it is", async () => {
    renderBlock(await block(grower(SARAH), growersRewardsSchema.parse({ startEarningHref: '/campaigns/growers-rewards?utm_source=dashboard' })));
    expect(screen.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', '/en-US/campaigns/growers-rewards?utm_source=dashboard');
  });

  it("keeps an external 'Start earning' address as it is", async () => {
    renderBlock(await block(grower(SARAH), growersRewardsSchema.parse({ startEarningHref: 'https://rewards.example.com/enroll' })));
    expect(screen.getByRole('link', { name: 'Start earning' })).toHaveAttribute('href', 'https://rewards.example.com/enroll');
  });

  it("keeps an editor's heading", async () => {
    renderBlock(await block(grower(SARAH), growersRewardsSchema.parse({ heading: 'Your rewards', startEarningHref: '/campaigns' })));
    expect(screen.getByRole('region', { name: 'Your rewards' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Growers' rewards" })).not.toBeInTheDocument();
  });

  it('renders nothing without a viewer (a page without access rules), asking the service nothing', async () => {
    expect(await block(undefined)).toBeNull();
    expect(await sandbox.requests('/growers-rewards/api/program/config')).toHaveLength(0);
  });

  it("shows 'Failed to load' when the service failed on the server (Emily's cash back), with no call from the browser on mount; 'Refresh' asks our route", async () => {
    await sandbox.fault({ path: growerPath(EMILY, 'cash-back'), status: 503 });
    const browser = browserRoute();
    const rendered = await block(grower(EMILY));
    expect(prefetchedBy(rendered).queries.map((query) => query.state.status)).toEqual(['error']);
    renderBlock(rendered);

    const alert = within(section()).getByRole('alert');
    expect(within(alert).getByText('Failed to load')).toBeInTheDocument();
    expect(within(alert).getByText('Refresh the page to try again')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Available rewards')).not.toBeInTheDocument();
    await settle();
    expect(browser.calls.count).toBe(0);

    // The service is back by the time the grower presses 'Refresh'.
    await sandbox.reset();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(browser.calls.count).toBe(1));
    browser.release();
    expect(await screen.findByText('$1,875.50')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(browser.calls.count).toBe(1);
  });
});

describe('GrowersRewardsSkeleton', () => {
  it("keeps the section's heading and the place of three items, and tells screen readers the rewards are loading", async () => {
    const rendered = await GrowersRewardsSkeleton({ props, context: makeContext({ locale: 'en-US', perRequest: true, viewer: grower(EMILY) }), nodeId: 'growers-rewards' });
    renderBlock(rendered);
    expect(within(section()).getByRole('heading', { level: 2, name: "Growers' rewards" })).toBeInTheDocument();
    const status = within(section()).getByRole('status');
    expect(status).toHaveTextContent('Loading your rewards…');
    // Shapes, not content: hidden from assistive technology.
    expect(status.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it("keeps an editor's heading", async () => {
    const blockProps = growersRewardsSchema.parse({ heading: 'Your rewards', startEarningHref: '/campaigns' });
    renderBlock(await GrowersRewardsSkeleton({ props: blockProps, context: makeContext({ locale: 'en-US', viewer: grower(EMILY) }) }));
    expect(screen.getByRole('region', { name: 'Your rewards' })).toHaveTextContent('Loading your rewards…');
  });

  it('shows nothing where the block shows nothing (no viewer)', async () => {
    expect(await GrowersRewardsSkeleton({ props, context: makeContext({ locale: 'en-US' }) })).toBeNull();
  });
});
