import 'server-only';
import { upstreamErrorResponse, UpstreamError } from '@/lib/upstreams/http';

/**
 * The answer of a route whose call looks nothing up by our visitor's id (a search, a forecast, a
 * web service that says "not found" in its body): the service's HTTP 404 is a wrong address, the
 * service failing (502), not a missing thing (`upstreamErrorResponse` alone would answer 404).
 */
export function gatewayFailure(error: unknown): Response {
  if (error instanceof UpstreamError && error.failure === 'not_found') return upstreamErrorResponse(new UpstreamError(error.service, 'status', error.message, error.status));
  return upstreamErrorResponse(error);
}
