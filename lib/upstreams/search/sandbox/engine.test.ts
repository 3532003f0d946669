import type { Locale } from '@/lib/i18n/locales';
import type { SearchDocument } from '../feed';
import { createLocaleIndexes, createSearchEngine, foldTerm } from './engine';

const doc = (id: string, fields: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  type: 'article',
  navigationPath: `/pt-BR/${id}`,
  title: '',
  keywords: '',
  description: '',
  text: '',
  ...fields,
});

const documents: SearchDocument[] = [
  doc('ferrugem', {
    title: 'Ferrugem-asiática na soja: guia de manejo',
    keywords: 'ferrugem-asiática soja fungicidas',
    description: 'Como monitorar e controlar a ferrugem-asiática.',
    text: 'O vazio sanitário reduz o inóculo. Fungicidas com modos de ação diferentes.',
  }),
  doc('protecao', { title: 'Proteção de cultivos', description: 'Fungicidas e inseticidas para a sua lavoura.' }),
  doc('ascii', { title: 'Guia de protecao integrada', text: 'Escrito sem acentos.' }),
  doc('aurora', { type: 'product', navigationPath: '/pt-BR/cpd/aurora-pro', title: 'Aurora Pro', keywords: 'Terralis Fungicida soja milho trigo', description: 'Fungicida com dois modos de ação.' }),
  doc('calculadora', { title: 'Calculadora de recompensas', text: 'Simule seus pontos.' }),
];

const ids = (answer: { results: { id: string }[] }) => answer.results.map((result) => result.id);
const all = { size: 50, from: 0 };

describe('the search engine', () => {
  const engine = createSearchEngine(documents);

  it('answers hits with their type, path, id and title', () => {
    expect(engine.search({ q: 'aurora', ...all })).toEqual({
      results: [{ type: 'product', navigationPath: '/pt-BR/cpd/aurora-pro', id: 'aurora', title: 'Aurora Pro' }],
      total: 1,
    });
  });

  it('finds words by their beginning, as a visitor types', () => {
    expect(ids(engine.search({ q: 'calc', ...all }))).toEqual(['calculadora']);
    expect(ids(engine.search({ q: 'recomp', ...all }))).toEqual(['calculadora']);
  });

  it('forgives a typo in a word of four letters or more, not in a shorter one', () => {
    expect(ids(engine.search({ q: 'ferugem', ...all }))).toContain('ferrugem');
    expect(ids(engine.search({ q: 'calculdora', ...all }))).toEqual(['calculadora']);
    expect(ids(engine.search({ q: 'soha', ...all })).sort()).toEqual(['aurora', 'ferrugem']);
    // 'pro' is a word here; 'pra', one letter off, is not forgiven.
    expect(ids(engine.search({ q: 'pro', ...all }))).toContain('aurora');
    expect(engine.search({ q: 'pra', ...all }).total).toBe(0);
  });

  it('folds accents and case both ways', () => {
    expect(ids(engine.search({ q: 'protecao', ...all }))).toEqual(expect.arrayContaining(['protecao', 'ascii']));
    expect(ids(engine.search({ q: 'PROTEÇÃO', ...all }))).toEqual(expect.arrayContaining(['protecao', 'ascii']));
    expect(ids(engine.search({ q: 'asiatica', ...all }))).toEqual(['ferrugem']);
    expect(foldTerm('PROTEÇÃO')).toBe('protecao');
  });

  it('needs every word of the query, but not the words that say nothing', () => {
    expect(ids(engine.search({ q: 'fungicida soja', ...all })).sort()).toEqual(['aurora', 'ferrugem']);
    expect(ids(engine.search({ q: 'fungicida trigo', ...all }))).toEqual(['aurora']);
    expect(ids(engine.search({ q: 'manejo da ferrugem', ...all }))).toEqual(['ferrugem']);
    expect(engine.search({ q: 'de da', ...all }).total).toBe(0);
  });

  it('narrows to one type', () => {
    expect(ids(engine.search({ q: 'fungicida', type: 'product', ...all }))).toEqual(['aurora']);
    expect(ids(engine.search({ q: 'fungicida', type: 'article', ...all }))).not.toContain('aurora');
  });

  it('ranks a match in the title over one in the body', () => {
    const ranked = createSearchEngine([
      doc('body', { title: 'Guia da safra', text: 'Tudo sobre milho: milho safrinha, milho verão e milho irrigado.' }),
      doc('title', { title: 'Milho', text: 'Um guia da cultura.' }),
      doc('summary', { title: 'Guia do plantio', description: 'Plantio de milho.' }),
    ]);
    expect(ids(ranked.search({ q: 'milho', ...all }))).toEqual(['title', 'summary', 'body']);
  });

  it('pages with from and size, and counts every match', () => {
    const many = createSearchEngine(Array.from({ length: 12 }, (_, index) => doc(`soja-${index}`, { title: `Soja ${index}` })));
    const first = many.search({ q: 'soja', size: 5, from: 0 });
    const second = many.search({ q: 'soja', size: 5, from: 5 });
    const last = many.search({ q: 'soja', size: 5, from: 10 });
    expect([first.total, second.total, last.total]).toEqual([12, 12, 12]);
    expect([first.results.length, second.results.length, last.results.length]).toEqual([5, 5, 2]);
    expect(new Set([...ids(first), ...ids(second), ...ids(last)]).size).toBe(12);
    expect(many.search({ q: 'soja', size: 5, from: 20 })).toEqual({ results: [], total: 12 });
  });

  it('indexes the first of two documents with one id, rather than fail', () => {
    const twice = createSearchEngine([doc('same', { title: 'Primeiro' }), doc('same', { title: 'Segundo' })]);
    expect(twice.search({ q: 'primeiro', ...all }).total).toBe(1);
    expect(twice.search({ q: 'segundo', ...all }).total).toBe(0);
  });
});

