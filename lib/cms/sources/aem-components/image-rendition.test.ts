import { deviceSizes } from '@/lib/images/device-sizes.mjs';
import { renditionSrc } from './image-rendition';

const TEMPLATE = '/content/site/pt-br/_jcr_content/root/image.coreimg{.width}.jpeg/1778000000000/soja.jpeg';
const at = (width: number) => `/content/site/pt-br/_jcr_content/root/image.coreimg.${width}.jpeg/1778000000000/soja.jpeg`;

describe('renditionSrc', () => {
  it('is the narrowest allowed width at least as wide as the widest file next/image makes', () => {
    expect(renditionSrc(TEMPLATE, [640, 1280, 2000, 2560], 1920)).toBe(at(2000));
    expect(renditionSrc(TEMPLATE, [640, 1920, 2560], 1920)).toBe(at(1920));
  });

  it('reads the allowed widths in any order', () => {
    expect(renditionSrc(TEMPLATE, [2560, 640, 2000, 1280], 1920)).toBe(at(2000));
  });

  it('is the widest allowed when every allowed width is narrower (AEM renders no other width)', () => {
    expect(renditionSrc(TEMPLATE, [1280, 320, 640], 1920)).toBe(at(1280));
  });

  it("aims at next/image's largest device size by default", () => {
    expect(Math.max(...deviceSizes)).toBe(3840);
    expect(renditionSrc(TEMPLATE, [1920, 4000, 6000, 3840])).toBe(at(3840));
    expect(renditionSrc(TEMPLATE, [480, 960, 1600])).toBe(at(1600));
  });

  it("keeps the component's src (undefined) when the policy allows no width", () => {
    expect(renditionSrc(TEMPLATE, [])).toBeUndefined();
    expect(renditionSrc(TEMPLATE, undefined)).toBeUndefined();
    expect(renditionSrc(TEMPLATE, [0, -640, 12.5, '1280', null])).toBeUndefined();
  });

  it("keeps the component's src without a template, or with one that has no width to fill in", () => {
    expect(renditionSrc(undefined, [640])).toBeUndefined();
    expect(renditionSrc('', [640])).toBeUndefined();
    expect(renditionSrc('/content/site/pt-br/_jcr_content/root/image.coreimg.jpeg/1778000000000/soja.jpeg', [640])).toBeUndefined();
    // Dynamic Media's template is on another host: not a path this site serves.
    expect(renditionSrc('https://s7.example.com/is/image/acme/soja?wid={.width}', [640])).toBeUndefined();
    expect(renditionSrc('//s7.example.com/soja{.width}.jpeg', [640])).toBeUndefined();
  });
});
