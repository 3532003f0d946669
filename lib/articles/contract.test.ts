import { articleSearchFormInput, articleSearchFormSchema } from './contract';

const parse = (body: string) => articleSearchFormSchema.safeParse(articleSearchFormInput(new URLSearchParams(body)));

describe('the article search form', () => {
  it('takes a locale alone: every article, 9 from the start, no filters', () => {
    expect(parse('locale=pt-BR')).toEqual({ success: true, data: { query: null, size: 9, start: 0, locale: 'pt-BR', tags: [] } });
  });

  it('reads repeated tags as a list, the page, the category and the path prefix', () => {
    expect(parse('locale=es-AR&query=+trigo+&size=9&start=18&category=news&tags=a&tags=b&pathPrefix=%2Farticulos%2F').data).toEqual({
      query: 'trigo',
      size: 9,
      start: 18,
      locale: 'es-AR',
      category: 'news',
      tags: ['a', 'b'],
      pathPrefix: '/articulos/',
    });
  });

  it.each(['query=', 'query=matchall', 'query=%20%20'])('matches everything for %s', (field) => {
    expect(parse(`locale=en-US&${field}`).data?.query).toBeNull();
  });

  it('counts an empty field as absent', () => {
    expect(parse('locale=en-US&size=&start=&category=').data).toMatchObject({ size: 9, start: 0 });
  });

  it.each([
    'locale=xx-XX',
    'locale=pt-BR&size=51',
    'locale=pt-BR&size=1.5',
    'locale=pt-BR&start=1001',
    'locale=pt-BR&start=abc',
    'locale=pt-BR&category=video',
    'locale=pt-BR&pathPrefix=artigos',
    'locale=pt-BR&pathPrefix=%2F%2Fevil.example',
    `locale=pt-BR&query=${'a'.repeat(201)}`,
    `locale=pt-BR&${Array.from({ length: 51 }, (_, index) => `tags=t${index}`).join('&')}`,
  ])('refuses %s', (body) => {
    expect(parse(body).success).toBe(false);
  });
});
