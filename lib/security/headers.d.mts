/** `'sha256-…'` CSP tokens (quotes included) of the inline scripts in `html` a browser would execute, de-duplicated, in document order. */
export function inlineScriptHashes(html: string): string[];

/** The Content-Security-Policy for a response whose inline scripts have these hash sources; throws on anything but a hash source. */
export function contentSecurityPolicy(scriptHashes: string[], options?: { upgradeInsecure?: boolean }): string;

/** Headers for every response; the CSP in it allows no inline script (server.mjs replaces it on HTML responses). */
export const securityHeaders: Array<{ key: string; value: string }>;
