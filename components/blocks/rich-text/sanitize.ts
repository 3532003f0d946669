import sanitizeHtml from 'sanitize-html';
import { isExternalHref, resolveCmsHref } from '@/components/cms/cms-href';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Editor HTML reduced to the text elements a rich-text block needs. Scripts, styles, event
 * handlers and unsafe URL schemes never survive; internal links get the locale prefix and
 * external links open in a new tab without handing over `window.opener`.
 */
export function sanitizeRichText(html: string, locale: Locale): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? '';
        const resolved: sanitizeHtml.Attributes = isExternalHref(href)
          ? { href, target: '_blank', rel: 'noopener noreferrer' }
          : href
            ? { href: resolveCmsHref(locale, href) }
            : {};
        return { tagName, attribs: resolved };
      },
    },
  });
}
