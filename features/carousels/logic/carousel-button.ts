import { cmsLinkProps, resolveCmsHref } from '@/components/cms/cms-href';
import type { Locale } from '@/lib/i18n/locales';

export interface CarouselButtonFields {
  buttonHref?: string;
  buttonLabel?: string;
  isExternalLink?: boolean;
}

export interface CarouselButtonLink {
  label: string;
  href: string;
  target?: string;
  rel?: string;
}

/**
 * An item's button, or null: it shows only when both its href and its label are non-empty (spec).
 * An https URL opens in a new tab; so does any link the editor marked external.
 */
export function carouselButton({ buttonHref, buttonLabel, isExternalLink }: CarouselButtonFields, locale: Locale): CarouselButtonLink | null {
  const href = buttonHref?.trim();
  const label = buttonLabel?.trim();
  if (!href || !label) return null;
  if (isExternalLink) return { label, href: resolveCmsHref(locale, href), target: '_blank', rel: 'noopener noreferrer' };
  return { label, ...cmsLinkProps(locale, href) };
}
