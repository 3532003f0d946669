import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/headers.mjs';

const withNextIntl = createNextIntlPlugin('./blocks/i18n-request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // The e2e server runs on a copy of the build (tests/e2e/support/start-server.mjs).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // server.mjs compresses: it must see plain HTML to hash its inline scripts for the CSP.
  compress: false,
  // Content files are read at run time (on-demand revalidation without a rebuild): ship them with the server.
  outputFileTracingIncludes: { '/*': ['./content/**/*'] },
  images: {
    formats: ['image/avif', 'image/webp'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
