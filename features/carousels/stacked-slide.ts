/**
 * Rotations keep every slide in the page, stacked in one grid cell and cross-faded: the active slide
 * alone is seen, read by screen readers and focusable; the others are hidden and inert, so their
 * links are out of the tab order.
 */
export function stackedSlideProps(active: boolean) {
  return {
    'aria-hidden': active ? undefined : true,
    inert: !active,
    tabIndex: active ? 0 : undefined,
  } as const;
}

/** The stacking and the cross-fade (none with reduced motion) of a slide given stackedSlideProps. */
export function stackedSlideSx(active: boolean) {
  return {
    gridArea: '1 / 1',
    minWidth: 0,
    visibility: active ? 'visible' : 'hidden',
    opacity: active ? 1 : 0,
    transition: 'opacity 400ms ease, visibility 400ms',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  } as const;
}
