import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // Page paths differ per locale (/campanhas, /campana): hreflang alternates come from the CMS, not from next-intl.
  alternateLinks: false,
  // No Set-Cookie on page responses: CDNs skip caching them. `/` negotiates from Accept-Language alone.
  localeCookie: false,
});
