import { makePage } from '@/tests/fixtures/cms';
import { breadcrumbTrail } from './breadcrumbs';
import { productStructuredData, serializeJsonLd, structuredData } from './structured-data';

const base = { siteUrl: 'https://www.terralis.example', siteName: 'Terralis', socialProfiles: ['https://www.facebook.com/terralis'] };

describe('structured data', () => {
  it('describes the Organization on the home page only', () => {
    const home = makePage({ path: '/', properties: { pageType: 'home' } });
    const data = structuredData({ ...base, page: home, trail: [] });
    expect(data).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Terralis', url: 'https://www.terralis.example/pt-BR', sameAs: base.socialProfiles })]);
  });

  it('adds a BreadcrumbList and an Article for articles', () => {
    const page = makePage({ path: '/artigos/ferrugem', properties: { pageType: 'article', title: 'Ferrugem asiática', datePublished: '2026-02-10', author: 'Equipe' } });
    const trail = breadcrumbTrail(page, [], 'Início');
    const [breadcrumbs, article] = structuredData({ ...base, page, trail });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Início', item: 'https://www.terralis.example/pt-BR' },
        { position: 2, name: 'Ferrugem asiática', item: 'https://www.terralis.example/pt-BR/artigos/ferrugem' },
      ],
    });
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Ferrugem asiática', datePublished: '2026-02-10', dateModified: '2026-02-10', inLanguage: 'pt-BR' });
  });

  it('adds a Product for product pages that name one', () => {
    const page = makePage({ path: '/produtos/aurora-pro', properties: { pageType: 'product', product: { name: 'Aurora Pro', brand: 'Terralis', category: 'Fungicida' } } });
    const data = structuredData({ ...base, page, trail: [] });
    expect(data.find((item) => item['@type'] === 'Product')).toMatchObject({ name: 'Aurora Pro', brand: { '@type': 'Brand', name: 'Terralis' }, category: 'Fungicida' });
  });

  it('describes a catalogue product: brand as a Brand, its type as the category, its slug as the sku', () => {
    const data = productStructuredData({
      name: 'Aurora T0785',
      brand: 'Terralis',
      category: 'Hybrid',
      description: 'Aurora T0785 is an early corn hybrid.',
      image: 'https://www.terralis.example/sandbox/catalogue/files/aurora-t0785/logo.svg',
      url: 'https://www.terralis.example/en-US/d/aurora-t0785',
      sku: 'aurora-t0785',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora T0785',
      description: 'Aurora T0785 is an early corn hybrid.',
      brand: { '@type': 'Brand', name: 'Terralis' },
      category: 'Hybrid',
      image: 'https://www.terralis.example/sandbox/catalogue/files/aurora-t0785/logo.svg',
      url: 'https://www.terralis.example/en-US/d/aurora-t0785',
      sku: 'aurora-t0785',
    });
  });

  it('leaves out what a product does not have (no logo, no sku) when serialized', () => {
    const data = productStructuredData({ name: 'Aurora Pro', brand: 'Terralis', url: 'https://www.terralis.example/pt-BR/produtos/aurora-pro' });
    expect(JSON.parse(serializeJsonLd(data))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora Pro',
      brand: { '@type': 'Brand', name: 'Terralis' },
      url: 'https://www.terralis.example/pt-BR/produtos/aurora-pro',
    });
  });

  it('escapes < so editor text can never close the script tag', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('breadcrumb trail', () => {
  const pages = [
    { locale: 'pt-BR' as const, path: '/ferramentas', translationKey: 'tools', title: 'Ferramentas', seoIndexing: 'index' as const, guarded: false },
  ];

  it('links ancestors that are pages and skips folders that are not', () => {
    const page = makePage({ path: '/ferramentas/clima/previsao', properties: { title: 'Previsão do tempo', navTitle: 'Previsão' } });
    expect(breadcrumbTrail(page, pages, 'Início')).toEqual([
      { label: 'Início', path: '/' },
      { label: 'Ferramentas', path: '/ferramentas' },
      { label: 'Previsão', path: '/ferramentas/clima/previsao' },
    ]);
  });

  it('is only home on the home page', () => {
    expect(breadcrumbTrail(makePage({ path: '/' }), pages, 'Início')).toEqual([{ label: 'Início', path: '/' }]);
  });
});
