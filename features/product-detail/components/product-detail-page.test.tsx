import { isValidElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { SiteShell } from '@/components/layout/site-shell';
import { JsonLd } from '@/components/seo/json-ld';
import type { ProductWithAssets } from '@/lib/catalogue/contract';
import { env } from '@/lib/env';
import { siteChrome } from '@/tests/fixtures/cms';
import { ProductDetail } from './product-detail';
import { ProductDetailPage } from './product-detail-page';

vi.mock('@/lib/cms/pages', () => ({ getSiteChrome: async () => siteChrome }));

const kairos: ProductWithAssets = {
  group: 'biological',
  seoSlug: 'kairos',
  name: 'Kairós',
  brand: 'Terralis Bio',
  typeLabel: 'Biological nematicide',
  description: 'Kairós parasitizes nematode eggs and protects the root system in soybeans, sugarcane and coffee.',
  crops: ['SOY', 'SUGARCANE', 'COFFEE'],
  isBio: true,
  activeIngredients: ['Pochonia chlamydosporia'],
  assets: { logo: '/sandbox/catalogue/files/kairos/logo.svg', pdfs: [], labels: [{ title: 'Product label', url: '/sandbox/catalogue/files/kairos/label-en-US.pdf' }] },
};

/** The page's element and what it puts in the shell (the shell's header and footer are server components of their own, tested with it). */
async function page() {
  const shell = (await ProductDetailPage({ locale: 'en-US', product: kairos })) as ReactElement<{ children: unknown } & Record<string, unknown>>;
  const children = [shell.props.children].flat().filter(isValidElement) as ReactElement<Record<string, unknown>>[];
  return { shell, children };
}

describe('ProductDetailPage', () => {
  it('puts the product in the site shell, at the same path in every locale (the language switcher keeps the product)', async () => {
    const { shell, children } = await page();
    expect(shell.type).toBe(SiteShell);
    expect(shell.props).toMatchObject({
      locale: 'en-US',
      chrome: siteChrome,
      currentPath: '/en-US/cpd/kairos',
      alternates: { 'pt-BR': '/cpd/kairos', 'es-AR': '/cpd/kairos', 'en-US': '/cpd/kairos' },
    });
    expect(children.map((child) => child.type)).toEqual([JsonLd, ProductDetail]);
    expect(children[1]!.props).toEqual({ locale: 'en-US', product: kairos, areaHref: '/en-US/biological' });
  });

  it("carries its schema.org Product as a data block, which the CSP has no script to allow", async () => {
    const { children } = await page();
    const { container } = render(children[0]!);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Kairós',
        description: kairos.description,
        brand: { '@type': 'Brand', name: 'Terralis Bio' },
        category: 'Biological nematicide',
        image: new URL('/sandbox/catalogue/files/kairos/logo.svg', env.site.url).toString(),
        url: new URL('/en-US/cpd/kairos', env.site.url).toString(),
        sku: 'kairos',
      },
    ]);
  });
});
