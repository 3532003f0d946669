/**
 * Parses the environment (lib/env.ts) once as the server starts, so a misconfigured server stops
 * with every problem listed instead of saying ready and answering 500 to everything. server.mjs
 * calls this before it starts Next and exits when it throws; Next calls it again as it starts,
 * where a failure would only be logged.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/env');
}
