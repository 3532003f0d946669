/**
 * What the dashboard slice's block tests share: demo members as blocks see them, and the sandbox
 * path of a member's programme call (for faults).
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
