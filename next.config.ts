import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { deviceSizes } from './lib/images/device-sizes.mjs';
import { cmsAssetHeaders, securityHeaders } from './lib/security/headers.mjs';

const withNextIntl = createNextIntlPlugin('./blocks/i18n-request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The e2e server runs on a copy of the build (tests/e2e/support/start-server.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next would hash every HTML body it sends for its ETag, on every request (in JavaScript:
  // 0.23 ms for a 90 KB page, the largest per-request cost that grows with the page). server.mjs
  // gives each cached page version its ETag once and answers If-None-Match itself
  // (lib/security/html-csp-interceptor.mjs). Files in public/ keep Last-Modified.
  generateEtags: false,
  // server.mjs compresses: it must see plain HTML to hash its inline scripts for the CSP.
  compress: false,
  // Next's cache, minus renders of addresses with no page (lib/cache/cache-handler.mjs).
  cacheHandler: require.resolve('./lib/cache/cache-handler.mjs'),
  // Next's in-memory copies (rendered pages, Route Handler answers, images), 50 MB each at most:
  // Next's default, written down because it is one of the memory bounds README lists.
  cacheMaxMemorySize: 50 * 1024 * 1024,
  // Content files are read at run time (on-demand revalidation without a rebuild): ship them with the server.
  outputFileTracingIncludes: { '/*': ['./content/**/*'] },
  experimental: {
    // Every CMS page links the CSS modules of every block the route can render (Next links CSS
    // for all of a route's server imports, dynamic ones included). Turbopack's default emits a
    // stylesheet per block: 24 <link>s on each page, each in the flight data too (~5 KB of HTML).
    // The graph chunker with a high cost per request merges them: one stylesheet, the shell's,
    // while the modules fit its 100 KB cap (docs/architecture.md, 'One stylesheet per page').
    cssChunking: { type: 'graph', requestCost: 1_000_000 },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next's defaults; the AEM source picks renditions for the widest of them.
    deviceSizes: [...deviceSizes],
  },
  async headers() {
    // The later rule's header wins where both match.
    return [
      { source: '/:path*', headers: securityHeaders },
      // Files and image renditions from AEM (app/content/[...path]).
      { source: '/content/:path*', headers: cmsAssetHeaders },
    ];
  },
};

export default withNextIntl(nextConfig);
