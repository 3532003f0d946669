import { config } from 'zod/v4/core';

/**
 * Import this first in a client island that parses with zod in the browser (the lead form's root).
 * Zod compiles object parsers with `new Function` where it may, and its probe for that is itself a
 * CSP violation under our script-src (no 'unsafe-eval'): the browser parses without compiling.
 * Not in instrumentation-client.ts, which runs on every page: zod's core would then be in every
 * page's first load, and only pages with such an island need it. The e2e journeys record CSP
 * violations, so an island that forgets this fails its journey.
 */
config({ jitless: true });
