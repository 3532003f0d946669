// The core's config alone: importing `z` here would put all of classic zod in every page's first load.
import { config } from 'zod/v4/core';

/**
 * Runs in the browser before hydration, so before any client module builds a zod schema.
 * Zod compiles object parsers with `new Function` where it may, and its probe for that is itself a
 * CSP violation under our script-src (no 'unsafe-eval'): the browser parses without compiling.
 */
config({ jitless: true });
