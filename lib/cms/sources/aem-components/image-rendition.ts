import { widestImage } from '@/lib/images/device-sizes.mjs';

/** Where the Adaptive Image Servlet's URL template takes a width: `image.coreimg{.width}.jpeg` -> `image.coreimg.1280.jpeg`. */
const WIDTH_VARIABLE = '{.width}';

/**
 * The src of the one rendition next/image should resize a Core Image from, or undefined to keep
 * the component's `src` (no template, a template without `{.width}`, or no allowed widths).
 *
 * An image whose policy allows widths sends `srcUriTemplate` and `widths`; its `src` is the
 * original, which may be a 6000 px camera file that the optimizer would fetch whole for each width
 * it makes. AEM renders only the allowed widths, so the src becomes the narrowest allowed one at
 * least as wide as the widest file next/image makes (`widest`, its largest device size), else the
 * widest allowed: the optimizer then only ever scales it down. One rendition rather than one per
 * next/image width: the optimizer fetches the src it is given whatever width it makes, and only a
 * custom loader could change that per width, which turns Next's optimizer off.
 */
export function renditionSrc(srcUriTemplate: unknown, widths: unknown, widest: number = widestImage): string | undefined {
  if (typeof srcUriTemplate !== 'string' || !/^\/(?![/\\])/.test(srcUriTemplate) || !srcUriTemplate.includes(WIDTH_VARIABLE)) return undefined;
  const allowed = (Array.isArray(widths) ? widths : [])
    .filter((width): width is number => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
  const width = allowed.find((candidate) => candidate >= widest) ?? allowed.at(-1);
  return width === undefined ? undefined : srcUriTemplate.replace(WIDTH_VARIABLE, `.${width}`);
}
