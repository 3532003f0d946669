import { http, HttpResponse } from 'msw';
import { encodeEmailForAllowList } from '@/lib/access/allow-list';
import { flagKeys } from '@/lib/flags/keys';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { badRequest, jsonBody } from '@/lib/sandbox/respond';
import { serviceState } from '@/lib/sandbox/store';
import { flagSchema, type FlagsDocument } from '../contract';

/**
 * The flag service: one JSON document of flags, which tests and people trying the site can change
 * through `PUT /_control/flags/{key}`. Seeded with every flag on and the Argentine allow list
 * holding only the demo accounts that are meant to be on it.
 */
const seed = (): FlagsDocument => ({
  flags: {
    [flagKeys.argentinaLogin]: { enabled: true },
    [flagKeys.latamAllowList]: { enabled: true, allowList: ['martina.gomez@example.com.ar', 'lucia.pereyra@example.com.ar'].map(encodeEmailForAllowList) },
    [flagKeys.eleva]: { enabled: true },
    [flagKeys.voucherForm]: { enabled: true },
    [flagKeys.newsletter]: { enabled: true },
    [flagKeys.recommendationWidget]: { enabled: true },
  },
});

const state = () => serviceState('flags', seed);

export const flagsHandlers = [
  http.get(`${SANDBOX_ORIGIN}/flags`, () => HttpResponse.json(state(), { headers: { 'cache-control': 'no-store' } })),

  /** Body `{ enabled, allowList? }`: sets one flag. */
  http.put(`${SANDBOX_ORIGIN}/_control/flags/:key`, async ({ request, params }) => {
    const parsed = flagSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('A flag is { enabled: boolean, allowList?: string[] }.');
    state().flags[String(params.key)] = parsed.data;
    return HttpResponse.json(parsed.data);
  }),
];
