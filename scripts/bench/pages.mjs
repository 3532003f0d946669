// @ts-check
/**
 * Sections (a) and (b): what a page makes the browser download. One fetch of each page gives both
 * the JavaScript it loads before it is interactive and the weight of its HTML (CSS and flight data
 * inside it, stylesheets beside it). Gzip sizes are measured here (level 9) rather than taken from
 * the response, so the figures do not depend on whether or how the server compresses.
 */
import { gzipSync } from 'node:zlib';
import { extractScriptUrls, measureHtmlWeight } from './html.mjs';
import { fetchOk } from './http.mjs';

/**
 * @typedef {object} FileSize
 * @property {string} url
 * @property {number} rawBytes
 * @property {number} gzipBytes
 */

/**
 * @typedef {object} PageFigures
 * @property {string} path
 * @property {string} url
 * @property {number} rawBytes first-load JS, uncompressed
 * @property {number} gzipBytes first-load JS, gzip
 * @property {FileSize[]} scripts
 * @property {import('./html.mjs').HtmlWeight & { htmlGzipBytes: number, stylesheetBytes: number }} html
 */

/**
 * Measures each page; a script or stylesheet shared by several pages is fetched and compressed once.
 * @param {readonly string[]} urls absolute page URLs on the local server
 * @param {{ headers?: Record<string, string> }} [options] sent with the pages' requests (a session cookie)
 * @returns {Promise<PageFigures[]>}
 */
export async function measurePages(urls, { headers = {} } = {}) {
  /** @type {Map<string, Promise<FileSize>>} */
  const sizes = new Map();
  /** @param {string} url */
  const sizeOf = (url) => {
    let size = sizes.get(url);
    if (!size) {
      size = fetchOk(url).then(({ body }) => ({ url, rawBytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }));
      sizes.set(url, size);
    }
    return size;
  };
  /** @type {PageFigures[]} */
  const pages = [];
  // One page at a time: the server is shared with nothing else, but there is no hurry either.
  for (const url of urls) {
    const { body, response } = await fetchOk(url, headers);
    const html = body.toString('utf8');
    // Resolve against where the HTML really came from, in case the page redirected.
    const pageUrl = response.url || url;
    const scripts = await Promise.all(extractScriptUrls(html, pageUrl).map(sizeOf));
    const weight = measureHtmlWeight(html, pageUrl);
    const stylesheets = await Promise.all(weight.stylesheetUrls.map(sizeOf));
    pages.push({
      path: new URL(url).pathname,
      url,
      rawBytes: scripts.reduce((sum, script) => sum + script.rawBytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
      scripts,
      html: {
        ...weight,
        htmlGzipBytes: gzipSync(body, { level: 9 }).length,
        stylesheetBytes: stylesheets.reduce((sum, stylesheet) => sum + stylesheet.rawBytes, 0),
      },
    });
  }
  return pages;
}
