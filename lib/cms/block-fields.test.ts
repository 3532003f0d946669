import { z } from 'zod';
import { hrefSchema, imageAspectRatio, imageSchema, sizedImageSchema, withFlatImages } from './block-fields';

describe('href field', () => {
  it.each(['/campanhas', '/', '#form', 'https://www.terralis.example/x?y=1', 'mailto:a@b.co', 'tel:+55 11 4000-0000'])('accepts %s', (href) => {
    expect(hrefSchema.safeParse(href).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'http://insecure.example', 'ftp://x', '', 'campanhas'])(
    'refuses %s',
    (href) => {
      expect(hrefSchema.safeParse(href).success).toBe(false);
    },
  );
});

describe('image field', () => {
  it('needs a path on this site', () => {
    expect(imageSchema.safeParse({ src: '/images/a.svg', alt: '', width: 10, height: 10 }).success).toBe(true);
    expect(imageSchema.safeParse({ src: 'https://cdn.example/a.jpg', alt: '' }).error?.issues[0]).toMatchObject({ path: ['src'], message: 'must be a path on this site, e.g. /images/soy-field.svg' });
    expect(imageSchema.safeParse({ src: '//cdn.example/a.jpg' }).success).toBe(false);
    expect(imageSchema.safeParse({ alt: 'Soja' }).success).toBe(false);
  });

  it('takes the size a CMS sends, as numbers or digits, and none at all', () => {
    expect(imageSchema.parse({ src: '/images/a.svg', alt: 'Soja', width: 1600, height: 640 })).toEqual({ src: '/images/a.svg', alt: 'Soja', width: 1600, height: 640 });
    expect(imageSchema.parse({ src: '/images/a.svg', alt: 'Soja', width: '1600', height: ' 640 ' })).toEqual({ src: '/images/a.svg', alt: 'Soja', width: 1600, height: 640 });
    expect(imageSchema.parse({ src: '/images/a.svg', alt: 'Soja' })).toEqual({ src: '/images/a.svg', alt: 'Soja' });
    expect(imageSchema.parse({ src: '/images/a.svg', alt: 'Soja', width: null, height: '' })).toEqual({ src: '/images/a.svg', alt: 'Soja' });
  });

  it('still refuses a size that is not one', () => {
    for (const width of [0, -10, 12.5, 'wide', '12px']) {
      expect(imageSchema.safeParse({ src: '/images/a.svg', alt: '', width, height: 10 }).error?.issues[0]?.path).toEqual(['width']);
    }
  });

  it('reads a missing or null alt text as decoration', () => {
    expect(imageSchema.parse({ src: '/images/a.svg' }).alt).toBe('');
    expect(imageSchema.parse({ src: '/images/a.svg', alt: null }).alt).toBe('');
  });

  it('has a sized form for layouts that line images up by their proportions', () => {
    expect(sizedImageSchema.parse({ src: '/images/logo.svg', alt: 'Terralis', width: '168', height: 40 })).toEqual({ src: '/images/logo.svg', alt: 'Terralis', width: 168, height: 40 });
    expect(sizedImageSchema.safeParse({ src: '/images/logo.svg', alt: 'Terralis' }).success).toBe(false);
  });
});

describe('imageAspectRatio', () => {
  it("is the image's own with both sizes, the block's fallback otherwise", () => {
    expect(imageAspectRatio({ width: 1600, height: 640 }, '16 / 9')).toBe('1600 / 640');
    expect(imageAspectRatio({}, '16 / 9')).toBe('16 / 9');
    expect(imageAspectRatio({ width: 1600 }, '16 / 9')).toBe('16 / 9');
  });
});

describe('withFlatImages', () => {
  const item = withFlatImages(z.object({ heading: z.string(), image: imageSchema }));
  const banner = withFlatImages(z.object({ imageDesktop: imageSchema, logo: imageSchema.optional() }), ['imageDesktop', 'logo']);

  it("takes the spec's flat image + imageAlt, and the nested object, to the same value", () => {
    const flat = item.parse({ heading: 'Soja', image: '/images/soy.svg', imageAlt: 'Lavoura de soja' });
    const nested = item.parse({ heading: 'Soja', image: { src: '/images/soy.svg', alt: 'Lavoura de soja' } });
    expect(flat).toEqual({ heading: 'Soja', image: { src: '/images/soy.svg', alt: 'Lavoura de soja' } });
    expect(nested).toEqual(flat);
  });

  it('takes a path without alt text as decoration, and fills a nested image without alt from imageAlt', () => {
    expect(item.parse({ heading: 'Soja', image: '/images/soy.svg' }).image).toEqual({ src: '/images/soy.svg', alt: '' });
    expect(item.parse({ heading: 'Soja', image: { src: '/images/soy.svg', width: 10, height: 5 }, imageAlt: 'Soja' }).image).toEqual({ src: '/images/soy.svg', alt: 'Soja', width: 10, height: 5 });
    expect(item.parse({ heading: 'Soja', image: { src: '/images/soy.svg', alt: 'Própria' }, imageAlt: 'Outra' }).image.alt).toBe('Própria');
  });

  it('folds every field it is told, by the same rule', () => {
    expect(banner.parse({ imageDesktop: '/images/a.svg', imageDesktopAlt: 'A', logo: '/images/l.svg', logoAlt: 'L' })).toEqual({
      imageDesktop: { src: '/images/a.svg', alt: 'A' },
      logo: { src: '/images/l.svg', alt: 'L' },
    });
  });

  it("reads an unset image ('' or null) as no image: fine where it is optional, a real error where it is needed", () => {
    expect(banner.parse({ imageDesktop: '/images/a.svg', logo: '' })).toEqual({ imageDesktop: { src: '/images/a.svg', alt: '' } });
    expect(banner.parse({ imageDesktop: '/images/a.svg', logo: null })).toEqual({ imageDesktop: { src: '/images/a.svg', alt: '' } });
    expect(item.safeParse({ heading: 'Soja', image: '', imageAlt: 'Soja' }).error?.issues[0]?.path).toEqual(['image']);
  });

  it('still explains a bad path, wherever the image came from', () => {
    const issue = item.safeParse({ heading: 'Soja', image: 'https://cdn.example/soy.jpg', imageAlt: 'Soja' }).error?.issues[0];
    expect(issue).toMatchObject({ path: ['image', 'src'], message: 'must be a path on this site, e.g. /images/soy-field.svg' });
  });
});
