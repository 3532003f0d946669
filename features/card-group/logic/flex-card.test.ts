import type { TagSearchResult } from '@/lib/upstreams/article-search/client';
import { authoredFlexCard, formatArticleDate, toFlexCard } from './flex-card';

const result: TagSearchResult = {
  title: 'Adubação nitrogenada no milho safrinha',
  article_headline: 'Nitrogênio no milho safrinha: dose, fonte e momento',
  description: 'Dose, fonte e momento da cobertura.',
  new_article: '1',
  featured_article: '1',
  path: '/artigos/adubacao-nitrogenada-no-milho-safrinha',
  article_date: '2026-03-12T12:00:00.000Z',
  article_image: '/images/card-group-soil-sampling.svg',
};

describe('toFlexCard', () => {
  it('maps every field of the spec', () => {
    expect(toFlexCard(result, 'pt-BR')).toEqual({
      articleHeadline: 'Nitrogênio no milho safrinha: dose, fonte e momento',
      description: 'Dose, fonte e momento da cobertura.',
      newArticle: true,
      featuredArticle: true,
      articleURL: '/artigos/adubacao-nitrogenada-no-milho-safrinha',
      articleDate: '2026-03-12',
      formattedArticleDate: '12 de março de 2026',
      imageURL: '/images/card-group-soil-sampling.svg',
    });
  });

  it("is new or featured only for '1'", () => {
    for (const flag of ['0', '', 'true', '01', ' 1', undefined]) {
      expect(toFlexCard({ ...result, new_article: flag, featured_article: flag }, 'pt-BR')).toMatchObject({ newArticle: false, featuredArticle: false });
    }
    expect(toFlexCard({ ...result, new_article: '1', featured_article: '0' }, 'pt-BR')).toMatchObject({ newArticle: true, featuredArticle: false });
  });

  it('falls back to the title when the headline is missing or blank', () => {
    for (const article_headline of [undefined, '', '   ']) {
      expect(toFlexCard({ ...result, article_headline }, 'pt-BR')?.articleHeadline).toBe('Adubação nitrogenada no milho safrinha');
    }
  });

  it('is no card without a headline or a title', () => {
    expect(toFlexCard({ ...result, article_headline: '', title: ' ' }, 'pt-BR')).toBeNull();
  });

  it('leaves out missing optional fields', () => {
    const card = toFlexCard({ title: 'Brusone do trigo', path: '/artigos/brusone', description: '  ', article_image: '', article_date: '' }, 'pt-BR');
    expect(card).toEqual({ articleHeadline: 'Brusone do trigo', newArticle: false, featuredArticle: false, articleURL: '/artigos/brusone' });
  });

  it('formats the date for each locale', () => {
    expect(toFlexCard(result, 'es-AR')?.formattedArticleDate).toBe('12 de marzo de 2026');
    expect(toFlexCard(result, 'en-US')?.formattedArticleDate).toBe('March 12, 2026');
  });

  it('leaves out links and images it must not render', () => {
    const card = toFlexCard({ ...result, path: 'javascript:alert(1)', article_image: 'https://dam.example/x.jpg' }, 'pt-BR');
    expect(card).not.toHaveProperty('articleURL');
    expect(card).not.toHaveProperty('imageURL');
    expect(toFlexCard({ ...result, path: '//evil.example/x', article_image: '//evil.example/x.svg' }, 'pt-BR')).not.toHaveProperty('articleURL');
    expect(toFlexCard({ ...result, path: 'https://www.terralis.example/artigos/x' }, 'pt-BR')?.articleURL).toBe('https://www.terralis.example/artigos/x');
  });
});

describe('formatArticleDate', () => {
  it('keeps the calendar day the index wrote, whatever the time zone of the timestamp', () => {
    expect(formatArticleDate('2026-03-12T23:30:00-03:00', 'pt-BR')).toEqual({ articleDate: '2026-03-12', formattedArticleDate: '12 de março de 2026' });
    expect(formatArticleDate('2026-03-12T00:10:00+09:00', 'en-US')).toEqual({ articleDate: '2026-03-12', formattedArticleDate: 'March 12, 2026' });
    expect(formatArticleDate('2026-03-12', 'es-AR')).toEqual({ articleDate: '2026-03-12', formattedArticleDate: '12 de marzo de 2026' });
  });

  it('answers nothing for a date that is missing, empty, not ISO or not a day', () => {
    for (const value of [undefined, '', '12/03/2026', 'March 12, 2026', '2026-02-30', '2026-13-01', '2026-03-12x']) expect(formatArticleDate(value, 'pt-BR')).toEqual({});
  });
});

describe('authoredFlexCard', () => {
  it('formats the authored date like a loaded one and keeps the rest', () => {
    const card = authoredFlexCard(
      { articleHeadline: 'Guia de fungicidas', newArticle: false, featuredArticle: true, articleURL: '/produtos/aurora-pro', articleDate: '2026-09-01' },
      'pt-BR',
    );
    expect(card).toEqual({
      articleHeadline: 'Guia de fungicidas',
      newArticle: false,
      featuredArticle: true,
      articleURL: '/produtos/aurora-pro',
      articleDate: '2026-09-01',
      formattedArticleDate: '1 de setembro de 2026',
    });
    expect(authoredFlexCard({ articleHeadline: 'Sem data', newArticle: false, featuredArticle: false }, 'en-US')).toEqual({ articleHeadline: 'Sem data', newArticle: false, featuredArticle: false });
  });
});
