// @vitest-environment node
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { fieldSelectionLink, fieldViewDashboard, fieldViewUserId, linkFieldViewAccount, syncFieldView } from './client';
import { SANDBOX_LAST_SYNCED_AT, SANDBOX_SYNCS_BEFORE_COMPLETED } from './sandbox/seed';

const MARTINA = 'martina.gomez@example.com.ar';
const YEARS = [2026, 2025];

describe('the field-view client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it("links Martina's account, whose sync runs a couple of times and then completes", async () => {
    const authorization = await linkFieldViewAccount(MARTINA);
    const statuses = [];
    for (let call = 0; call <= SANDBOX_SYNCS_BEFORE_COMPLETED; call += 1) statuses.push(await syncFieldView(authorization, YEARS));
    expect(statuses).toEqual(['SYNCING', 'SYNCING', 'COMPLETED']);
    const { data, lastSyncedAt } = await fieldViewDashboard(authorization, YEARS);
    expect(lastSyncedAt).toBe(SANDBOX_LAST_SYNCED_AT);
    expect(data).toHaveLength(4);
    expect(data[1]).toMatchObject({ properties: { name: 'Lote 4 - El Ombú' }, harvestContents: { '2025': { cropName: 'Corn', totalHarvestedArea: 80, totalWetMass: 742_000 } } });
    // A field planted this season and not harvested yet.
    expect(data[3]).toMatchObject({ harvestContents: {}, plantingContents: { '2026': { cropName: 'Corn' } } });
    expect(await fieldViewUserId(authorization)).toMatch(/^fv-[0-9a-f]{16}$/);
  });

  it("answers Lucía's account as EMPTY with no fields, and Diego's never completes", async () => {
    const lucia = await linkFieldViewAccount('lucia.pereyra@example.com.ar');
    expect(await syncFieldView(lucia, YEARS)).toBe('EMPTY');
    expect(await fieldViewDashboard(lucia, YEARS)).toEqual({ data: [], lastSyncedAt: null });
    const diego = await linkFieldViewAccount('diego.fernandez@example.com.ar');
    const statuses = await Promise.all(Array.from({ length: 6 }, () => syncFieldView(diego, YEARS)));
    expect(statuses).not.toContain('COMPLETED');
    expect(new Set(statuses)).toEqual(new Set(['SYNCING', 'SOME_YEARS_MISSING', 'FAILING_SOURCE']));
  });

  it('fails with 401 for an authorization the partner did not issue, or a client id it does not know', async () => {
    expect(await upstreamFailureOf(syncFieldView('stolen', YEARS))).toMatchObject({ failure: 'status', status: 401 });
    expect(await upstreamFailureOf(linkFieldViewAccount(MARTINA, { ...env.fieldView, clientId: 'someone-else' }))).toMatchObject({ failure: 'status', status: 401 });
  });

  it('fails as unreachable when no partner is configured', async () => {
    expect(await upstreamFailureOf(fieldViewDashboard('x', YEARS, { ...env.fieldView, baseUrl: null }))).toMatchObject({ failure: 'unreachable' });
  });

  it("links the field-selection site with our client id, on the site's /sandbox path", () => {
    expect(fieldSelectionLink()).toBe('/sandbox/field-view/field-selection?client_id=sandbox-field-view-client');
    expect(fieldSelectionLink({ ...env.fieldView, fieldSelectionUrl: 'https://fields.example/select' })).toBe('https://fields.example/select?client_id=sandbox-field-view-client');
    expect(fieldSelectionLink({ ...env.fieldView, clientId: null })).toBeNull();
  });
});

const authorization = 'sandbox-fv.bWFydGluYS5nb21lekBleGFtcGxlLmNvbS5hcg';
describeUpstreamFaults('the sync', { path: '/field-view/api/dashboard-sync', method: 'POST' }, (timeoutMs) => syncFieldView(authorization, YEARS, { ...env.fieldView, timeoutMs }));
describeUpstreamFaults('the dashboard', { path: '/field-view/api/dashboard', method: 'POST' }, (timeoutMs) => fieldViewDashboard(authorization, YEARS, { ...env.fieldView, timeoutMs }));
describeUpstreamFaults('the user info', { path: '/field-view/api/user-info', method: 'POST' }, (timeoutMs) => fieldViewUserId(authorization, { ...env.fieldView, timeoutMs }));
