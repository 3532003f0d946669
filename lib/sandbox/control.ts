import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { faultRuleSchema } from './faults';
import { SANDBOX_ORIGIN } from './origin';
import { badRequest, jsonBody, notFound } from './respond';
import { resetSandbox, sandboxState } from './store';

/**
 * The sandbox's control API, for tests (Playwright over HTTP at `/sandbox/_control/...`, Vitest
 * in-process). Each fake service adds its own `/_control/<service>/...` endpoints beside these.
 */
const control = (path: string) => `${SANDBOX_ORIGIN}/_control${path}`;

export const controlHandlers = [
  /**
   * Forgets every request, fault and record: each service starts again from its seed. With
   * `?service=flags` only that service does, so parallel test files do not sign each other out.
   */
  http.post(control('/reset'), ({ request }) => {
    const service = new URL(request.url).searchParams.get('service');
    if (service) sandboxState().services.delete(service);
    else resetSandbox();
    return new HttpResponse(null, { status: 204 });
  }),

  /** Body: a FaultRule. Answers 201 with the rule and its id. */
  http.post(control('/faults'), async ({ request }) => {
    const parsed = faultRuleSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('The fault is not valid.', z.flattenError(parsed.error));
    const state = sandboxState();
    const rule = { ...parsed.data, id: String(state.nextFaultId++) };
    state.faults.push(rule);
    return HttpResponse.json(rule, { status: 201 });
  }),

  http.get(control('/faults'), () => HttpResponse.json(sandboxState().faults)),

  http.delete(control('/faults'), () => {
    sandboxState().faults.length = 0;
    return new HttpResponse(null, { status: 204 });
  }),

  http.delete(control('/faults/:id'), ({ params }) => {
    const { faults } = sandboxState();
    const index = faults.findIndex((rule) => rule.id === params.id);
    if (index === -1) return notFound('No such fault.');
    faults.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),

  /** `?path=` the requests made to one path (oldest first); all of them without it. */
  http.get(control('/requests'), ({ request }) => {
    const path = new URL(request.url).searchParams.get('path');
    const { requests } = sandboxState();
    return HttpResponse.json(path ? requests.filter((entry) => entry.path === path) : requests);
  }),
];
