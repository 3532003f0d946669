import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { browserUrl, isSandboxUrl } from '@/lib/sandbox/hook';
import { requestJson, UpstreamError } from '../http';
import type { FieldViewSettings } from './config';
import {
  dashboardAnswerSchema,
  linkAnswerSchema,
  PARTNER_AUTHORIZATION_HEADER,
  syncAnswerSchema,
  userInfoAnswerSchema,
  type DashboardAnswer,
  type SyncStatus,
} from './contract';

/**
 * The field-data partner (its wire format in ./contract.ts). The user's partner authorization is
 * the caller's to find (lib/field-data/connection.ts, from the session's user): it is sent in a
 * header from the server only. No retries here: a sync is retried by the fetch loop
 * (lib/field-data/fetch-loop.ts), which counts the spec's five attempts.
 */

const SERVICE = 'field-view';

function baseUrlOf(settings: FieldViewSettings): string {
  if (!settings.baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No field-data partner is configured.');
  return settings.baseUrl.replace(/\/+$/, '');
}

const post = <T>(settings: FieldViewSettings, operation: string, path: string, body: unknown, schema: z.ZodType<T>, authorization?: string) =>
  requestJson({
    service: SERVICE,
    operation,
    url: `${baseUrlOf(settings)}${path}`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(authorization ? { [PARTNER_AUTHORIZATION_HEADER]: authorization } : {}) },
      body: JSON.stringify(body),
    },
    schema,
    timeoutMs: settings.timeoutMs,
  });

/** Asks the partner to sync the user's fields for `years`: where the sync stands. */
export async function syncFieldView(authorization: string, years: readonly number[], settings: FieldViewSettings = env.fieldView): Promise<SyncStatus> {
  return (await post(settings, 'dashboardSync', '/dashboard-sync', { years }, syncAnswerSchema, authorization)).status;
}

/** The user's fields with their harvests and plantings of `years`, and when they were last synced. */
export async function fieldViewDashboard(authorization: string, years: readonly number[], settings: FieldViewSettings = env.fieldView): Promise<DashboardAnswer> {
  return post(settings, 'dashboard', '/dashboard', { years }, dashboardAnswerSchema, authorization);
}

/** The partner's id of the user the authorization belongs to. */
export async function fieldViewUserId(authorization: string, settings: FieldViewSettings = env.fieldView): Promise<string> {
  return (await post(settings, 'userInfo', '/user-info', {}, userInfoAnswerSchema, authorization)).user_id;
}

/** Links the user's partner account to our client: their partner authorization. */
export async function linkFieldViewAccount(email: string, settings: FieldViewSettings = env.fieldView): Promise<string> {
  if (!settings.clientId) throw new UpstreamError(SERVICE, 'unreachable', 'No field-data client id is configured.');
  return (await post(settings, 'linkAccount', '/accounts/link', { client_id: settings.clientId, email }, linkAnswerSchema)).authorization;
}

/** The partner's field-selection site with our client id, as a browser reaches it; null when none is configured. */
export function fieldSelectionLink(settings: FieldViewSettings = env.fieldView): string | null {
  if (!settings.fieldSelectionUrl || !settings.clientId) return null;
  const url = new URL(settings.fieldSelectionUrl);
  url.searchParams.set('client_id', settings.clientId);
  return isSandboxUrl(url.href) ? browserUrl(url, '') : url.href;
}
