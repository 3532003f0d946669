import 'server-only';
import { env } from '@/lib/env';
import type { StaticMapRequest } from '@/lib/maps/static-map';
import { requestFile, UpstreamError, type UpstreamFile } from '../http';
import { staticMapQuery, staticMapUrl } from './contract';

/** Whether static maps can be shown: a maps API key is configured (or the sandbox's stands in). */
export const staticMapsAvailable = () => env.maps.apiKey !== null;

/** The map image for a request, fetched with the key on the server (pages never carry it). */
export function fetchStaticMap(request: StaticMapRequest, settings = env.maps): Promise<UpstreamFile> {
  if (!settings.apiKey) return Promise.reject(new UpstreamError('maps', 'unreachable', 'No maps API key is configured.'));
  return requestFile({
    service: 'maps',
    operation: 'staticmap',
    url: staticMapUrl(settings.staticUrl, staticMapQuery(request, settings.apiKey)),
    timeoutMs: settings.timeoutMs,
    contentType: /^image\//,
  });
}
