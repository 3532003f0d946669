// @ts-check
// Plain ESM so that Next's cache handler (lib/cache), which Node loads without a TypeScript step,
// puts its keys under the same prefix as the shared store.

/** Put before every key the site writes to Redis, unless REDIS_KEY_PREFIX says otherwise. */
export const DEFAULT_KEY_PREFIX = 'terralis:';
