import { makePage } from '@/tests/fixtures/cms';
import { buildPageMetadata, hreflangAlternates } from './seo';

const site = 'https://www.terralis.example';
const alternates = { 'pt-BR': '/campanhas', 'es-AR': '/campana', 'en-US': '/campaigns' };

describe('page metadata', () => {
  it('takes title, description, keywords and canonical from the page properties', () => {
    const page = makePage({ properties: { description: 'Condições especiais para a safra.', seoKeywords: ['soja', 'safra'] } });
    const metadata = buildPageMetadata(page, alternates, site, 'Terralis');
    expect(metadata.title).toBe('Campanha Safra 2026/27');
    expect(metadata.description).toBe('Condições especiais para a safra.');
    expect(metadata.keywords).toEqual(['soja', 'safra']);
    expect(metadata.alternates?.canonical).toBe('https://www.terralis.example/pt-BR/campanhas');
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('falls back to pageDescription when description is missing', () => {
    const page = makePage({ properties: { description: undefined, pageDescription: 'Ferramentas para o campo.' } });
    expect(buildPageMetadata(page, alternates, site, 'Terralis').description).toBe('Ferramentas para o campo.');
  });

  it('honours seoIndexing and never indexes drafts', () => {
    expect(buildPageMetadata(makePage({ properties: { seoIndexing: 'noindex' } }), alternates, site, 'T').robots).toEqual({ index: false, follow: true });
    expect(buildPageMetadata(makePage({ isDraft: true }), alternates, site, 'T').robots).toEqual({ index: false, follow: true });
  });

  it('lists every locale version plus x-default (the pt-BR version)', () => {
    expect(hreflangAlternates(makePage({ locale: 'es-AR', path: '/campana' }), alternates, site)).toEqual({
      'pt-BR': `${site}/pt-BR/campanhas`,
      'es-AR': `${site}/es-AR/campana`,
      'en-US': `${site}/en-US/campaigns`,
      'x-default': `${site}/pt-BR/campanhas`,
    });
  });

  it('points x-default at the page itself when there is no pt-BR version', () => {
    const languages = hreflangAlternates(makePage({ locale: 'en-US', path: '/tools' }), { 'en-US': '/tools' }, site);
    expect(languages).toEqual({ 'en-US': `${site}/en-US/tools`, 'x-default': `${site}/en-US/tools` });
  });

  it('builds Open Graph with locale, alternates, image and article dates', () => {
    const page = makePage({
      properties: {
        pageType: 'article',
        image: { src: '/images/soy.svg', alt: 'Soja', width: 1200, height: 800 },
        datePublished: '2026-03-02',
        author: 'Equipe Agronômica Terralis',
      },
    });
    const og = buildPageMetadata(page, alternates, site, 'Terralis').openGraph as Record<string, unknown>;
    expect(og).toMatchObject({
      type: 'article',
      locale: 'pt_BR',
      alternateLocale: ['es_AR', 'en_US'],
      siteName: 'Terralis',
      url: `${site}/pt-BR/campanhas`,
      publishedTime: '2026-03-02',
      authors: ['Equipe Agronômica Terralis'],
      images: [{ url: `${site}/images/soy.svg`, alt: 'Soja', width: 1200, height: 800 }],
    });
  });
});
