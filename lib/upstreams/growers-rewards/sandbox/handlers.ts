import { http, HttpResponse, type JsonBodyType } from 'msw';
import { escapeHtml, html, sandboxHtmlPage } from '@/lib/sandbox/html-page';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { notFound } from '@/lib/sandbox/respond';
import { sandboxGrowersRewardsKey } from '../config';
import {
  activityResources,
  PROGRAM_CONFIG_PATH,
  type ActivityAnswers,
  type AvailableRewardsAnswer,
  type EnrollmentAnswer,
  type GrowerResource,
  type ProgramConfigAnswer,
  type RequirementsAnswer,
  type VendorError,
} from '../contract';
import { SANDBOX_PORTAL, sandboxActivity, sandboxGrower, sandboxProgramConfig, type EnrolledGrower } from './seed';

/**
 * A stand-in for the growers' rewards service (./seed.ts has its data): a 401 for a wrong key on
 * every path, the programme's dates, and each grower's enrolment, requirements, rewards and
 * activity. A grower it does not know answers 404 on every grower path; one not enrolled answers
 * `{ enrolled: false }` and 404 on the rest.
 */

const BASE = `${SANDBOX_ORIGIN}/growers-rewards/api`;

/** A path about one enrolled grower (`:growerId`). */
function forEnrolled(resource: Exclude<GrowerResource, 'enrollment'>, answer: (grower: EnrolledGrower, growerId: string) => JsonBodyType) {
  return http.get(`${BASE}/growers/:growerId/${resource}`, ({ params }) => {
    const growerId = String(params.growerId);
    const grower = sandboxGrower(growerId);
    if (!grower) return notFound('No grower has this id.');
    if (!grower.enrolled) return notFound('This grower is not enrolled in the programme.');
    return HttpResponse.json(answer(grower, growerId));
  });
}

/** The kinds of page the sandbox programme's items link to. */
const PORTAL_PAGES: Record<string, string> = { statements: 'Statement', invoices: 'Invoice', rewards: 'Reward', remittances: 'Remittance' };

/** A page of the programme's portal, as a person following an activity's link sees it. */
const portalPage = http.get(`${SANDBOX_PORTAL}/:page/:id`, ({ params }) => {
  const kind = PORTAL_PAGES[String(params.page)];
  const id = String(params.id);
  if (!kind || !/^[A-Z]{2,3}-\d{4}-\d{2}$/.test(id)) return html(sandboxHtmlPage({ lang: 'en-US', title: 'Not found', body: '<main><h1>Not found</h1></main>' }), 404);
  const title = `${kind} ${id}`;
  return html(
    sandboxHtmlPage({
      lang: 'en-US',
      title: `${title} · Growers' rewards (sandbox)`,
      body: `<main><h1>${escapeHtml(title)}</h1><p>The growers' rewards programme's page for this item. In the sandbox it stands in for the partner's portal.</p></main>`,
    }),
  );
});

export const growersRewardsHandlers = [
  portalPage,

  // The key is checked before anything else, on known paths and unknown ones alike.
  http.all(`${BASE}/*`, ({ request }) =>
    request.headers.get('x-api-key') === sandboxGrowersRewardsKey
      ? undefined
      : HttpResponse.json<VendorError>({ error: 'unauthorized', message: 'The API key is missing or not valid.' }, { status: 401 }),
  ),

  http.get(`${BASE}${PROGRAM_CONFIG_PATH}`, () => HttpResponse.json<ProgramConfigAnswer>(sandboxProgramConfig(new Date()))),

  http.get(`${BASE}/growers/:growerId/enrollment`, ({ params }) => {
    const grower = sandboxGrower(String(params.growerId));
    return grower ? HttpResponse.json<EnrollmentAnswer>({ enrolled: grower.enrolled }) : notFound('No grower has this id.');
  }),

  forEnrolled('requirements', (grower): RequirementsAnswer => grower.requirements),
  forEnrolled('available-rewards', (grower): AvailableRewardsAnswer => ({ amount: grower.availableRewards })),
  ...activityResources.map((resource) =>
    forEnrolled(resource, (grower, growerId): ActivityAnswers[typeof resource] => sandboxActivity(grower, growerId, new Date())[resource]),
  ),
];
