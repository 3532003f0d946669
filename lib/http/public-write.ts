import 'server-only';
import { rateLimited, rateLimits } from './rate-limit';
import { crossSiteRefusal, nonJsonRefusal } from './same-site';

/**
 * What a write anyone may make (a lead, a farm profile, later a voucher or an assistant prompt)
 * passes before its route reads it: from this site (403), as JSON (415), within the client's rate
 * limit (429). `name` names the limit's counter. Null when the route may go on.
 */
export async function publicWriteRefusal(request: Request, name: string): Promise<Response | null> {
  return crossSiteRefusal(request) ?? nonJsonRefusal(request) ?? (await rateLimited(request, rateLimits.publicWrites(name)));
}
