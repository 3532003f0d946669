import { carouselSchema } from './schema';

const item = {
  heading: 'Aurora Pro na safra de verão',
  image: { src: '/images/carousel-soy-rows.svg', alt: 'Fileiras de soja', width: 1200, height: 750 },
};

describe('carouselSchema', () => {
  it('defaults autoplay to 3000 ms and links to the same tab', () => {
    const props = carouselSchema.parse({ items: [item] });
    expect(props.autoplayMs).toBe(3000);
    expect(props.items[0]!.isExternalLink).toBe(false);
  });

  it('accepts the empty strings the CMS sends for unset fields, reading them as absent', () => {
    const props = carouselSchema.parse({ label: '', items: [{ ...item, overline: '', text: ' ', buttonHref: '', buttonLabel: '' }] });
    expect(props.label).toBeUndefined();
    expect(props.items[0]!).toMatchObject({ overline: undefined, text: undefined, buttonHref: undefined, buttonLabel: undefined });
  });

  it('refuses an unsafe link, a missing heading or image, and an empty carousel', () => {
    expect(carouselSchema.safeParse({ items: [{ ...item, buttonHref: 'javascript:alert(1)', buttonLabel: 'x' }] }).success).toBe(false);
    expect(carouselSchema.safeParse({ items: [{ ...item, heading: ' ' }] }).success).toBe(false);
    expect(carouselSchema.safeParse({ items: [{ heading: 'x' }] }).success).toBe(false);
    expect(carouselSchema.safeParse({ items: [] }).success).toBe(false);
  });

  it("takes the spec's flat item (image a path, imageAlt its alt text) as the nested one, with or without a size", () => {
    const flat = carouselSchema.parse({ items: [{ heading: item.heading, image: '/images/carousel-soy-rows.svg', imageAlt: 'Fileiras de soja' }] });
    expect(flat.items[0]!.image).toEqual({ src: '/images/carousel-soy-rows.svg', alt: 'Fileiras de soja' });
    const unsized = carouselSchema.parse({ items: [{ heading: item.heading, image: { src: '/images/carousel-soy-rows.svg', alt: 'Fileiras de soja' } }] });
    expect(unsized.items).toEqual(flat.items);
  });

  it('still explains a real error in a flat item: where, and why', () => {
    const result = carouselSchema.safeParse({ items: [{ heading: item.heading, image: 'https://cdn.example/soy.jpg', imageAlt: 'Soja' }] });
    expect(result.error?.issues[0]).toMatchObject({ path: ['items', 0, 'image', 'src'], message: 'must be a path on this site, e.g. /images/soy-field.svg' });
    expect(carouselSchema.safeParse({ items: [{ heading: item.heading, image: '', imageAlt: 'Soja' }] }).error?.issues[0]?.path).toEqual(['items', 0, 'image']);
  });

  it('keeps a safe link trimmed', () => {
    const props = carouselSchema.parse({ items: [{ ...item, buttonHref: ' /campanhas ', buttonLabel: 'Ver campanhas' }] });
    expect(props.items[0]!.buttonHref).toBe('/campanhas');
  });

  it('refuses an autoplay interval that is not a sane number of milliseconds', () => {
    expect(carouselSchema.safeParse({ items: [item], autoplayMs: 10 }).success).toBe(false);
    expect(carouselSchema.safeParse({ items: [item], autoplayMs: 2500.5 }).success).toBe(false);
  });
});
