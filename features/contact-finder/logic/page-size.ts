/**
 * Contacts per page (spec §9: 9 desktop, 8 tablet, 6 mobile) on the theme's breakpoints: desktop
 * from lg (1200 px), tablet from sm (600 px, where the cards go two across), mobile below.
 */
export const PAGE_SIZE_BREAKPOINTS = { desktop: 1200, tablet: 600 } as const;
export const PAGE_SIZES = { desktop: 9, tablet: 8, mobile: 6 } as const;

export function pageSizeFor(viewportWidth: number): number {
  if (viewportWidth >= PAGE_SIZE_BREAKPOINTS.desktop) return PAGE_SIZES.desktop;
  if (viewportWidth >= PAGE_SIZE_BREAKPOINTS.tablet) return PAGE_SIZES.tablet;
  return PAGE_SIZES.mobile;
}
