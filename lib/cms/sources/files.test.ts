// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log } from '@/lib/log';
import { createFilesSource, listContentFiles, pagePathOfFile } from './files';
import { ContentSourceError } from './types';

let root: string;

async function put(relative: string, value: unknown) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
}

const page = (title: string, translationKey: string, extra: Record<string, unknown> = {}) => ({
  properties: { title, translationKey, ...extra },
  childNodes: [{ id: 'text', resourceType: 'rich-text', props: { html: `<p>${title}</p>` } }],
});

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-'));
  await put('pt-BR/index.json', page('Início', 'home'));
  await put('pt-BR/campanhas.json', page('Campanhas', 'campaign', { seoKeywords: 'soja, milho , ' }));
  await put('pt-BR/campanhas.draft.json', page('Campanhas (rascunho)', 'campaign'));
  await put('pt-BR/lancamento.draft.json', page('Lançamento', 'launch'));
  await put('pt-BR/artigos/ferrugem.json', page('Ferrugem', 'article', { dateModified: '2026-05-01' }));
  await put('pt-BR/_site.json', { brandName: 'Terralis', navigation: [], footer: { linkBlocks: [], social: [], disclaimer: 'Leia a bula.' } });
  await put('es-AR/index.json', page('Inicio', 'home'));
  await put('notes/readme.json', page('not a locale', 'x'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('files content source', () => {
  it('maps file names to page paths', () => {
    expect(pagePathOfFile('index.json')).toEqual({ path: '/', isDraft: false });
    expect(pagePathOfFile('artigos/ferrugem.json')).toEqual({ path: '/artigos/ferrugem', isDraft: false });
    expect(pagePathOfFile('campanhas.draft.json')).toEqual({ path: '/campanhas', isDraft: true });
    expect(pagePathOfFile('_site.json')).toBeNull();
    expect(pagePathOfFile('notes.txt')).toBeNull();
  });

  it('lists the page files of locale folders only', async () => {
    const files = await listContentFiles(root);
    expect(files.map((f) => `${f.locale}${f.path}${f.isDraft ? ' (draft)' : ''}`)).toEqual([
      'es-AR/',
      'pt-BR/artigos/ferrugem',
      'pt-BR/campanhas (draft)',
      'pt-BR/campanhas',
      'pt-BR/',
      'pt-BR/lancamento (draft)',
    ]);
  });

  it('reads a published page through the page model', async () => {
    const source = createFilesSource(root);
    const campaign = await source.getPage('pt-BR', '/campanhas', { draft: false });
    expect(campaign).toMatchObject({ locale: 'pt-BR', path: '/campanhas', isDraft: false, properties: { title: 'Campanhas', seoKeywords: ['soja', 'milho'], seoIndexing: 'index' } });
    expect(campaign?.childNodes[0]).toEqual({ id: 'text', resourceType: 'rich-text', props: { html: '<p>Campanhas</p>' }, childNodes: [] });
  });

  it('returns drafts only when asked, falling back to the published page', async () => {
    const source = createFilesSource(root);
    expect((await source.getPage('pt-BR', '/campanhas', { draft: true }))?.properties.title).toBe('Campanhas (rascunho)');
    expect(await source.getPage('pt-BR', '/lancamento', { draft: false })).toBeNull();
    expect(await source.getPage('pt-BR', '/lancamento', { draft: true })).toMatchObject({ isDraft: true });
    expect(await source.getPage('pt-BR', '/artigos/ferrugem', { draft: true })).toMatchObject({ isDraft: false });
  });

  it('answers null for missing pages and paths that could escape the folder', async () => {
    const source = createFilesSource(root);
    expect(await source.getPage('pt-BR', '/nada', { draft: false })).toBeNull();
    expect(await source.getPage('pt-BR', '/../../etc/passwd', { draft: false })).toBeNull();
    expect(await source.getPage('pt-BR', '/_site', { draft: false })).toBeNull();
  });

  it('lists published pages with what the sitemap needs', async () => {
    const pages = await createFilesSource(root).listPages('pt-BR');
    expect(pages).toEqual([
      { locale: 'pt-BR', path: '/artigos/ferrugem', translationKey: 'article', title: 'Ferrugem', seoIndexing: 'index', guarded: false, lastModified: '2026-05-01' },
      { locale: 'pt-BR', path: '/campanhas', translationKey: 'campaign', title: 'Campanhas', seoIndexing: 'index', guarded: false, lastModified: undefined },
      { locale: 'pt-BR', path: '/', translationKey: 'home', title: 'Início', seoIndexing: 'index', guarded: false, lastModified: undefined },
    ]);
  });

  it('throws a ContentSourceError naming the file for malformed content', async () => {
    await put('pt-BR/quebrada.json', '{ not json');
    await put('pt-BR/sem-titulo.json', { properties: { translationKey: 'x' } });
    const source = createFilesSource(root);
    await expect(source.getPage('pt-BR', '/quebrada', { draft: false })).rejects.toThrow(ContentSourceError);
    await expect(source.getPage('pt-BR', '/sem-titulo', { draft: false })).rejects.toThrow(/sem-titulo\.json does not match the page model/);
  });

  it('leaves a malformed page out of its locale\'s listing and logs it, listing the rest', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => {});
    await put('pt-BR/quebrada.json', '{ not json');
    const paths = (await createFilesSource(root).listPages('pt-BR')).map((page) => page.path);
    expect(paths.sort()).toEqual(['/', '/artigos/ferrugem', '/campanhas']);
    expect(warnings).toHaveBeenCalledWith('cms.page_not_listed', expect.objectContaining({ source: 'files', locale: 'pt-BR', path: '/quebrada', reason: expect.stringContaining('quebrada.json') }));
    warnings.mockRestore();
  });

  it('reads the site chrome and fails loudly when it is missing', async () => {
    const source = createFilesSource(root);
    expect((await source.getSiteChrome('pt-BR')).brandName).toBe('Terralis');
    await expect(source.getSiteChrome('en-US')).rejects.toThrow(/_site\.json is missing/);
  });
});
