import type { IncomingMessage, ServerResponse } from 'node:http';

/** What the interceptor reports: a failed hash computation (the response then goes out with the default CSP). */
export type LogEntry = { level: 'error' | 'warn'; event: string; [field: string]: unknown };

/**
 * Patches `res` so that a `text/html` response is held back until `end`, then sent with a
 * Content-Security-Policy listing the hashes of its inline scripts and its exact Content-Length;
 * other responses pass through untouched. Install it on top of the `compression` middleware.
 * `log` defaults to one JSON line on stderr.
 */
export function interceptHtml(req: IncomingMessage, res: ServerResponse, options?: { log?: (entry: LogEntry) => void }): void;
