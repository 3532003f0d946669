// @ts-check
/**
 * Section (a): the JavaScript a page makes the browser download before it is interactive, gzip
 * size measured here (level 9) rather than taken from the response, so the figure does not depend
 * on whether or how the server compresses.
 */
import { gzipSync } from 'node:zlib';
import { extractScriptUrls } from './html.mjs';
import { fetchOk } from './http.mjs';

/**
 * @typedef {object} ScriptSize
 * @property {string} url
 * @property {number} rawBytes
 * @property {number} gzipBytes
 */

/**
 * @typedef {object} PageJs
 * @property {string} path
 * @property {string} url
 * @property {number} htmlBytes
 * @property {number} rawBytes
 * @property {number} gzipBytes
 * @property {ScriptSize[]} scripts
 */

/**
 * Measures each page; a script shared by several pages is fetched and compressed once.
 * @param {readonly string[]} urls absolute page URLs on the local server
 * @returns {Promise<PageJs[]>}
 */
export async function measureFirstLoadJs(urls) {
  /** @type {Map<string, Promise<ScriptSize>>} */
  const scriptSizes = new Map();
  /** @param {string} url */
  const sizeOf = (url) => {
    let size = scriptSizes.get(url);
    if (!size) {
      size = fetchOk(url).then(({ body }) => ({ url, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }));
      scriptSizes.set(url, size);
    }
    return size;
  };
  /** @type {PageJs[]} */
  const pages = [];
  // One page at a time: the server is shared with nothing else, but there is no hurry either.
  for (const url of urls) {
    const { body, response } = await fetchOk(url);
    // Resolve against where the HTML really came from, in case the page redirected.
    const scripts = await Promise.all(extractScriptUrls(body.toString('utf8'), response.url || url).map(sizeOf));
    pages.push({
      path: new URL(url).pathname,
      url,
      htmlBytes: body.length,
      rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      scripts,
    });
  }
  return pages;
}
