// @ts-check
// The one log line format of the site: JSON with level, event and time. Plain ESM JavaScript
// (typed by its JSDoc) so server.mjs, which runs without a TypeScript step, shares it with lib/log.

/**
 * @param {{ level: 'info' | 'warn' | 'error'; event: string; [field: string]: unknown }} entry
 */
export function logJsonLine({ level, event, ...fields }) {
  const line = JSON.stringify({ level, event, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.info(line);
}
