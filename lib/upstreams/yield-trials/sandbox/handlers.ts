import { http, HttpResponse } from 'msw';
import { placeByPostalCode } from '@/lib/sandbox/gazetteer';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { trialBrands, type TrialBrand } from '@/lib/yield-trials/contract';
import { sandboxYieldTrialsKey } from '../config';
import { API_KEY_HEADER, DEFAULT_LIMIT, MAX_LIMIT, MAX_RADIUS_MILES, TRIALS_PATH, type ReportAnswer, type TrialsAnswer, type VendorError } from '../contract';
import { sandboxCrops, sandboxReport, trialsNear } from './trials';

/**
 * A stand-in for the Local Yield Results service (its contract in ../contract.ts, its plots in
 * ./trials.ts): a 401 for a wrong key on every path, the search by brand and zip (zips are the
 * gazetteer's US places) and each trial's report.
 */

const BASE = `${SANDBOX_ORIGIN}/yield-trials/v1`;

/** A plain Response, so a handler's answer type stays its success body's. */
const vendorError = (status: number, error: VendorError['error'], message: string): Response => HttpResponse.json<VendorError>({ error, message }, { status });

/** A whole number in [min, max] from the query, its default when absent, or null. */
function wholeNumber(raw: string | null, fallback: number, min: number, max: number): number | null {
  if (raw === null) return fallback;
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : null;
}

export const yieldTrialsHandlers = [
  // The key is checked before anything else, on known paths and unknown ones alike.
  http.all(`${BASE}/*`, ({ request }) =>
    request.headers.get(API_KEY_HEADER) === sandboxYieldTrialsKey ? undefined : vendorError(401, 'unauthorized', 'The API key is missing or not valid.'),
  ),

  http.get(`${BASE}${TRIALS_PATH}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const zip = query.get('zip') ?? '';
    const brand = query.get('brand') ?? '';
    const crop = query.get('crop');
    if (!/^\d{5}$/.test(zip)) return vendorError(400, 'invalid-zipcode', 'zip must be a five-digit US zip code.');
    if (!trialBrands.includes(brand as TrialBrand)) return vendorError(400, 'invalid-brand', `brand must be one of ${trialBrands.join(', ')}.`);
    if (crop !== null && !sandboxCrops.includes(crop as (typeof sandboxCrops)[number])) return vendorError(400, 'invalid-crop', `crop must be one of ${sandboxCrops.join(', ')}.`);
    const radiusMiles = wholeNumber(query.get('radiusMiles'), 200, 1, MAX_RADIUS_MILES);
    const limit = wholeNumber(query.get('limit'), DEFAULT_LIMIT, 1, MAX_LIMIT);
    if (radiusMiles === null || limit === null) return vendorError(400, 'invalid-request', `radiusMiles must be 1-${MAX_RADIUS_MILES} and limit 1-${MAX_LIMIT}.`);
    const place = placeByPostalCode('US', zip);
    if (!place) return vendorError(404, 'zipcode-not-found', `No place has the zip code ${zip}.`);
    return HttpResponse.json<TrialsAnswer>({
      zip,
      origin: { latitude: place.latitude, longitude: place.longitude },
      trials: trialsNear(place, brand as TrialBrand, radiusMiles, limit, crop ?? undefined),
    });
  }),

  http.get(`${BASE}${TRIALS_PATH}/:reportId`, ({ params }) => {
    const report = sandboxReport(String(params.reportId));
    return report ? HttpResponse.json<ReportAnswer>(report) : vendorError(404, 'report-not-found', 'No trial has this report id.');
  }),
];
