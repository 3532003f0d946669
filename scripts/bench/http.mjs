// @ts-check
/** HTTP helpers of the bench (loopback only: it talks to its own server). */

/**
 * `fetch failed` says little; its cause (ECONNREFUSED, a timeout) says why.
 * @param {unknown} error
 */
export function describeFetchError(error) {
  if (!(error instanceof Error)) return String(error);
  const cause = /** @type {{ code?: string, message?: string } | undefined} */ (error.cause);
  return cause ? `${error.message}: ${cause.code ?? cause.message}` : error.message;
}

/**
 * GET that must answer 200, as bytes. `identity` because sizes are measured on the plain bytes
 * (fetch would decompress anyway; this just spares the server the work).
 * @param {string} url
 * @param {Record<string, string>} [headers] added to (or replacing) the default request headers
 * @returns {Promise<{ body: Buffer, response: Response }>}
 */
export async function fetchOk(url, headers = {}) {
  let response;
  try {
    response = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(`GET ${url}: ${describeFetchError(error)}`);
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return { body, response };
}

