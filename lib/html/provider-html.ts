import sanitizeHtml from 'sanitize-html';

/**
 * HTML that a third-party service lets its own users write (a form's consent text, a privacy
 * notice) reaches our pages only through here: text markup and https/mailto links survive;
 * scripts, styles, event handlers and every other URL scheme do not. Links leave the site in a new
 * tab without handing over `window.opener`.
 */
export function sanitizeProviderHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'a', 'ul', 'ol', 'li', 'span', 'small'],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      // Runs before the scheme check, so it checks the scheme itself: a refused link keeps no attributes.
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? '';
        return { tagName, attribs: /^(?:https:\/\/|mailto:)/i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer' } : {} };
      },
    },
  }).trim();
}

/** Provider text that may carry markup (Marketo wraps parts of its messages in spans) as plain text. */
export function providerPlainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
