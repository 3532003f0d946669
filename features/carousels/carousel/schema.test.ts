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

  it('keeps a safe link trimmed', () => {
    const props = carouselSchema.parse({ items: [{ ...item, buttonHref: ' /campanhas ', buttonLabel: 'Ver campanhas' }] });
    expect(props.items[0]!.buttonHref).toBe('/campanhas');
  });

  it('refuses an autoplay interval that is not a sane number of milliseconds', () => {
    expect(carouselSchema.safeParse({ items: [item], autoplayMs: 10 }).success).toBe(false);
    expect(carouselSchema.safeParse({ items: [item], autoplayMs: 2500.5 }).success).toBe(false);
  });
});
