import { articleSearchBody } from './article-search';

describe('articleSearchBody', () => {
  const base = { locale: 'pt-BR' as const, query: '', category: null, tags: [], pathPrefix: '/artigos/', page: 1 };

  it('asks for 9 from the page’s offset, without the empty fields', () => {
    expect(articleSearchBody(base).toString()).toBe('locale=pt-BR&size=9&start=0&pathPrefix=%2Fartigos%2F');
    expect(articleSearchBody({ ...base, page: 3 }).get('start')).toBe('18');
  });

  it('sends the words, the category and one tags field per tag', () => {
    const form = articleSearchBody({ ...base, query: 'ferrugem asiática', category: 'news', tags: ['terralis:culturas/soja', 'terralis:temas/doencas'] });
    expect(form.get('query')).toBe('ferrugem asiática');
    expect(form.get('category')).toBe('news');
    expect(form.getAll('tags')).toEqual(['terralis:culturas/soja', 'terralis:temas/doencas']);
  });
});
