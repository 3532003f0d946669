// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { makeRegistry } from '@/tests/fixtures/cms';
import { checkContent } from './content-check';

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

  it('reports a locale without its navigation file', async () => {
    await rm(path.join(root, 'es-AR/_site.json'));
    const { problems } = await checkContent(root, schemas);
    expect(problems).toEqual([{ file: expect.stringContaining(path.join('es-AR', '_site.json')), node: '', reason: 'file is missing' }]);
  });
});
