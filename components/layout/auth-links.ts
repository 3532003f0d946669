/** A link of the header's account menu, as the CMS chrome gives it. */
export interface AuthMenuLink {
  label: string;
  href: string;
  /** Opens in a new tab (a partner site). */
  external: boolean;
}

export const linkProps = (link: AuthMenuLink) => (link.external ? { href: link.href, target: '_blank', rel: 'noopener noreferrer' } : { href: link.href });
