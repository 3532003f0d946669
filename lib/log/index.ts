/**
 * Structured, one-line JSON logs. Callers pass facts (ids, paths, reasons), never secrets or
 * personal data: these lines end up in log storage that many people can read.
 */
import { logJsonLine } from './json-line.mjs';

export { errorMessage } from './error-message.mjs';

type Level = 'info' | 'warn' | 'error';

function write(level: Level, event: string, fields: Record<string, unknown>) {
  logJsonLine({ ...fields, level, event });
}

export const log = {
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write('error', event, fields),
};

const alreadyLogged = new Set<string>();

/**
 * Logs a problem the first time its key is seen in this process. A broken CMS block is rendered on
 * every request of a page; one line per block is enough to act on, a line per request is noise.
 */
export function logOnce(level: Level, key: string, event: string, fields: Record<string, unknown>) {
  if (alreadyLogged.has(key)) return;
  alreadyLogged.add(key);
  write(level, event, fields);
}
