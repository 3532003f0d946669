/**
 * Next runs `register` once as the server starts, before it accepts a request (server.mjs awaits
 * it in `app.prepare()`). Parsing the environment here stops a misconfigured server at start with
 * every problem listed (lib/env.ts), instead of one that says ready and answers 500 to everything
 * because each route parses it on first use.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/env');
}
