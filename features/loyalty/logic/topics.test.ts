import type { ContentItem, ContentsForYou } from '@/lib/loyalty/contract';
import { chosenInterests, hasAnyInterest, NO_INTERESTS, topicOverline, topicsToShow, withInterest } from './topics';

const item = (id: number, tags: string[] = ['mercado']): ContentItem => ({
  id: String(id),
  title: `Artigo ${id}`,
  summary: 'Resumo',
  image: 'data:image/svg+xml;base64,',
  link: `/pt-BR/blog/${id}`,
  date: '2026-03-10T13:30:00.000Z',
  tags,
});
const chosen = { cultures: ['soja'], regions: [], editorials: [] };

describe('topicOverline', () => {
  it.each([
    [['mercado', 'soja'], 'mercado'],
    [['clima', 'centro-oeste'], 'clima'],
    [['tecnologia'], 'tecnologia'],
    [['soja'], 'soja'],
    [['milho', 'manejo'], 'milho'],
    [['sustentabilidade'], 'sustentabilidade'],
    // The first tag the map knows, wherever it sits.
    [['centro-oeste', 'clima'], 'clima'],
    [[' Mercado '], 'mercado'],
    // Tags the map does not know, or none: 'BLOG DO AGRO'.
    [['curiosidades'], 'fallback'],
    [['manejo', 'centro-oeste'], 'fallback'],
    [[], 'fallback'],
  ] as const)('%j -> %s', (tags, overline) => {
    expect(topicOverline(tags)).toBe(overline);
  });
});

describe('topicsToShow', () => {
  const data = (contents: ContentItem[], interests: ContentsForYou['interests']): ContentsForYou => ({ contents, interests });

  it('shows at most 4 items, in the programme’s order', () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => item(id));
    expect(topicsToShow(data(six, chosen))?.map((topic) => topic.id)).toEqual(['1', '2', '3', '4']);
    expect(topicsToShow(data(six.slice(0, 2), chosen))).toHaveLength(2);
  });

  it('shows nothing without data, without items, or while the interests are a list (empty or legacy)', () => {
    expect(topicsToShow(undefined)).toBeNull();
    expect(topicsToShow(data([], chosen))).toBeNull();
    expect(topicsToShow(data([item(1)], []))).toBeNull();
    expect(topicsToShow(data([item(1)], ['soja']))).toBeNull();
  });

  it('shows items for a saved map, even one with nothing chosen in it', () => {
    expect(topicsToShow(data([item(1)], NO_INTERESTS))).toHaveLength(1);
  });
});

describe('interests choice', () => {
  it('starts from the saved map, or from nothing for a list', () => {
    expect(chosenInterests(chosen)).toEqual(chosen);
    expect(chosenInterests(['soja'])).toEqual(NO_INTERESTS);
  });

  it('needs at least one theme in any group', () => {
    expect(hasAnyInterest(NO_INTERESTS)).toBe(false);
    expect(hasAnyInterest({ ...NO_INTERESTS, editorials: ['clima'] })).toBe(true);
    expect(hasAnyInterest(chosen)).toBe(true);
  });

  it('ticks and unticks one theme of one group, once', () => {
    const ticked = withInterest(chosen, 'regions', 'sul', true);
    expect(ticked).toEqual({ cultures: ['soja'], regions: ['sul'], editorials: [] });
    expect(withInterest(ticked, 'regions', 'sul', true)).toEqual(ticked);
    expect(withInterest(ticked, 'cultures', 'soja', false)).toEqual({ cultures: [], regions: ['sul'], editorials: [] });
    expect(chosen.cultures).toEqual(['soja']);
  });
});
