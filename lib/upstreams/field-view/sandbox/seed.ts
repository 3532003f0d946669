import type { DashboardAnswer, FieldViewField, SyncStatus } from '../contract';

/**
 * The sandbox partner's people, by the demo accounts' e-mails (lib/sandbox/demo-accounts.ts), each
 * exercising a rule of the fetch loop (spec §4): Sofía's and Martina's syncs run twice, then
 * complete, and their fields have harvests (the e2e journey has Sofía to itself); Lucía's partner
 * account has no fields (EMPTY); Diego's sync never completes (the loop's maximum tries). Anyone
 * else has no fields either.
 */
export type SandboxFieldViewScenario = 'completes' | 'empty' | 'never-completes';

export const sandboxFieldViewScenarios: Readonly<Record<string, SandboxFieldViewScenario>> = {
  'sofia.acosta@example.com.ar': 'completes',
  'martina.gomez@example.com.ar': 'completes',
  'lucia.pereyra@example.com.ar': 'empty',
  'diego.fernandez@example.com.ar': 'never-completes',
};

export const scenarioOf = (email: string): SandboxFieldViewScenario => sandboxFieldViewScenarios[email.trim().toLowerCase()] ?? 'empty';

/** How many syncs of a completing account answer SYNCING before it completes. */
export const SANDBOX_SYNCS_BEFORE_COMPLETED = 2;

/** What a sync of a never-completing account answers, in turn. */
const NEVER_COMPLETING: readonly SyncStatus[] = ['SYNCING', 'SOME_YEARS_MISSING', 'FAILING_SOURCE'];

/** The status the `call`-th sync (1-based) of an account answers. */
export function sandboxSyncStatus(scenario: SandboxFieldViewScenario, call: number): SyncStatus {
  if (scenario === 'empty') return 'EMPTY';
  if (scenario === 'never-completes') return NEVER_COMPLETING[(call - 1) % NEVER_COMPLETING.length]!;
  return call > SANDBOX_SYNCS_BEFORE_COMPLETED ? 'COMPLETED' : 'SYNCING';
}

/**
 * The fields of a completing account: the harvest yield (kg/ha) of the latest year asked for, then the year before.
 * Relative to the years asked, so the sandbox has a current season whatever today is. The corn
 * yields 9.92 t/ha this season against 9.35 the last (+6.1 %); the soybean field is left out of
 * the corn average, and the field only planted this season has no harvest yet.
 */
interface SeedField {
  name: string;
  hectares: number;
  crop: string;
  /** kg/ha, newest year first; a missing year has no harvest. */
  yields: readonly (number | null)[];
}

const SEED_FIELDS: readonly SeedField[] = [
  { name: 'Lote 1 - La Esperanza', hectares: 120, crop: 'Corn', yields: [10_200, 9_400] },
  { name: 'Lote 4 - El Ombú', hectares: 80, crop: 'Corn', yields: [9_500, 9_275] },
  { name: 'Lote 7 - Bajo', hectares: 60, crop: 'Soybeans', yields: [3_450, 3_100] },
  { name: 'Lote 9 - Nuevo', hectares: 45, crop: 'Corn', yields: [null, null] },
];

/** A fixed instant: the sandbox's last sync. */
export const SANDBOX_LAST_SYNCED_AT = '2026-04-28T13:45:00.000Z';

function seededField(field: SeedField, yearsNewestFirst: readonly number[]): FieldViewField {
  const harvestContents: FieldViewField['harvestContents'] = {};
  const plantingContents: FieldViewField['plantingContents'] = {};
  yearsNewestFirst.forEach((year, age) => {
    plantingContents[String(year)] = { cropName: field.crop, plantedArea: field.hectares };
    const yieldKgHa = field.yields[age];
    if (yieldKgHa !== undefined && yieldKgHa !== null) {
      harvestContents[String(year)] = { cropName: field.crop, totalHarvestedArea: field.hectares, totalWetMass: yieldKgHa * field.hectares };
    }
  });
  return { properties: { name: field.name }, harvestContents, plantingContents };
}

/** The dashboard of an account for `years`. */
export function sandboxDashboard(scenario: SandboxFieldViewScenario, years: readonly number[]): DashboardAnswer {
  if (scenario !== 'completes') return { data: [], lastSyncedAt: null };
  const newestFirst = [...new Set(years)].sort((a, b) => b - a);
  return { data: SEED_FIELDS.map((field) => seededField(field, newestFirst)), lastSyncedAt: SANDBOX_LAST_SYNCED_AT };
}
