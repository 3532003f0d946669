// @ts-check
// Plain ESM JavaScript (typed by its JSDoc) so the scripts and server.mjs, which run without a
// TypeScript step, share it with the TypeScript code (through lib/log).

/**
 * What a log line says about a caught value: an Error's message, anything else as a string. Never
 * the stack: log lines are read by many people, and a stack says more about the code than they need.
 * @param {unknown} error
 * @returns {string}
 */
export function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}
