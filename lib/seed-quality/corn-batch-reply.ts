import { EXCEPTION_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './contract';

/**
 * What Cultivio's corn batch call came to, as the route sees it: an answer with its status and
 * body, or an exception (no answer in time, unreachable, a body it could not read).
 */
export type CornBatchOutcome =
  | { kind: 'answer'; status: number; body?: unknown }
  | { kind: 'exception'; timedOut: boolean };

export interface CornBatchReply {
  status: number;
  body: unknown;
}

/**
 * Spec §7: a 200 passes the answer on and a 400 its error body; any other status is
 * 'Unkown error' and an exception 'Error'. Our routes never answer 500 (a failure of the service
 * is a 502, a timeout a 504), and those bodies carry the route's error code next to the message.
 */
export function cornBatchReply(outcome: CornBatchOutcome): CornBatchReply {
  if (outcome.kind === 'exception') {
    return outcome.timedOut
      ? { status: 504, body: { error: 'upstream_timeout', message: EXCEPTION_MESSAGE } }
      : { status: 502, body: { error: 'upstream_error', message: EXCEPTION_MESSAGE } };
  }
  if (outcome.status === 200 || outcome.status === 400) return { status: outcome.status, body: outcome.body };
  return { status: 502, body: { error: 'upstream_error', message: UNKNOWN_ERROR_MESSAGE } };
}
