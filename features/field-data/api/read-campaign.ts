import 'server-only';
import type { Viewer } from '@/lib/cms/blocks';
import { env } from '@/lib/env';
import { fieldDataAuthorization } from '@/lib/field-data/connection';
import { log } from '@/lib/log';
import { fieldViewDashboard, syncFieldView } from '@/lib/upstreams/field-view/client';
import { failureFields } from '@/lib/upstreams/http';
import { campaignYield, type CampaignYield } from '../logic/campaign-yield';
import { fetchFieldViewData } from '../logic/fetch-loop';
import { seasonOf, seasonYears } from '../logic/season';

/**
 * What the campaign card shows (spec §4): `error` when the fetch failed (the partner, or the
 * loop's maximum tries); `empty` when the viewer has not connected an account, or has no harvest
 * of the crop this season; `standard` with the season's yield.
 */
export type CampaignState =
  | { status: 'error' }
  | { status: 'empty'; reason: 'not-connected' | 'no-data'; season: number }
  | { status: 'standard'; yield: CampaignYield; lastSyncedAt: string | null };

/** Reads the viewer's field data on the server, with their own server-side connection, and settles to a state. */
export async function readCampaign(viewer: Viewer, crop: string, now: Date = new Date()): Promise<CampaignState> {
  const season = seasonOf(now);
  try {
    const authorization = await fieldDataAuthorization(viewer.uid);
    if (!authorization) return { status: 'empty', reason: 'not-connected', season };
    const years = seasonYears(season);
    const { data, lastSyncedAt } = await fetchFieldViewData({
      sync: () => syncFieldView(authorization, years),
      dashboard: () => fieldViewDashboard(authorization, years),
      pause: () => new Promise((resolve) => setTimeout(resolve, env.fieldView.syncPauseMs)),
    });
    const result = campaignYield(data, season, crop);
    return result ? { status: 'standard', yield: result, lastSyncedAt } : { status: 'empty', reason: 'no-data', season };
  } catch (error) {
    log.warn('field_data.campaign_failed', failureFields(error));
    return { status: 'error' };
  }
}
