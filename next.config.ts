import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/headers.mjs';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
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
