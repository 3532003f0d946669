/**
 * The origin every sandbox handler is mounted on. `/sandbox/<path>` over HTTP is
 * `${SANDBOX_ORIGIN}/<path>` in-process.
 */
export const SANDBOX_ORIGIN = 'http://sandbox.internal';
