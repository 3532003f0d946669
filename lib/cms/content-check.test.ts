// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { makeRegistry } from '@/tests/fixtures/cms';
import { block } from './blocks';
import { checkContent, checkSourceContent, linksInChrome, linksInProps, type LinkCheckOptions } from './content-check';
import { siteChromeSchema, type CmsPage, type PageSummary } from './model';
import type { PendingPage } from './pending-pages';
import type { ContentSource } from './sources/types';

const schemas = makeRegistry({
  'rich-text': z.object({ html: z.string().min(1) }),
  'section-heading': z.object({ heading: z.string().min(1) }),
});
const chrome = siteChromeSchema.parse({ brandName: 'Terralis', navigation: [], footer: { linkBlocks: [], social: [], disclaimer: 'Leia a bula.' } });
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
    expect(await checkContent(root, schemas)).toMatchObject({ pages: 1, problems: [] });
  });

  it('checks props with the schemas alone, never loading a component', async () => {
    await put('pt-BR/index.json', { properties: { title: 'Início', translationKey: 'home' }, childNodes: [{ id: 't', resourceType: 'rich-text', props: { html: '<p>x</p>' } }] });
    const load = vi.fn(async () => () => null);
    expect(await checkContent(root, { 'rich-text': { schema: z.object({ html: z.string() }), load } })).toMatchObject({ pages: 1, problems: [] });
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

describe('link extraction', () => {
  it('takes the link-like props of a block, nested in objects and lists, and the anchors of its HTML', () => {
    expect(
      linksInProps({
        heading: '/not a link: a heading',
        cta: { label: 'Ver', href: '/campanhas' },
        footerButtons: [{ label: 'A', href: '/a?utm=x#topo' }, { label: 'B', href: 'https://example.com/b' }],
        items: [{ buttonHref: '/produtos/aurora-pro', link: '/ferramentas', articleURL: '/artigos/x', imageURL: '/images/x.svg' }],
        faqLink: '#perguntas-frequentes',
        thankYouPath: '/obrigado',
        file: '/downloads/bula.pdf',
        image: { src: '/images/hero.svg', alt: '' },
        html: `<p>Veja <a href="/artigos/y">isto</a>, <a class='x' href='/contato'>aquilo</a>, <a href=/sem-aspas>e</a> <a href="mailto:a@b.example">escreva</a> <a href="//outro.example/z">z</a> <a href="https://x.example">x</a> <a href="tel:+551140000000">ligue</a>.</p>`,
      }),
    ).toEqual(['/campanhas', '/a?utm=x#topo', '/produtos/aurora-pro', '/ferramentas', '/artigos/x', '/images/x.svg', '/obrigado', '/downloads/bula.pdf', '/artigos/y', '/contato', '/sem-aspas']);
  });

  it('takes every link of the navigation, the footer, its logos and the account menu, leaving other sites out', () => {
    const chrome = siteChromeSchema.parse({
      brandName: 'Terralis',
      navigation: [
        { label: 'Início', href: '/' },
        { label: 'Produtos', href: '/produtos', children: [{ title: 'Proteção', links: [{ label: 'Aurora Pro', href: '/produtos/aurora-pro' }] }] },
      ],
      footer: {
        linkBlocks: [{ title: 'Terralis', links: [{ label: 'Contato', href: '/contato' }, { label: 'Blog', href: 'https://blog.example' }] }],
        logos: [{ image: { src: '/images/logo.svg', alt: 'Terralis', width: 168, height: 40 }, href: '/' }],
        social: [{ network: 'x', href: 'https://x.com/terralis' }],
        disclaimer: 'Leia a bula.',
      },
      authMenu: { preLogin: [{ label: 'Cadastro', href: 'https://parceiros.example/cadastro' }], postLogin: [{ label: 'Área logada', href: '/area-logada' }] },
    });
    expect(linksInChrome(chrome)).toEqual([
      { node: 'navigation > Início', href: '/' },
      { node: 'navigation > Produtos', href: '/produtos' },
      { node: 'navigation > Produtos > Proteção', href: '/produtos/aurora-pro' },
      { node: 'footer > Terralis', href: '/contato' },
      { node: 'footer > logos', href: '/' },
      { node: 'authMenu > postLogin', href: '/area-logada' },
    ]);
  });
});

describe('link check', () => {
  const linkSchemas = makeRegistry({
    'rich-text': z.object({ html: z.string().min(1) }),
    'section-heading': z.object({ heading: z.string().min(1) }),
    'link-list': z.object({ links: z.array(z.object({ label: z.string(), href: z.string() })), moreHref: z.string().default('/padrao') }),
  });
  const linkPage = (title: string, hrefs: string[], moreHref?: string) => ({
    properties: { title, translationKey: title },
    childNodes: [{ id: 'links', resourceType: 'link-list', props: { links: hrefs.map((href) => ({ label: href, href })), ...(moreHref ? { moreHref } : {}) } }],
  });
  const pending: PendingPage[] = [
    { locale: 'pt-BR', path: '/produtos/sementes', reason: 'issue 21: field tools (weather, planting advisor, ...)' },
    { locale: 'pt-BR', path: '/ferramentas/clima', reason: 'issue 21: field tools (weather, planting advisor, ...)' },
  ];
  let publicDir: string;
  beforeEach(async () => {
    publicDir = path.join(root, '_public');
    await put('_public/images/soja.svg', '<svg/>');
    await put('pt-BR/index.json', { properties: { title: 'Início', translationKey: 'home' } });
    await put('pt-BR/contato.json', { properties: { title: 'Contato', translationKey: 'contact' } });
    await put('en-US/contact.json', { properties: { title: 'Contact', translationKey: 'contact' } });
  });
  const check = (options: LinkCheckOptions = {}) => checkContent(root, linkSchemas, { publicDir, pending, ...options });
  const reasons = (problems: { file: string; node: string; reason: string }[]) => problems.map((p) => `${path.basename(p.file)} [${p.node}] ${p.reason}`);

  it('finds pages written with or without the locale prefix, routes outside the CMS and files in public/', async () => {
    await put(
      'pt-BR/artigos/ferrugem.json',
      linkPage('Ferrugem', [
        '/', '/pt-BR', '/pt-BR/', '/contato', '/pt-BR/contato', '/contato/', '/contato?origem=artigo#formulario', '/artigos/ferrugem',
        '/images/soja.svg', '/api/auth/login?returnTo=/pt-BR', '/sandbox/articles/pt-BR/search', '/content/dam/terralis/bula.pdf',
        '/login?redirectUrl=/pt-BR/area-logada', '/search?q=soja', '/cpd/aurora-pro', '/d/semente-tx-100', '/tools/local-yield-results/46201/rpt-1', '/tools/local-yield-results/rpt-1',
        '/cursos/cigarrinha-do-milho', '/pt-BR/cursos/cigarrinha-do-milho/2',
      ], '/contato'),
    );
    const { problems, links } = await check();
    expect(problems).toEqual([]);
    expect(links.checked).toBe(21);
    expect(links.pending.every((page) => page.links === 0)).toBe(true);
  });

  it('reports a missing page, a page of another locale, a file public/ lacks and a link a schema defaults to, where they are', async () => {
    await put('pt-BR/artigos/ferrugem.json', linkPage('Ferrugem', ['/fale-conosco', '/en-US/contact', '/images/milho.svg', '/pt-BR/api/x', '/cpd', '/cursos/cigarrinha-do-milho/2/notas']));
    const { problems } = await check();
    expect(reasons(problems)).toEqual([
      'ferrugem.json [links] links to "/fale-conosco", and pt-BR has no page /fale-conosco (nor a route or a file in public/ there)',
      'ferrugem.json [links] links to "/en-US/contact", a page of en-US: a link is served in its own locale (/pt-BR/en-US/contact), which has no such page',
      'ferrugem.json [links] links to "/images/milho.svg", and pt-BR has no page /images/milho.svg (nor a route or a file in public/ there)',
      'ferrugem.json [links] links to "/pt-BR/api/x", and pt-BR has no page /api/x (nor a route or a file in public/ there)',
      'ferrugem.json [links] links to "/cpd", and pt-BR has no page /cpd (nor a route or a file in public/ there)',
      'ferrugem.json [links] links to "/cursos/cigarrinha-do-milho/2/notas", and pt-BR has no page /cursos/cigarrinha-do-milho/2/notas (nor a route or a file in public/ there)',
      'ferrugem.json [links] links to "/padrao", and pt-BR has no page /padrao (nor a route or a file in public/ there)',
    ]);
    expect(problems[0]!.file).toBe(path.relative(process.cwd(), path.join(root, 'pt-BR/artigos/ferrugem.json')));
  });

  it('checks links inside nested nodes, in rich text, in every locale against its own pages', async () => {
    await put('en-US/index.json', {
      properties: { title: 'Home', translationKey: 'home' },
      childNodes: [{ id: 'section', resourceType: 'section-heading', props: { heading: 'More' }, childNodes: [{ id: 'text', resourceType: 'rich-text', props: { html: '<p><a href="/contact">Contact</a> or <a href="/contato">contato</a></p>' } }] }],
    });
    expect(reasons((await check()).problems)).toEqual(['index.json [section > text] links to "/contato", and en-US has no page /contato (nor a route or a file in public/ there)']);
  });

  it('counts links to pending pages apart, and reports a pending page that exists now', async () => {
    await put('pt-BR/artigos/ferrugem.json', linkPage('Ferrugem', ['/produtos/sementes', '/ferramentas/clima', '/pt-BR/ferramentas/clima?talhao=3'], '/contato'));
    const first = await check();
    expect(first.problems).toEqual([]);
    expect(first.links.pending.map((page) => [page.path, page.links])).toEqual([
      ['/produtos/sementes', 1],
      ['/ferramentas/clima', 2],
    ]);
    // The same path in another locale is not pending there.
    await put('en-US/index.json', linkPage('Home', ['/ferramentas/clima'], '/contact'));
    await put('pt-BR/produtos/sementes.json', { properties: { title: 'Sementes', translationKey: 'seeds' } });
    expect(reasons((await check()).problems)).toEqual([
      'index.json [links] links to "/ferramentas/clima", and en-US has no page /ferramentas/clima (nor a route or a file in public/ there)',
      'pending-pages.ts [pt-BR /produtos/sementes] the page exists now: take it off the pending list',
    ]);
  });

  it('lets a draft link to a draft, but not a published page, and checks the links of the navigation and of extra sources', async () => {
    await put('pt-BR/lancamento.draft.json', linkPage('Lançamento', ['/lancamento-regulamento'], '/contato'));
    await put('pt-BR/lancamento-regulamento.draft.json', { properties: { title: 'Regulamento', translationKey: 'rules' } });
    await put('pt-BR/campanhas.json', linkPage('Campanhas', ['/lancamento-regulamento'], '/contato'));
    await put('pt-BR/_site.json', { ...chrome, footer: { ...chrome.footer, linkBlocks: [{ title: 'Terralis', links: [{ label: 'Privacidade', href: '/privacidade' }] }] } });
    const extraLinks = [{ locale: 'pt-BR' as const, file: 'index-seed.ts', node: 'pt-br-art-001', href: '/artigos/sumiu' }];
    expect(reasons((await check({ extraLinks })).problems)).toEqual([
      'index-seed.ts [pt-br-art-001] links to "/artigos/sumiu", and pt-BR has no page /artigos/sumiu (nor a route or a file in public/ there)',
      'campanhas.json [links] links to "/lancamento-regulamento", and pt-BR has no page /lancamento-regulamento (nor a route or a file in public/ there)',
      '_site.json [footer > Terralis] links to "/privacidade", and pt-BR has no page /privacidade (nor a route or a file in public/ there)',
    ]);
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

  it('checks the links of the pages and the navigation against the listing of each locale', async () => {
    const source: ContentSource = {
      listPages: async (locale) => (locale === 'pt-BR' ? [summary('/'), summary('/contato')] : []),
      getPage: async (_locale, path) => pageWith(path, [{ id: 't', resourceType: 'rich-text', props: { html: '<p><a href="/contato">Contato</a> <a href="/sumiu">sumiu</a></p>' }, childNodes: [] }]),
      getSiteChrome: async () => ({ ...chrome, navigation: [{ label: 'Campanhas', href: '/campanhas' }] }),
    };
    const { problems } = await checkSourceContent(source, schemas, { publicDir: root, pending: [] });
    expect(problems.map((problem) => `${problem.file} [${problem.node}] ${problem.reason}`)).toEqual([
      'pt-BR:/ [t] links to "/sumiu", and pt-BR has no page /sumiu (nor a route or a file in public/ there)',
      'pt-BR:/contato [t] links to "/sumiu", and pt-BR has no page /sumiu (nor a route or a file in public/ there)',
      ...['pt-BR', 'es-AR', 'en-US'].map((locale) => `${locale}: navigation and footer [navigation > Campanhas] links to "/campanhas", and ${locale} has no page /campanhas (nor a route or a file in public/ there)`),
    ]);
  });
});
