import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import type { Coordinates } from '@/lib/geo/distance';
import { TRIAL_RADIUS_MILES, type Trial, type TrialBrand, type TrialReport } from '@/lib/yield-trials/contract';
import { fetchWithNotFoundAnswer, requestJson, requestOptionalJson, UpstreamError } from '../http';
import type { YieldTrialsSettings } from './config';
import {
  API_KEY_HEADER,
  reportAnswerSchema,
  reportPath,
  TRIALS_PATH,
  trialsAnswerSchema,
  trialsQuery,
  vendorErrorSchema,
  type ReportAnswer,
  type TrialWire,
} from './contract';

/**
 * The Local Yield Results service (its wire format in ./contract.ts): the only code that speaks
 * its shapes. No call is retried (the spec asks for none).
 */

const SERVICE = 'yield-trials';

export interface NearRequest {
  brand: TrialBrand;
  /** Five digits: callers check it first (the service refuses anything else). */
  zip: string;
  /** At most this many trials, nearest first. */
  limit: number;
  /** Only trials of this crop ('Corn', 'Soybeans'). */
  crop?: string;
}

/** The trials near a zip, or word that the service has no place for it (our route's 404). */
export type TrialsNear = { kind: 'trials'; zip: string; origin: Coordinates; trials: Trial[] } | { kind: 'zipcode-not-found'; zip: string };

/** The service's 404 for a zip it does not know: an answer (lifted to a 200 by fetchWithNotFoundAnswer). */
const zipNotFoundSchema = vendorErrorSchema.extend({ error: z.literal('zipcode-not-found') });

function configured(settings: YieldTrialsSettings): { baseUrl: string; apiKey: string } {
  if (!settings.baseUrl || !settings.apiKey) throw new UpstreamError(SERVICE, 'unreachable', 'No yield trials service is configured.');
  return { baseUrl: settings.baseUrl.replace(/\/+$/, ''), apiKey: settings.apiKey };
}

const roundTenth = (value: number) => Math.round(value * 10) / 10;

const trialOf = (trial: TrialWire): Trial => ({
  reportId: trial.reportId,
  brand: trial.brand,
  cropGrown: trial.cropGrown,
  locationName: trial.locationName,
  year: trial.year,
  cooperator: trial.cooperator,
  location: { latitude: trial.location.latitude, longitude: trial.location.longitude },
  distanceMiles: roundTenth(trial.distanceMiles),
  summaryItems: trial.summaryItems.map(({ title, description, value }) => ({ title, description, value })),
});

const reportOf = (report: ReportAnswer): TrialReport => ({
  reportId: report.reportId,
  brand: report.brand,
  cropGrown: report.cropGrown,
  locationName: report.locationName,
  year: report.year,
  cooperator: report.cooperator,
  location: { latitude: report.location.latitude, longitude: report.location.longitude },
  summaryItems: report.summaryItems.map(({ title, description, value }) => ({ title, description, value })),
  plantingDate: report.plantingDate,
  harvestDate: report.harvestDate,
  soilType: report.soilType,
  tillage: report.tillage,
  previousCrop: report.previousCrop,
  entries: [...report.entries].sort((a, b) => a.rank - b.rank).map((entry) => ({ ...entry })),
});

/**
 * The brand's trials within 200 miles of the zip, nearest first, at most `limit`. The radius and
 * the limit are enforced here too: whatever the service sends, no card is farther or more.
 */
async function near({ brand, zip, limit, crop }: NearRequest, settings: YieldTrialsSettings = env.yieldTrials): Promise<TrialsNear> {
  const { baseUrl, apiKey } = configured(settings);
  const answer = await requestJson({
    service: SERVICE,
    operation: 'trialsNear',
    url: `${baseUrl}${TRIALS_PATH}?${trialsQuery({ brand, zip, radiusMiles: TRIAL_RADIUS_MILES, limit, crop })}`,
    init: { headers: { accept: 'application/json', [API_KEY_HEADER]: apiKey } },
    schema: z.union([trialsAnswerSchema, zipNotFoundSchema]),
    timeoutMs: settings.timeoutMs,
    fetch: fetchWithNotFoundAnswer(zipNotFoundSchema),
  });
  if ('error' in answer) return { kind: 'zipcode-not-found', zip };
  const trials = answer.trials
    .filter((trial) => trial.distanceMiles <= TRIAL_RADIUS_MILES && trial.brand === brand)
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.reportId.localeCompare(b.reportId))
    .slice(0, limit)
    .map(trialOf);
  return { kind: 'trials', zip, origin: { latitude: answer.origin.latitude, longitude: answer.origin.longitude }, trials };
}

/** A trial's full report, or null when the service does not know it. */
async function report(reportId: string, settings: YieldTrialsSettings = env.yieldTrials): Promise<TrialReport | null> {
  const { baseUrl, apiKey } = configured(settings);
  const answer = await requestOptionalJson({
    service: SERVICE,
    operation: 'trialReport',
    url: `${baseUrl}${reportPath(reportId)}`,
    init: { headers: { accept: 'application/json', [API_KEY_HEADER]: apiKey } },
    schema: reportAnswerSchema,
    timeoutMs: settings.timeoutMs,
  });
  return answer && reportOf(answer);
}

export const yieldTrials = { near, report };
