import { http, HttpResponse } from 'msw';
import { accountsHandlers } from '@/lib/upstreams/accounts/sandbox/handlers';
import { articlesHandlers } from '@/lib/upstreams/article-search/sandbox/handlers';
import { loyaltyHandlers } from '@/lib/upstreams/loyalty/sandbox/handlers';
import { financeHandlers } from '@/lib/upstreams/finance/sandbox/handlers';
import { growersRewardsHandlers } from '@/lib/upstreams/growers-rewards/sandbox/handlers';
import { flagsHandlers } from '@/lib/upstreams/flags/sandbox/handlers';
import { mapsHandlers } from '@/lib/upstreams/maps/sandbox/handlers';
import { marketoHandlers } from '@/lib/upstreams/marketo/sandbox/handlers';
import { oidcHandlers } from '@/lib/upstreams/oidc/sandbox/handlers';
import { weatherHandlers } from '@/lib/upstreams/weather/sandbox/handlers';
import { farmsHandlers } from '@/lib/upstreams/farms/sandbox/handlers';
import { assistantHandlers } from '@/lib/upstreams/assistant/sandbox/handlers';
import { yieldTrialsHandlers } from '@/lib/upstreams/yield-trials/sandbox/handlers';
import { catalogueHandlers } from '@/lib/upstreams/catalogue/sandbox/handlers';
import { searchHandlers } from '@/lib/upstreams/search/sandbox/handlers';
import { quotationsHandlers } from '@/lib/upstreams/quotations/sandbox/handlers';
import { coursesHandlers } from '@/lib/upstreams/courses/sandbox/handlers';
import { cultivioHandlers } from '@/lib/upstreams/cultivio/sandbox/handlers';
import { location360Handlers } from '@/lib/upstreams/location360/sandbox/handlers';
import { magoyaHandlers } from '@/lib/upstreams/magoya/sandbox/handlers';
import { fieldViewHandlers } from '@/lib/upstreams/field-view/sandbox/handlers';
import { carbonProgramHandlers } from '@/lib/upstreams/carbon-program/sandbox/handlers';
import { youtubeHandlers } from '@/lib/upstreams/youtube/sandbox/handlers';
import { controlHandlers } from './control';
import { takeFault } from './faults';
import { SANDBOX_ORIGIN } from './origin';
import { pause } from './respond';
import { recordRequest, sandboxState } from './store';

/** A body that claims to be JSON and is not. */
const MALFORMED_BODY = '{"success": tru';

/**
 * Every request to a fake service is recorded, then meets the first fault set up for it. Answers
 * nothing when no fault applies (or after a delay-only fault), so the service's handler answers.
 */
const recordAndFault = http.all(`${SANDBOX_ORIGIN}/*`, async ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.startsWith('/_control/')) return undefined;
  const target = { method: request.method, path: url.pathname, query: url.searchParams };
  recordRequest({ method: target.method, path: target.path, query: Object.fromEntries(url.searchParams), time: new Date().toISOString() });
  const fault = takeFault(sandboxState().faults, target);
  if (!fault) return undefined;
  if (fault.delayMs) await pause(fault.delayMs, request.signal);
  if (fault.status) return HttpResponse.json({ error: 'sandbox_fault', message: `Injected status ${fault.status}` }, { status: fault.status });
  if (fault.malformed) return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'content-type': 'application/json' } });
  return undefined;
});

/**
 * The sandbox, in the order MSW tries the handlers: the recorder and faults first, then every
 * fake service (each in `lib/upstreams/<service>/sandbox/`). A new upstream adds one line here.
 */
export const sandboxHandlers = [
  recordAndFault,
  ...controlHandlers,
  ...marketoHandlers,
  ...oidcHandlers,
  ...accountsHandlers,
  ...flagsHandlers,
  ...mapsHandlers,
  ...articlesHandlers,
  ...weatherHandlers,
  ...farmsHandlers,
  ...loyaltyHandlers,
  ...financeHandlers,
  ...growersRewardsHandlers,
  ...assistantHandlers,
  ...yieldTrialsHandlers,
  ...catalogueHandlers,
  ...searchHandlers,
  ...quotationsHandlers,
  ...coursesHandlers,
  ...cultivioHandlers,
  ...location360Handlers,
  ...magoyaHandlers,
  ...fieldViewHandlers,
  ...carbonProgramHandlers,
  ...youtubeHandlers,
];
