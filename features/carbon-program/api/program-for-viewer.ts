import 'server-only';
import { cache } from 'react';
import type { CarbonProgramAnswer } from '@/lib/carbon-program/contract';
import { fetchCarbonProgram } from '@/lib/upstreams/carbon-program/client';

/** What the journey's blocks got from the programme: the answer, or only that the call failed (the client has logged why). */
export type CarbonProgramRead = { ok: true; data: CarbonProgramAnswer } | { ok: false };

/**
 * The viewer's programme (identity from the session: the viewer's uid), read once per request
 * however many blocks ask (React `cache`, keyed by the uid), and settled: a failure is `{ ok: false }`
 * for the journey to show as its error state, never an error that takes the page down.
 */
export const carbonProgramOf = cache(async (uid: string): Promise<CarbonProgramRead> => {
  try {
    return { ok: true, data: await fetchCarbonProgram(uid) };
  } catch {
    return { ok: false };
  }
});
