import type { DashboardAnswer, SyncStatus } from '@/lib/upstreams/field-view/contract';

/** The spec's limit on syncs per dashboard fetch (§9). */
export const MAX_SYNC_ATTEMPTS = 5;

/** The spec's error when the syncs run out (§8). */
export const MAX_TRIES_MESSAGE = 'Maximum number of tries reached while fetching field view data';

export class FieldViewMaxTriesError extends Error {
  constructor() {
    super(MAX_TRIES_MESSAGE);
    this.name = 'FieldViewMaxTriesError';
  }
}

export interface FieldViewCalls {
  sync: () => Promise<SyncStatus>;
  dashboard: () => Promise<DashboardAnswer>;
  /** Waits before a sync that follows another: the partner works between them. */
  pause: () => Promise<void>;
}

/**
 * The dashboard fetch (spec §4): the dashboard as it is when its sync already stands COMPLETED;
 * otherwise syncs again, up to MAX_SYNC_ATTEMPTS syncs in all, until COMPLETED (then the dashboard
 * is read again, now complete) or EMPTY (then what was read is the answer: the account has no
 * fields), pausing before each sync after the first (asked again at once, a partner still syncing
 * would only count the attempts out). Any other status after the last attempt is the spec's 'maximum tries' error; a failed
 * call fails the fetch at once.
 */
export async function fetchFieldViewData({ sync, dashboard, pause }: FieldViewCalls, maxAttempts = MAX_SYNC_ATTEMPTS): Promise<DashboardAnswer> {
  const [status, first] = await Promise.all([sync(), dashboard()]);
  if (status === 'COMPLETED' || status === 'EMPTY') return first;
  for (let attempt = 2; attempt <= maxAttempts; attempt += 1) {
    await pause();
    const next = await sync();
    if (next === 'COMPLETED') return dashboard();
    if (next === 'EMPTY') return first;
  }
  throw new FieldViewMaxTriesError();
}
