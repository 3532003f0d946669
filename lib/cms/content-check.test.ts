// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { makeRegistry } from '@/tests/fixtures/cms';
import { block } from './blocks';
import { checkContent, checkSourceContent } from './content-check';
import type { CmsPage, PageSummary } from './model';
import type { ContentSource } from './sources/types';

const schemas = makeRegistry({
  'rich-text': z.object({ html: z.string().min(1) }),
  'section-heading': z.object({ heading: z.string().min(1) }),
});
const chrome = { brandName: 'Terralis', navigation: [], footer: { linkBlocks: [], social: [], disclaimer: 'Leia a bula.' } };
let root: string;

async function put(relative: string, value: unknown) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-check-'));
  for (const locale of ['pt-BR', 'es-AR', 'en-US']) await put(`${locale}/_site.json`, chrome);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('content check', () => {
  it('passes valid content', async () => {
    await put('pt-BR/index.json', {
      properties: { title: 'Início', translationKey: 'home' },
      childNodes: [{ id: 's', resourceType: 'section-heading', props: { heading: 'Soja' }, childNodes: [{ id: 't', resourceType: 'rich-text', props: { html: '<p>x</p>' } }] }],
    });
    expect(await checkContent(root, schemas)).toEqual({ pages: 1, problems: [] });
  });

  it('checks props with the schemas alone, never loading a component', async () => {
    await put('pt-BR/index.json', { properties: { title: 'Início', translationKey: 'home' }, childNodes: [{ id: 't', resourceType: 'rich-text', props: { html: '<p>x</p>' } }] });
    const load = vi.fn(async () => () => null);
    expect(await checkContent(root, { 'rich-text': { schema: z.object({ html: z.string() }), load } })).toEqual({ pages: 1, problems: [] });
    expect(load).not.toHaveBeenCalled();
  });

  it('reports file, node path and reason for every problem', async () => {
    await put('pt-BR/index.json', {
      properties: { title: 'Início', translationKey: 'home' },
      childNodes: [
        { id: 'section', resourceType: 'section-heading', props: { heading: 'Soja' }, childNodes: [{ id: 'text', resourceType: 'rich-text', props: { html: '' } }] },
        { id: 'carousel', resourceType: 'carousel', props: {} },
        { id: 'section', resourceType: 'rich-text', props: { html: '<p>dup</p>' } },
      ],
    });
    await put('pt-BR/sem-titulo.json', { properties: { translationKey: 'x' } });
    await put('pt-BR/quebrado.draft.json', '{');
    await put('pt-BR/outra-home.json', { properties: { title: 'Outra', translationKey: 'home' } });
    await put('en-US/_site.json', { brandName: '' });

    const { problems } = await checkContent(root, schemas);
    const summary = problems.map((p) => `${path.basename(p.file)} [${p.node}] ${p.reason.replace(/\n/g, ' ')}`);
    expect(summary).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^index\.json \[section > text\] .*at html/),
        'index.json [carousel] unknown resource type "carousel"',
        'index.json [section] duplicate node id "section"',
        expect.stringMatching(/^sem-titulo\.json \[\] .*at properties\.title/),
        expect.stringMatching(/^quebrado\.draft\.json \[\] not valid JSON/),
        expect.stringMatching(/^outra-home\.json \[\] translationKey "home" is also used by \//),
        expect.stringMatching(/^_site\.json \[\] /),
      ]),
    );
    expect(problems).toHaveLength(7);
  });

  it('refuses a block that needs access rules on a page without them, nested or not, and accepts it on a page with them', async () => {
    const registry = { ...schemas, 'role-gate': block(z.object({ allowedRoles: z.array(z.string()).min(1) }), async () => () => null, { needsAccessRules: true }) };
    const gate = (id: string) => ({ id, resourceType: 'role-gate', props: { allowedRoles: ['grower'] }, childNodes: [{ id: `${id}-text`, resourceType: 'rich-text', props: { html: '<p>Só produtores</p>' } }] });
    await put('pt-BR/campanhas.json', {
      properties: { title: 'Campanhas', translationKey: 'campaigns' },
      childNodes: [gate('gate'), { id: 'section', resourceType: 'section-heading', props: { heading: 'Soja' }, childNodes: [gate('inner')] }],
    });
    await put('pt-BR/area-logada.json', { properties: { title: 'Área logada', translationKey: 'members', access: { requireLogin: true } }, childNodes: [gate('gate')] });
    // AEM sends the access property as a JSON string: it counts the same.
    await put('es-AR/socios.json', { properties: { title: 'Socios', translationKey: 'members', access: '{"requireLogin":true}' }, childNodes: [gate('gate')] });

    const { problems } = await checkContent(root, registry);
    expect(problems.map((p) => `${path.basename(p.file)} [${p.node}]`)).toEqual(['campanhas.json [gate]', 'campanhas.json [section > inner]']);
    expect(problems[0]!.reason).toContain('"role-gate" decides what to show by who is signed in, and this page has no access rules');
  });

  it('reports a locale without its navigation file', async () => {
    await rm(path.join(root, 'es-AR/_site.json'));
    const { problems } = await checkContent(root, schemas);
    expect(problems).toEqual([{ file: expect.stringContaining(path.join('es-AR', '_site.json')), node: '', reason: 'file is missing' }]);
  });
});

describe('content check of a content source (CMS_SOURCE=aem)', () => {
  const summary = (path: string): PageSummary => ({ locale: 'pt-BR', path, translationKey: path, title: path, seoIndexing: 'index', guarded: false });
  const pageWith = (path: string, childNodes: unknown[]) => ({ locale: 'pt-BR', path, isDraft: false, properties: { title: path, translationKey: path }, childNodes }) as unknown as CmsPage;

  it('checks every listed page as the site reads it, the navigation of each locale, and what the listing left out', async () => {
    const source: ContentSource = {
      listPages: async (locale, listing) => {
        if (locale === 'es-AR') throw new Error('AEM answered 503 for /content/crop-science/es-ar.model.json');
        if (locale !== 'pt-BR') return [];
        listing?.onUnlisted?.({ locale, where: '/content/crop-science/pt-br/child_page_1', reason: 'not a page path' });
        return [summary('/'), summary('/campanhas'), summary('/sumiu'), summary('/quebrada')];
      },
      getPage: async (_locale, path) => {
        if (path === '/sumiu') return null;
        if (path === '/quebrada') throw new Error('AEM page /content/crop-science/pt-br/quebrada.model.json does not match the page model');
        return pageWith(path, path === '/' ? [{ id: 't', resourceType: 'rich-text', props: { html: '<p>x</p>' }, childNodes: [] }] : [{ id: 'x', resourceType: 'core/wcm/components/embed/v1/embed', props: {}, childNodes: [] }]);
      },
      getSiteChrome: async (locale) => (locale === 'en-US' ? Promise.reject(new Error('AEM has no site configuration')) : (chrome as never)),
    };
    const { pages, problems } = await checkSourceContent(source, schemas);
    expect(pages).toBe(4);
    expect(problems.map((problem) => `${problem.file} [${problem.node}]`)).toEqual([
      'pt-BR: /content/crop-science/pt-br/child_page_1 []',
      'pt-BR:/campanhas [x]',
      'pt-BR:/sumiu []',
      'pt-BR:/quebrada []',
      'es-AR: page listing []',
      'en-US: navigation and footer []',
    ]);
    expect(problems.find((problem) => problem.file === 'pt-BR:/quebrada')?.reason).toMatch(/does not match the page model/);
  });
});
