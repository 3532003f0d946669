import { hrefSchema, imageSchema } from './block-fields';

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
  it('needs a site path and intrinsic size', () => {
    expect(imageSchema.safeParse({ src: '/images/a.svg', alt: '', width: 10, height: 10 }).success).toBe(true);
    expect(imageSchema.safeParse({ src: 'https://cdn.example/a.jpg', alt: '', width: 10, height: 10 }).success).toBe(false);
    expect(imageSchema.safeParse({ src: '/images/a.svg', alt: '' }).success).toBe(false);
  });
});
