import { createFlagStore } from '@/lib/browser/stored-flag';

/** Which campaign banners the visitor closed in this browser session, one key per banner. */
export const dismissedBanners = createFlagStore({ storage: 'sessionStorage', storedValue: '1', changeEvent: 'info-banner-dismissal' });

/**
 * The storage key of one banner: its CMS node id when the renderer hands it over; otherwise the
 * page and the banner's text, so the same banner stays closed and a new message shows again.
 */
export function dismissalKey(banner: { nodeId?: string; locale: string; path: string; text: string }): string {
  return `info-banner.dismissed.${banner.nodeId ?? `${banner.locale}${banner.path}#${fnv1a(banner.text)}`}`;
}

/** A short, stable fingerprint of a text (FNV-1a, 32 bit, base 36). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to where the reader goes on from a banner that is closing: the first focusable
 * element after it that can take focus (hidden ones refuse it), else the main landmark.
 */
export function focusAfter(banner: HTMLElement): void {
  const following = [...banner.ownerDocument.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !banner.contains(element) && banner.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  for (const element of following) {
    element.focus();
    if (banner.ownerDocument.activeElement === element) return;
  }
  banner.ownerDocument.querySelector<HTMLElement>('main')?.focus();
}
