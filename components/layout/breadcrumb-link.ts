export interface BreadcrumbLink {
  label: string;
  /** The URL path ('/pt-BR/artigos'). */
  href: string;
}

/** A breadcrumb link's look: the trail's and the popover's. */
export const linkSx = {
  color: 'primary.main',
  borderRadius: 0.5,
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
