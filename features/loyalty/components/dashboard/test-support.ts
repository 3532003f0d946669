import { http, HttpResponse, type JsonBodyType } from 'msw';
import { loyalty } from '@/lib/upstreams/loyalty/client';
import { server } from '@/tests/setup/msw-server';

/**
 * What the dashboard slice's block tests share: demo members as blocks see them, the sandbox path
 * of a member's programme call (for faults), and our loyalty routes answered in the browser the way
 * the server would answer them for one member, counting the calls.
 */

export { demoViewer } from '../shared/block-test-support';

/** A member's id in the programme's paths: the base64 of the document, URL-encoded (what a sandbox fault's path names). */
const memberInPath = (document: string) => encodeURIComponent(Buffer.from(document).toString('base64'));

/** The sandbox paths of a member's calls: the summary (Loyalty service), the banner, the expiring lots and the campaign suggestion (Impulso service). */
export const programmeCallPath = {
  member: (document: string) => `/loyalty/impulso-back/api/members/${memberInPath(document)}`,
  banner: (document: string) => `/impulso/api/banner/${memberInPath(document)}`,
  expiringPoints: (document: string) => `/impulso/api/expiration/points/${memberInPath(document)}`,
  campaignSuggestion: (document: string) => `/impulso/api/campaign/suggestions-customer/${memberInPath(document)}`,
};

/** Answers `GET /api/loyalty/{member,banner,expiring-points,campaign-suggestion}` for `document`; returns how many calls each got. */
export function browserRoutesFor(document: string) {
  const calls: Record<string, number> = {};
  const route = (name: string, answer: () => Promise<JsonBodyType>) =>
    http.get(`/api/loyalty/${name}`, async () => {
      calls[name] = (calls[name] ?? 0) + 1;
      return HttpResponse.json(await answer());
    });
  server.use(
    route('member', async () => ({ member: await loyalty.member(document) })),
    route('banner', () => loyalty.banner(document)),
    route('expiring-points', () => loyalty.expiringPoints(document)),
    route('campaign-suggestion', async () => ({ suggestion: await loyalty.campaignSuggestion(document) })),
  );
  return calls;
}
