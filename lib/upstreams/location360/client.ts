import 'server-only';
import { env } from '@/lib/env';
import type { PostcodePlace } from '@/lib/postal-code-seed/contract';
import { requestJson, UpstreamError } from '../http';
import type { Location360Settings } from './config';
import { API_KEY_HEADER, POSTCODE_SEARCH_PATH, postcodeSearchAnswerSchema } from './contract';

/** Location360 (its wire format in ./contract.ts): the only code that speaks its shapes. No call is retried. */

const SERVICE = 'location360';

function configured(settings: Location360Settings): { baseUrl: string; apiKey: string } {
  if (!settings.baseUrl || !settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No Location360 service is configured.');
  return { baseUrl: settings.baseUrl.replace(/\/+$/, ''), apiKey: settings.apiKey };
}

/** The place of a CEP prefix (its first five digits: the caller checks them), or null when the service knows none. */
async function postcode(prefix: string, settings: Location360Settings = env.location360): Promise<PostcodePlace | null> {
  const { baseUrl, apiKey } = configured(settings);
  const answer = await requestJson({
    service: SERVICE,
    operation: 'postcodeSearch',
    url: `${baseUrl}${POSTCODE_SEARCH_PATH}?${new URLSearchParams({ postCode: prefix })}`,
    init: { method: 'POST', headers: { accept: 'application/json', [API_KEY_HEADER]: apiKey } },
    schema: postcodeSearchAnswerSchema,
    timeoutMs: settings.timeoutMs,
  });
  const [feature] = answer.features;
  return feature ? { geometry: { coordinates: [feature.geometry.coordinates[0], feature.geometry.coordinates[1]] }, properties: { postcode_name: feature.properties.postcode_name } } : null;
}

export const location360 = { postcode };
