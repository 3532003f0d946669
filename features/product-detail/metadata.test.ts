import type { CropProtectionProduct, ProductWithAssets, SeedProduct } from '@/lib/catalogue/contract';
import { env } from '@/lib/env';
import { auroraSeed, cobaltoFungicide } from '@/tests/fixtures/catalogue';
import { productJsonLd, productPageMetadata } from './metadata';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const url = (path: string) => new URL(path, env.site.url).toString();

const seed: SeedProduct & ProductWithAssets = { ...auroraSeed(), assets: { logo: '/sandbox/catalogue/files/aurora-t0785/logo.svg', pdfs: [], labels: [] } };

const fungicide: CropProtectionProduct & ProductWithAssets = {
  ...cobaltoFungicide({
    description:
      'Cobalto 250 EC protege as folhas contra ferrugens, manchas e oídios em trigo, soja e canola. Sua formulação se espalha de maneira uniforme sobre a folha, de modo que a dose que chega ao alvo é a dose aplicada.',
  }),
  assets: null,
};

describe('productPageMetadata', () => {
  it('titles a seed page with its name and type, canonical and indexed, every locale an alternate with the same path', async () => {
    const path = '/d/aurora-t0785';
    expect(await productPageMetadata('en-US', seed)).toEqual({
      title: 'Aurora T0785 – Hybrid',
      description: seed.description,
      robots: { index: true, follow: true },
      alternates: {
        canonical: url(`/en-US${path}`),
        languages: { 'pt-BR': url(`/pt-BR${path}`), 'es-AR': url(`/es-AR${path}`), 'en-US': url(`/en-US${path}`), 'x-default': url(`/pt-BR${path}`) },
      },
      openGraph: {
        type: 'website',
        title: 'Aurora T0785 – Hybrid',
        description: seed.description,
        url: url(`/en-US${path}`),
        siteName: 'Terralis',
        locale: 'en_US',
        alternateLocale: ['pt_BR', 'es_AR'],
      },
      twitter: { card: 'summary', title: 'Aurora T0785 – Hybrid', description: seed.description },
    });
  });

  it('puts a crop protection product under /cpd and cuts its long description to about 160 characters', async () => {
    const metadata = await productPageMetadata('pt-BR', fungicide);
    expect(metadata.title).toBe('Cobalto 250 EC – Fungicida');
    expect(metadata.alternates?.canonical).toBe(url('/pt-BR/cpd/cobalto-250-ec'));
    expect(metadata.alternates?.languages).toMatchObject({ 'es-AR': url('/es-AR/cpd/cobalto-250-ec'), 'x-default': url('/pt-BR/cpd/cobalto-250-ec') });
    expect(metadata.description).toBe('Cobalto 250 EC protege as folhas contra ferrugens, manchas e oídios em trigo, soja e canola. Sua formulação se espalha de maneira uniforme sobre a folha, de…');
    expect(metadata.description!.length).toBeLessThanOrEqual(160);
    expect(metadata.openGraph).toMatchObject({ locale: 'pt_BR', alternateLocale: ['es_AR', 'en_US'] });
  });
});

describe('productJsonLd', () => {
  it("describes the product with absolute URLs: its page and its logo", () => {
    expect(productJsonLd('es-AR', seed)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora T0785',
      description: seed.description,
      brand: { '@type': 'Brand', name: 'Terralis' },
      category: 'Hybrid',
      image: url('/sandbox/catalogue/files/aurora-t0785/logo.svg'),
      url: url('/es-AR/d/aurora-t0785'),
      sku: 'aurora-t0785',
    });
  });

  it('has no image when the files could not be read', () => {
    expect(productJsonLd('pt-BR', fungicide)).toMatchObject({ image: undefined, url: url('/pt-BR/cpd/cobalto-250-ec'), category: 'Fungicida', sku: 'cobalto-250-ec' });
  });
});
