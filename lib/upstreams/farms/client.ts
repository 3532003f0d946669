import 'server-only';
import { env } from '@/lib/env';
import { requestJson, requestOptionalJson, UpstreamError, type JsonCall } from '../http';
import type { FarmsSettings } from './config';
import { DEFAULT_FARMS_KEY, previewFarmsAnswerSchema, previewFarmsPath, type PreviewFarmsAnswer } from './contract';

/** The site's farm and field (discovery spec §3): the same shape the service answers. */
export type Farm = PreviewFarmsAnswer['farms'][number];
export type Field = Farm['fields'][number];

const SERVICE = 'farms';

/** The service's key for a user: the e-mail, trimmed and lower-cased, as base64 (spec §6). */
export const farmsKeyOf = (email: string) => Buffer.from(email.trim().toLowerCase(), 'utf8').toString('base64');

const previewFarmsCall = (baseUrl: string, key: string, settings: FarmsSettings): JsonCall<PreviewFarmsAnswer> => ({
  service: SERVICE,
  operation: key === DEFAULT_FARMS_KEY ? 'defaultFarms' : 'previewFarms',
  url: `${baseUrl.replace(/\/+$/, '')}${previewFarmsPath(key)}`,
  init: { headers: { accept: 'application/json' } },
  schema: previewFarmsAnswerSchema,
  timeoutMs: settings.timeoutMs,
});

/**
 * The farms of the user with this e-mail; a user the service does not know (404) gets its default
 * list, the preview farms (spec §6). No retries: the spec asks for none.
 */
export async function farmsOf(email: string, settings: FarmsSettings = env.farms): Promise<Farm[]> {
  const { baseUrl } = settings;
  if (!baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No farms service is configured.');
  const own = await requestOptionalJson(previewFarmsCall(baseUrl, farmsKeyOf(email), settings));
  // The default list always exists: its 404 is a failure, not "no farms".
  return (own ?? (await requestJson(previewFarmsCall(baseUrl, DEFAULT_FARMS_KEY, settings)))).farms;
}
