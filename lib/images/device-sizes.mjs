// @ts-check
// Plain ESM JavaScript (typed by its JSDoc) because next.config.ts imports it.

/**
 * The widths next/image makes of an image for screens (next.config `images.deviceSizes`): Next's
 * defaults, written down here so that code choosing a CMS's renditions knows them too. A block
 * drawn at `100vw`, or wide on a 2x screen, asks for up to the largest.
 * @type {readonly number[]}
 */
export const deviceSizes = Object.freeze([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);

/** The widest file next/image ever makes of an image: wider than that, a CMS's picture is wasted. */
export const widestImage = Math.max(...deviceSizes);
