// @ts-check
// The production server: Next's request handler, with a Content-Security-Policy on every HTML
// response that lists the hashes of that response's own inline scripts (lib/security), and
// compression done here rather than by Next (next.config `compress: false`) so the hashing sees
// plain HTML. Cacheable HTML is compressed by the interceptor, once per page version (its CSP
// too); the build's static files were compressed when built (lib/http/precompressed-static.mjs);
// everything else by the compression middleware. `npm start` (scripts/start.mjs) builds
// when needed and runs this file.
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { contentSecurityPolicy, securityHeaders } from './lib/security/headers.mjs';
import { errorMessage } from './lib/log/error-message.mjs';
import { logJsonLine } from './lib/log/json-line.mjs';
import { createRequestPolicy, parseAllow, rememberAllowedMethods, sendRefusal } from './lib/http/request-policy.mjs';
import { CLIENT_ADDRESS_HEADER, clientAddressOf, parseTrustedProxies } from './lib/http/client-address.mjs';
import { createPrecompressedStatic } from './lib/http/precompressed-static.mjs';
import { compressesItself, interceptHtml } from './lib/security/html-csp-interceptor.mjs';

// As `next start` does. Set before Next is loaded: it picks its production runtime from it.
// (Next's types make NODE_ENV read-only, for the code it bundles; nothing is loaded yet here.)
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= 'production';
const { default: next } = await import('next');
const root = fileURLToPath(new URL('.', import.meta.url));

// The environment is checked before anything listens: instrumentation.ts's register parses it
// (lib/env.ts), and a bad configuration stops the start here with every problem listed. Next runs
// register too, but in the background of its start, where a failure only leaves a server that
// answers 500; it reuses this module. The build's folder as next.config.ts names it; without a
// build Next says so itself.
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const instrumentation = path.join(distDir, 'server', 'instrumentation.js');
try {
  if (existsSync(instrumentation)) await (await import(pathToFileURL(instrumentation).href)).default.register();
} catch (error) {
  console.error(`server not started: ${errorMessage(error)}`);
  process.exit(1);
}

const hostname = process.env.HOSTNAME || 'localhost'; // never 0.0.0.0 unless asked for
const port = Number(process.env.PORT || 3000);
const SHUTDOWN_GRACE_MS = 10_000;

const log = logJsonLine;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  log({ level: 'error', event: 'server.bad_port', port: process.env.PORT });
  process.exit(1);
}
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
if (trustedProxies === null) {
  log({ level: 'error', event: 'server.bad_trusted_proxies', value: process.env.TRUSTED_PROXIES, expected: 'a whole number from 0 to 10' });
  process.exit(1);
}

// Next builds request URLs from this hostname but shows loopback addresses as `localhost` in
// NextRequest.nextUrl; a proxy rewrite to 127.0.0.1 would then look like another origin and be
// proxied over HTTP (a second request, and mangled headers). So loopback is named localhost here.
const nextHostname = /^(127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? 'localhost' : hostname;
const app = next({ dev: false, hostname: nextHostname, port, dir: root });
await app.prepare();
const handle = app.getRequestHandler();
// The interceptor serves the HTML it compresses (and the identity it chose) as is: compressing
// that again, or with deflate it does not offer, would undo its cache.
// compression is typed as Express middleware; it only needs Node's request and response.
const compress = /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void} */ (
  compression({ filter: (req, res) => !compressesItself(res) && compression.filter(req, res) })
);

// next.config.ts gives every path `securityHeaders`; these files get them from here.
const servePrecompressed = createPrecompressedStatic({ staticDir: path.join(distDir, 'static'), headers: securityHeaders });

/** Where this server can be reached from itself, for the OPTIONS that learns a route's methods. */
const selfHost = hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '::1' : hostname;
const ALLOW_PROBE_TIMEOUT_MS = 5_000;

/** What a Route Handler path serves: Next answers OPTIONS with the methods its module exports. */
const allowedMethods = rememberAllowedMethods(
  (pathname) =>
    new Promise((resolve) => {
      const address = server.address();
      const probe = http.request(
        { host: selfHost, port: typeof address === 'object' && address ? address.port : port, method: 'OPTIONS', path: pathname, timeout: ALLOW_PROBE_TIMEOUT_MS },
        (answer) => {
          answer.resume();
          resolve(parseAllow(answer.headers.allow));
        },
      );
      probe.on('timeout', () => probe.destroy());
      probe.on('error', () => resolve(null));
      probe.end();
    }),
);
const refusalOf = createRequestPolicy({ allowedMethods });

const server = http.createServer(async (req, res) => {
  // Rate limits count by this; a value the client sent in the header is replaced.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req, trustedProxies);
  // Methods a path does not serve and bodies larger than any route takes never reach Next.
  const refused = await refusalOf(req);
  if (refused) return sendRefusal(res, refused);
  if (servePrecompressed(req, res)) return;
  // compression first, so it sits next to the socket; the CSP interceptor on top of it sees the
  // plain HTML Next writes, and what it does not compress itself goes through compression.
  compress(req, res, () => {
    try {
      interceptHtml(req, res, { log });
    } catch (error) {
      // Next's own headers still carry the default CSP: inline scripts blocked, never allowed.
      log({ level: 'error', event: 'csp.intercept_failed', url: req.url, error: String(error) });
    }
    Promise.resolve(handle(req, res)).catch((error) => {
      log({ level: 'error', event: 'server.request_failed', url: req.url, error: String(error) });
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.removeHeader('Content-Length');
      res.setHeader('Content-Security-Policy', contentSecurityPolicy([]));
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Internal Server Error');
    });
  });
});

server.on('error', (error) => {
  log({ level: 'error', event: 'server.listen_failed', hostname, port, error: String(error) });
  process.exit(1);
});

server.listen(port, hostname, () => {
  const address = server.address();
  console.info(`ready on http://${hostname}:${typeof address === 'object' && address ? address.port : port}`);
});

let shuttingDown = false;
/** Stop accepting, let requests in flight finish, then exit; a repeated signal changes nothing. */
function shutdown(/** @type {NodeJS.Signals} */ signal) {
  if (shuttingDown) return; // `npm start` forwards the terminal's Ctrl-C that we also got
  shuttingDown = true;
  log({ level: 'info', event: 'server.shutdown', signal });
  setTimeout(() => {
    log({ level: 'warn', event: 'server.shutdown_forced', afterMs: SHUTDOWN_GRACE_MS });
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  server.close(() => {
    Promise.resolve(app.close()).finally(() => process.exit(0));
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
