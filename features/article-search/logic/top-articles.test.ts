import type { ArticleCard } from '@/lib/articles/contract';
import { padTopArticles } from './top-articles';

const card = (id: string): ArticleCard => ({ id, title: id, articleUrl: `/artigos/${id}`, description: '', imageUrl: '', category: 'article', date: '2026-01-01T12:00:00.000Z' });
const cards = (...ids: string[]) => ids.map(card);
const ids = (list: ArticleCard[]) => list.map((item) => item.id);

describe('padTopArticles', () => {
  it('takes the 4 most viewed of those matching', () => {
    expect(ids(padTopArticles(cards('a', 'b', 'c', 'd', 'e'), cards('x', 'y')))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('pads from the most viewed overall, each article once', () => {
    expect(ids(padTopArticles(cards('b'), cards('a', 'b', 'c', 'd', 'e')))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('takes the most viewed overall when none match, and fewer when there are fewer', () => {
    expect(ids(padTopArticles([], cards('a', 'b', 'c', 'd', 'e')))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(padTopArticles([], cards('a', 'b')))).toEqual(['a', 'b']);
  });
});