describe('the locale indexes', () => {
  function setup() {
    const content: Record<Locale, SearchDocument[]> = { 'pt-BR': [doc('milho', { title: 'Milho' })], 'es-AR': [doc('maiz', { title: 'Maíz' })], 'en-US': [] };
    const state = { generation: 'g1', now: 0, builds: [] as Locale[] };
    const indexes = createLocaleIndexes(
      {
        documents: async (locale) => {
          state.builds.push(locale);
          return [...content[locale]];
        },
        generation: async () => state.generation,
      },
      { maxAgeMs: 1_000, now: () => state.now },
    );
    return { content, state, indexes };
  }

  it('builds each locale once, on its first search', async () => {
    const { state, indexes } = setup();
    expect(state.builds).toEqual([]);
    expect((await indexes.search('pt-BR', { q: 'milho', ...all })).total).toBe(1);
    expect((await indexes.search('pt-BR', { q: 'milho', ...all })).total).toBe(1);
    expect((await indexes.search('es-AR', { q: 'maiz', ...all })).total).toBe(1);
    expect((await indexes.search('es-AR', { q: 'milho', ...all })).total).toBe(0);
    expect(state.builds).toEqual(['pt-BR', 'es-AR']);
  });

  it('shares one build among the searches that arrive during it', async () => {
    const { state, indexes } = setup();
    await Promise.all([indexes.search('pt-BR', { q: 'milho', ...all }), indexes.search('pt-BR', { q: 'soja', ...all })]);
    expect(state.builds).toEqual(['pt-BR']);
  });

  it('picks up a new document once the content has a new generation (a publish)', async () => {
    const { content, state, indexes } = setup();
    expect((await indexes.search('pt-BR', { q: 'trigo', ...all })).total).toBe(0);
    content['pt-BR'].push(doc('trigo', { title: 'Trigo' }));
    expect((await indexes.search('pt-BR', { q: 'trigo', ...all })).total).toBe(0);
    state.generation = 'g2';
    expect(ids(await indexes.search('pt-BR', { q: 'trigo', ...all }))).toEqual(['trigo']);
    expect(state.builds).toEqual(['pt-BR', 'pt-BR']);
  });

  it('builds again once the index is older than its maximum age (products may have changed)', async () => {
    const { content, state, indexes } = setup();
    await indexes.search('pt-BR', { q: 'milho', ...all });
    content['pt-BR'].push(doc('aurora', { type: 'product', title: 'Aurora Pro' }));
    state.now = 999;
    expect((await indexes.search('pt-BR', { q: 'aurora', ...all })).total).toBe(0);
    state.now = 1_000;
    expect((await indexes.search('pt-BR', { q: 'aurora', ...all })).total).toBe(1);
  });

  it('tries again on the next search when a build fails', async () => {
    let fail = true;
    const indexes = createLocaleIndexes({
      documents: async () => {
        if (fail) throw new Error('CMS down');
        return [doc('milho', { title: 'Milho' })];
      },
      generation: async () => 'g1',
    });
    await expect(indexes.search('pt-BR', { q: 'milho', ...all })).rejects.toThrow('CMS down');
    fail = false;
    expect((await indexes.search('pt-BR', { q: 'milho', ...all })).total).toBe(1);
  });
});
