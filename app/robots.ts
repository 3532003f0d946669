import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/sandbox/', '/*/reference/'] },
    sitemap: new URL('/sitemap.xml', env.site.url).toString(),
  };
}
