// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import { log } from '@/lib/log';
import { contentAsset } from '@/lib/upstreams/aem/assets';
import { server } from '@/tests/setup/msw-server';
import { createAemSource, type AemSourceOptions } from './aem';
import { ContentSourceError, type UnlistedPage } from './types';

const PUBLISH = 'https://aem.example.test';
const AUTHOR = 'https://author.aem.example.test';
const FIXTURES = path.resolve(process.cwd(), 'tests/fixtures/aem');

type Json = Record<string, unknown>;

/** The fixture at an AEM repository path ('/content/crop-science/pt-br/campanhas.model.json'). */
async function fixture(repositoryPath: string): Promise<Json | null> {
  try {
    return JSON.parse(await readFile(path.join(FIXTURES, repositoryPath), 'utf8')) as Json;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every request the fake AEM instances received, as 'host path'. */
let requests: string[];

/** An AEM instance serving the fixtures (or `pages`, which win), 404 for anything else. */
function aem(base: string, pages: Record<string, unknown> = {}, { fixtures = true } = {}) {
  return http.get(`${base}/content/*`, async ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.host} ${url.pathname}${url.search}`);
    const body = url.pathname in pages ? pages[url.pathname] : fixtures ? await fixture(url.pathname) : null;
    return body === null || body === undefined ? new HttpResponse(null, { status: 404 }) : HttpResponse.json(body);
  });
}

const source = (options: Partial<AemSourceOptions> = {}) =>
  createAemSource({ baseUrl: PUBLISH, site: 'crop-science', timeoutMs: 1000, ...options });

const CAMPAIGN = '/content/crop-science/pt-br/campanhas.model.json';
const ARTICLE = '/content/crop-science/pt-br/artigos/manejo-da-ferrugem-asiatica.model.json';
const HOME = '/content/crop-science/pt-br.model.json';
const SITE_CONFIG = '/content/crop-science/pt-br/site-config.model.json';

async function rejection(promise: Promise<unknown>): Promise<ContentSourceError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ContentSourceError);
  return error as ContentSourceError;
}

beforeEach(() => {
  requests = [];
});

describe('aem content source: page normalisation', () => {
  it('turns an AEM page model into our page tree', async () => {
    server.use(aem(PUBLISH));
    const page = await source().getPage('pt-BR', '/campanhas', { draft: false });

    expect(requests).toEqual([`aem.example.test ${CAMPAIGN}`]);
    expect(page).toMatchObject({ locale: 'pt-BR', path: '/campanhas', isDraft: false });
    expect(page?.properties).toEqual({
      title: 'Campanha Safra 2026/27',
      description: 'Condições especiais em sementes de soja e fungicidas para a safra 2026/27, com pagamento para depois da colheita.',
      pageDescription: 'Campanha comercial da safra de verão 2026/27: descontos progressivos, prazo safra e assistência técnica no campo.',
      seoKeywords: ['soja', 'milho', 'safra 2026/27', 'condições especiais', 'prazo safra'],
      seoIndexing: 'index',
      translationKey: 'campaign',
      pageType: 'campaign',
      navTitle: 'Campanhas',
      image: {
        src: '/content/dam/crop-science/campanhas/lavoura-de-soja-ao-amanhecer.jpg',
        alt: 'Lavoura de soja em estágio vegetativo ao amanhecer',
        width: 1200,
        height: 630,
      },
      datePublished: '2026-04-02',
      dateModified: '2026-05-14',
      // Not sent by AEM: collected from the tree, containers excluded, in order of first use.
      componentsResourceTypes: ['hero-banner', 'rich-text', 'section-heading'],
    });

    // The root responsivegrid and both containers are gone; blocks follow `:itemsOrder`, not key order.
    expect(page?.childNodes).toEqual([
      {
        id: 'hero_banner',
        resourceType: 'hero-banner',
        props: {
          title: 'Campanha Safra 2026/27',
          overline: 'Condições especiais',
          subtitle: 'Sementes de soja e fungicidas com até 12% de desconto e pagamento só depois da colheita.',
          image: {
            src: '/content/dam/crop-science/campanhas/hero-soja-safra.jpg',
            alt: 'Produtor avaliando vagens de soja na lavoura',
            width: 1600,
            height: 900,
          },
          cta: { label: 'Ver condições', href: '/campanhas' },
          secondaryCta: { label: 'Encontrar uma revenda', href: 'https://revendas.example.com/busca?cultura=soja' },
        },
        childNodes: [],
      },
      {
        id: 'rich_text',
        resourceType: 'rich-text',
        props: {
          html: '<p>A campanha vale para pedidos feitos <strong>até 31 de agosto de 2026</strong> em revendas participantes de todo o Brasil.</p>',
        },
        childNodes: [],
      },
      {
        // Same AEM name as the block above, one container deeper: its item path keeps it unique.
        id: 'root/container/container/rich_text',
        resourceType: 'rich-text',
        props: {
          html: "<p>Condições sujeitas à análise de crédito. Consulte o <a href='/campanhas/regulamento'>regulamento</a>.</p>",
        },
        childNodes: [],
      },
      {
        // No `:itemsOrder` on that container: key order.
        id: 'rich_text_copy',
        resourceType: 'rich-text',
        props: { html: '<p><small>Imagens meramente ilustrativas.</small></p>' },
        childNodes: [],
      },
      {
        id: 'section_heading',
        resourceType: 'section-heading',
        props: {
          heading: 'Como participar da campanha',
          overline: 'Passo a passo',
          text: 'Três etapas simples para garantir as condições da safra 2026/27.',
          level: 2,
          align: 'center',
          footerButtons: [
            { label: 'Falar com um consultor', href: '/contato#consultores' },
            { label: 'Regulamento (PDF)', href: '/content/dam/crop-science/campanhas/regulamento-safra-2026-27.pdf' },
          ],
        },
        childNodes: [
          {
            id: 'passo_1',
            resourceType: 'rich-text',
            props: {
              html: '<h3>1. Cadastre sua propriedade</h3><p>Informe a área plantada e o CAR da propriedade no <a href="/portal-do-produtor">Portal do Produtor</a>.</p>',
            },
            childNodes: [],
          },
          {
            id: 'passo_2',
            resourceType: 'rich-text',
            props: {
              html: '<h3>2. Escolha o pacote</h3><p>Combine sementes de soja e fungicidas e some pontos para descontos progressivos.</p>',
            },
            childNodes: [],
          },
          {
            id: 'passo_3',
            resourceType: 'rich-text',
            props: { html: '<h3>3. Retire na revenda</h3><p>As sementes ficam reservadas por 30 dias na revenda escolhida.</p>' },
            childNodes: [],
          },
        ],
      },
    ]);
  });

  it('falls back to the page path for translationKey, keeps dates as dates and ignores unset fields', async () => {
    server.use(aem(PUBLISH));
    const page = await source().getPage('pt-BR', '/artigos/manejo-da-ferrugem-asiatica', { draft: false });

    expect(requests).toEqual([`aem.example.test ${ARTICLE}`]);
    expect(page?.properties).toMatchObject({
      translationKey: '/artigos/manejo-da-ferrugem-asiatica',
      pageType: 'article',
      author: 'Equipe Agronômica Terralis',
      seoKeywords: ['ferrugem-asiática', 'soja', 'fungicidas', 'vazio sanitário'],
      seoIndexing: 'index',
      datePublished: '2026-02-18',
      dateModified: '2026-03-05',
      componentsResourceTypes: ['hero-banner', 'rich-text'],
    });
    // navTitle is '' in AEM: absent, not a schema failure.
    expect(page?.properties).not.toHaveProperty('navTitle');
    expect(page?.childNodes.map((node) => node.id)).toEqual(['hero_banner', 'text']);
    expect(page?.childNodes[0]?.props.cta).toEqual({ label: 'Conheça a campanha da safra', href: '/campanhas' });
    expect(page?.childNodes[1]?.props.html).toContain('<a href="/">recomendações da Terralis</a>');
  });

  it('reads the home page from the language root, with "home" as its translationKey', async () => {
    server.use(aem(PUBLISH));
    const page = await source({ baseUrl: `${PUBLISH}/` }).getPage('pt-BR', '/', { draft: false });

    expect(requests).toEqual([`aem.example.test ${HOME}`]);
    expect(page).toMatchObject({ path: '/', isDraft: false, properties: { title: 'Terralis Brasil | Soluções para o campo', translationKey: 'home', pageType: 'home' } });
    const [hero, section] = page?.childNodes ?? [];
    expect(hero?.props.cta).toEqual({ label: 'Campanha Safra 2026/27', href: '/campanhas' });
    expect(section).toMatchObject({
      id: 'section_heading',
      resourceType: 'section-heading',
      props: { footerButtons: [{ label: 'Ler sobre ferrugem-asiática', href: '/artigos/manejo-da-ferrugem-asiatica' }] },
      childNodes: [{ id: 'text', resourceType: 'rich-text' }],
    });
  });

  it('rewrites only links to pages of its own language root, deep inside props', async () => {
    const links = [
      '/content/crop-science/pt-br/campanhas/',
      '/content/crop-science/pt-br.html?utm_source=newsletter',
      '/content/crop-science/pt-br/artigos/manejo-da-ferrugem-asiatica.html#sintomas',
      '/content/crop-science/es-ar/campanas.html',
      '/content/other-site/pt-br/campanhas.html',
      '/content/crop-science/pt-brasil.html',
      '/content/dam/crop-science/pt-br/bula.pdf',
      'https://www.example.com/content/crop-science/pt-br/campanhas.html',
    ];
    server.use(
      aem(PUBLISH, {
        [CAMPAIGN]: {
          title: 'Links',
          ':items': { links: { ':type': 'crop-science/components/content/link-list', groups: [{ items: links.map((href) => ({ href })) }], count: 8, visible: true } },
        },
      }),
    );
    const page = await source().getPage('pt-BR', '/campanhas', { draft: false });

    expect(page?.childNodes[0]?.props).toEqual({
      groups: [
        {
          items: [
            { href: '/campanhas' },
            { href: '/?utm_source=newsletter' },
            { href: '/artigos/manejo-da-ferrugem-asiatica#sintomas' },
            { href: '/content/crop-science/es-ar/campanas.html' },
            { href: '/content/other-site/pt-br/campanhas.html' },
            { href: '/content/crop-science/pt-brasil.html' },
            { href: '/content/dam/crop-science/pt-br/bula.pdf' },
            { href: 'https://www.example.com/content/crop-science/pt-br/campanhas.html' },
          ],
        },
      ],
      count: 8,
      visible: true,
    });
  });

  it('normalises a componentsResourceTypes list sent by AEM to our resource types', async () => {
    const campaign = (await fixture(CAMPAIGN)) as Json;
    campaign.componentsResourceTypes = [
      'crop-science/components/structure/page',
      'wcm/foundation/components/responsivegrid',
      'crop-science/components/content/hero-banner',
      'crop-science/components/content/container',
      'crop-science/components/content/hero-banner',
    ];
    server.use(aem(PUBLISH, { [CAMPAIGN]: campaign }));
    const page = await source().getPage('pt-BR', '/campanhas', { draft: false });
    expect(page?.properties.componentsResourceTypes).toEqual(['page', 'hero-banner']);
  });
});

describe('aem content source: failures', () => {
  it('returns null when AEM has no such page', async () => {
    server.use(aem(PUBLISH));
    await expect(source().getPage('pt-BR', '/nao-existe', { draft: false })).resolves.toBeNull();
    expect(requests).toEqual(['aem.example.test /content/crop-science/pt-br/nao-existe.model.json']);
  });

  it('throws a ContentSourceError for any other status, naming the repository path only', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => new HttpResponse('Service Unavailable', { status: 503 })));
    const error = await rejection(source().getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.message).toBe(`AEM answered 503 for ${CAMPAIGN}`);
    expect(error.details).toEqual({ path: CAMPAIGN, status: 503, instance: 'publish' });
  });

  it('never quotes credentials of the base URL in its errors', async () => {
    // fetch refuses URLs with credentials, and its own message quotes the URL.
    const aemSource = createAemSource({ baseUrl: 'https://reader:s3cret@aem.example.test', site: 'crop-science', timeoutMs: 1000 });
    const error = await rejection(aemSource.getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.message).toBe(`AEM could not be reached for ${CAMPAIGN}`);
    expect(JSON.stringify({ message: error.message, details: error.details })).not.toContain('s3cret');
  });

  it('throws a ContentSourceError on a 500', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => new HttpResponse(null, { status: 500 })));
    const error = await rejection(source().getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.details).toMatchObject({ status: 500 });
  });

  it('throws a ContentSourceError when the body is not JSON', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => HttpResponse.html('<html><body>Dispatcher: login required</body></html>')));
    const error = await rejection(source().getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.message).toBe(`AEM answered 200 with a body that is not JSON for ${CAMPAIGN}`);
    expect(error.details).toEqual({ path: CAMPAIGN, status: 200, instance: 'publish' });
  });

  it('throws a ContentSourceError when the JSON is not an AEM page model', async () => {
    server.use(aem(PUBLISH, { [CAMPAIGN]: { title: 'Campanha', ':items': { hero: 'not a component' } } }));
    const error = await rejection(source().getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.message).toBe(`AEM page model at ${CAMPAIGN} has an unexpected shape`);
    expect(error.details.reason).toEqual(expect.stringContaining(':items'));
  });

  it('throws a ContentSourceError when the page does not match our page model', async () => {
    const campaign = (await fixture(CAMPAIGN)) as Json;
    delete campaign.title;
    campaign.seoIndexing = 'sometimes';
    server.use(aem(PUBLISH, { [CAMPAIGN]: campaign }));
    const error = await rejection(source().getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.message).toBe(`AEM page ${CAMPAIGN} does not match the page model`);
    expect(error.details.reason).toEqual(expect.stringContaining('properties.title'));
    expect(error.details.reason).toEqual(expect.stringContaining('properties.seoIndexing'));
  });

  it('throws a ContentSourceError when AEM does not answer in time', async () => {
    server.use(
      http.get(`${PUBLISH}/content/*`, async () => {
        await delay(5000);
        return HttpResponse.json({ title: 'too late' });
      }),
    );
    const started = Date.now();
    const error = await rejection(source({ timeoutMs: 50 }).getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.message).toBe(`AEM did not answer within 50 ms for ${CAMPAIGN}`);
    expect(error.details).toMatchObject({ path: CAMPAIGN, reason: 'TimeoutError' });
    // Well before AEM would have answered, with room for a loaded machine.
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('throws a ContentSourceError when AEM cannot be reached', async () => {
    server.use(http.get(`${PUBLISH}/content/*`, () => HttpResponse.error()));
    const error = await rejection(source().getPage('pt-BR', '/campanhas', { draft: false }));
    expect(error.message).toBe(`AEM could not be reached for ${CAMPAIGN}`);
  });

  it('returns null for a malformed path (or the site-config page) without asking AEM', async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const aemSource = source({ fetch: fetchSpy });
    for (const bad of ['/site-config', 'campanhas', '/campanhas/', '/Campanhas', '/../../etc/passwd', '/campanhas.infinity', '/a//b', '/%2e%2e', '/campanhas?x=1']) {
      await expect(aemSource.getPage('pt-BR', bad, { draft: false })).resolves.toBeNull();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uses the fetch it is given, with a timeout signal', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({ title: 'Campanha', translationKey: 'campaign' }));
    const page = await source({ fetch: fetchSpy }).getPage('pt-BR', '/campanhas', { draft: false });
    expect(page?.properties.title).toBe('Campanha');
    expect(fetchSpy).toHaveBeenCalledWith(`${PUBLISH}${CAMPAIGN}`, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });
});

describe('aem content source: drafts', () => {
  it('reads a draft from the author instance', async () => {
    const draft = (await fixture(CAMPAIGN)) as Json;
    draft.title = 'Campanha Safra 2026/27 (rascunho)';
    server.use(aem(AUTHOR, { [CAMPAIGN]: draft }, { fixtures: false }), aem(PUBLISH));
    const page = await source({ authorBaseUrl: AUTHOR }).getPage('pt-BR', '/campanhas', { draft: true });

    expect(page).toMatchObject({ path: '/campanhas', isDraft: true, properties: { title: 'Campanha Safra 2026/27 (rascunho)' } });
    expect(page?.childNodes[0]?.props.cta).toEqual({ label: 'Ver condições', href: '/campanhas' });
    expect(requests).toEqual([`author.aem.example.test ${CAMPAIGN}`]);
  });

  it('falls back to the published page when the author has none', async () => {
    server.use(aem(AUTHOR, {}, { fixtures: false }), aem(PUBLISH));
    const page = await source({ authorBaseUrl: AUTHOR }).getPage('pt-BR', '/campanhas', { draft: true });

    expect(page).toMatchObject({ isDraft: false, properties: { title: 'Campanha Safra 2026/27' } });
    expect(requests).toEqual([`author.aem.example.test ${CAMPAIGN}`, `aem.example.test ${CAMPAIGN}`]);
  });

  it('reads the publish instance for drafts when no author is configured, and for published reads', async () => {
    server.use(aem(AUTHOR), aem(PUBLISH));
    await expect(source().getPage('pt-BR', '/campanhas', { draft: true })).resolves.toMatchObject({ isDraft: false });
    await expect(source({ authorBaseUrl: AUTHOR }).getPage('pt-BR', '/campanhas', { draft: false })).resolves.toMatchObject({ isDraft: false });
    expect(requests).toEqual([`aem.example.test ${CAMPAIGN}`, `aem.example.test ${CAMPAIGN}`]);
  });

  it('does not hide an author failure behind the published page', async () => {
    server.use(http.get(`${AUTHOR}/content/*`, () => new HttpResponse(null, { status: 500 })), aem(PUBLISH));
    const error = await rejection(source({ authorBaseUrl: AUTHOR }).getPage('pt-BR', '/campanhas', { draft: true }));
    expect(error.details).toEqual({ path: CAMPAIGN, status: 500, instance: 'author' });
  });

  it.each([401, 403])('shows the published page, marked as such, when the author instance refuses our credentials (%i), and logs it without them', async (status) => {
    const lines: Record<string, unknown>[] = [];
    for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>));
    server.use(
      http.get(`${AUTHOR}/content/*`, ({ request }) => {
        requests.push(`author ${request.headers.get('authorization')}`);
        return new HttpResponse(null, { status });
      }),
      aem(PUBLISH),
    );
    const page = await source({ authorBaseUrl: AUTHOR, authorAuth: { scheme: 'basic', user: 'reader', password: 'wr0ng-pass' } }).getPage('pt-BR', '/campanhas', { draft: true });

    expect(page).toMatchObject({ isDraft: false, previewNotice: 'author-refused', properties: { title: 'Campanha Safra 2026/27' } });
    expect(requests).toEqual([`author Basic ${btoa('reader:wr0ng-pass')}`, `aem.example.test ${CAMPAIGN}`]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', event: 'cms.aem.author_refused', path: CAMPAIGN, status }));
    expect(JSON.stringify(lines)).not.toMatch(/wr0ng-pass|reader|Basic /);
  });

  it('answers no page when the author refuses and publish has none either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${AUTHOR}/content/*`, () => new HttpResponse(null, { status: 401 })), aem(PUBLISH, {}, { fixtures: false }));
    await expect(source({ authorBaseUrl: AUTHOR }).getPage('pt-BR', '/campanhas', { draft: true })).resolves.toBeNull();
  });

  it('never marks a published read, nor a draft the author gave', async () => {
    server.use(aem(AUTHOR), aem(PUBLISH));
    const aemSource = source({ authorBaseUrl: AUTHOR, authorAuth: { scheme: 'bearer', token: 't0k' } });
    expect(await aemSource.getPage('pt-BR', '/campanhas', { draft: true })).not.toHaveProperty('previewNotice');
    expect(await aemSource.getPage('pt-BR', '/campanhas', { draft: false })).not.toHaveProperty('previewNotice');
  });
});

describe('aem content source: listPages', () => {
  it('lists the language root and every page under its :children, nested ones included, site-config left out', async () => {
    server.use(aem(PUBLISH));
    const pages = await source().listPages('pt-BR');

    expect(requests).toEqual([`aem.example.test ${HOME}`]);
    expect(pages).toEqual([
      { locale: 'pt-BR', path: '/', translationKey: 'home', title: 'Terralis Brasil | Soluções para o campo', seoIndexing: 'index', guarded: false, lastModified: '2026-05-20' },
      { locale: 'pt-BR', path: '/campanhas', translationKey: 'campaign', title: 'Campanha Safra 2026/27', seoIndexing: 'index', guarded: false, lastModified: '2026-05-14' },
      {
        locale: 'pt-BR',
        path: '/campanhas/regulamento',
        translationKey: 'campaign-rules',
        title: 'Regulamento da Campanha Safra 2026/27',
        seoIndexing: 'noindex',
        guarded: false,
        lastModified: '2026-04-02',
      },
      {
        locale: 'pt-BR',
        path: '/artigos/manejo-da-ferrugem-asiatica',
        translationKey: '/artigos/manejo-da-ferrugem-asiatica',
        title: 'Manejo da ferrugem-asiática na soja',
        seoIndexing: 'index',
        guarded: false,
        lastModified: '2026-02-18',
      },
    ]);
  });

  it('lists nothing for a language AEM does not have', async () => {
    server.use(aem(PUBLISH));
    await expect(source().listPages('es-AR')).resolves.toEqual([]);
    expect(requests).toEqual(['aem.example.test /content/crop-science/es-ar.model.json']);
  });

  it('dates a page AEM sends only its lastModifiedDate for (epoch ms) by that date, for the sitemap\'s lastmod', async () => {
    const home = (await fixture(HOME)) as Json;
    const children = home[':children'] as Record<string, Json>;
    const campaigns = children['/content/crop-science/pt-br/campanhas'] as Json;
    delete campaigns.dateModified;
    delete campaigns.datePublished;
    campaigns.lastModifiedDate = Date.UTC(2026, 10, 3, 14, 30);
    server.use(aem(PUBLISH, { [HOME]: home }));
    const pages = await source().listPages('pt-BR');
    expect(pages.find((page) => page.path === '/campanhas')?.lastModified).toBe('2026-11-03');
    // A date the page sets itself wins over AEM's bookkeeping.
    expect(pages.find((page) => page.path === '/')?.lastModified).toBe('2026-05-20');
  });

  it('leaves out a listed page it cannot read, logs its path and why, and keeps its locale and its child pages', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => {});
    const home = (await fixture(HOME)) as Json;
    const children = home[':children'] as Record<string, Json>;
    const campaigns = children['/content/crop-science/pt-br/campanhas'] as Json;
    delete campaigns.title;
    campaigns[':children'] = {
      '/content/crop-science/pt-br/campanhas/safra': { title: 'Safra', ':path': '/content/crop-science/pt-br/campanhas/safra' },
    };
    children['/content/crop-science/pt-br/child_page_1'] = { title: 'Child page', ':path': '/content/crop-science/pt-br/child_page_1' };
    server.use(aem(PUBLISH, { [HOME]: home }));

    const unlisted: UnlistedPage[] = [];
    const paths = (await source().listPages('pt-BR', { onUnlisted: (page) => unlisted.push(page) })).map((page) => page.path);
    // The page without a title still has a path of ours (its last good version can stand in); the misnamed one has none.
    expect(unlisted.map(({ where, pagePath }) => ({ where, pagePath }))).toEqual([
      { where: '/content/crop-science/pt-br/campanhas', pagePath: '/campanhas' },
      { where: '/content/crop-science/pt-br/child_page_1' },
    ]);
    expect(paths).toContain('/');
    expect(paths).toContain('/campanhas/safra');
    expect(paths).not.toContain('/campanhas');
    expect(paths.some((path) => path.includes('child_page_1'))).toBe(false);
    expect(warnings).toHaveBeenCalledWith(
      'cms.page_not_listed',
      expect.objectContaining({ locale: 'pt-BR', path: '/content/crop-science/pt-br/campanhas', reason: 'AEM page /content/crop-science/pt-br/campanhas.model.json does not match the page model', problems: expect.stringContaining('title') }),
    );
    expect(warnings).toHaveBeenCalledWith(
      'cms.page_not_listed',
      expect.objectContaining({ path: '/content/crop-science/pt-br/child_page_1', reason: 'AEM lists /content/crop-science/pt-br/child_page_1, which is not a page path of pt-BR' }),
    );
    warnings.mockRestore();
  });
});

describe('aem content source: language roots of a real site structure', () => {
  const ROOT = '/content/terralis/br/pt';
  const rootModel = {
    title: 'Terralis Brasil',
    lastModifiedDate: Date.UTC(2026, 4, 20),
    ':type': 'terralis/components/page',
    ':path': ROOT,
    ':items': {},
    ':children': {
      [`${ROOT}/campanhas`]: { title: 'Campanhas', ':path': `${ROOT}/campanhas`, ':type': 'terralis/components/page' },
    },
  };
  const campaigns = {
    title: 'Campanhas',
    ':type': 'terralis/components/page',
    ':path': `${ROOT}/campanhas`,
    ':items': {
      root: {
        ':type': 'core/wcm/components/container/v1/container',
        ':items': {
          text: {
            ':type': 'core/wcm/components/text/v2/text',
            text: `<p>Veja o <a href="${ROOT}.html">início</a>, a <a href="${ROOT}/campanhas/safra.html#regras">safra</a>, as <a href="/br/pt/produtos/soja.html?aba=2">sementes</a>, a <a href="/br/pt.html">home</a>, <a href="/ar/es/productos.html">Argentina</a> e <a href="/br/pt/precos">preços</a>.</p>`,
            richText: true,
          },
        },
        ':itemsOrder': ['text'],
      },
    },
    ':itemsOrder': ['root'],
  };

  it('reads a locale from its configured root, at any depth, and rewrites AEM\'s .html links to the locale\'s paths', async () => {
    server.use(aem(PUBLISH, { [`${ROOT}.model.json`]: rootModel, [`${ROOT}/campanhas.model.json`]: campaigns }, { fixtures: false }));
    const cms = source({ languageRoots: { 'pt-BR': ROOT } });
    expect((await cms.listPages('pt-BR')).map((page) => page.path)).toEqual(['/', '/campanhas']);
    const page = await cms.getPage('pt-BR', '/campanhas', { draft: false });
    expect(requests).toContain(`aem.example.test ${ROOT}/campanhas.model.json`);
    expect(JSON.stringify(page?.childNodes)).toContain('href=\\"/\\"');
    expect(JSON.stringify(page?.childNodes)).toContain('href=\\"/campanhas/safra#regras\\"');
    // The mapped form AEM's resource mapping writes (/content/terralis cut off), .html links only.
    const text = JSON.stringify(page?.childNodes);
    expect(text).toContain('href=\\"/produtos/soja?aba=2\\"');
    expect(text).not.toContain('/br/pt.html');
    expect(text).toContain('href=\\"/ar/es/productos.html\\"');
    expect(text).toContain('href=\\"/br/pt/precos\\"');
    // A locale without a configured root keeps the default structure.
    await cms.listPages('es-AR');
    expect(requests).toContain('aem.example.test /content/crop-science/es-ar.model.json');
  });
});

describe('aem content source: a Core Components site, listed through AEM\'s sitemap', () => {
  const ROOT = '/content/terralis/br/pt';
  const pageModel = (title: string, extra: Json = {}) => ({ title, ':type': 'core/wcm/components/page/v3/page', ':items': {}, ':itemsOrder': [], ...extra });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.terralis.com.br/br/pt.html</loc><lastmod>2026-05-20</lastmod></url>
  <url><loc>https://www.terralis.com.br/br/pt/produtos.html</loc><lastmod>2026-11-03T09:00:00Z</lastmod></url>
  <url><loc>https://www.terralis.com.br/br/pt/produtos/soja.html</loc></url>
  <url><loc>https://www.terralis.com.br/br/pt/removida.html</loc></url>
  <url><loc>https://www.terralis.com.br/br/pt/Pagina_Antiga.html</loc></url>
</urlset>`;

  it('lists the pages the sitemap names, dated by its lastmod, and leaves out those AEM cannot give', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${PUBLISH}${ROOT}.sitemap.xml`, () => new HttpResponse(sitemap, { headers: { 'content-type': 'application/xml' } })),
      aem(
        PUBLISH,
        {
          [`${ROOT}.model.json`]: pageModel('Terralis Brasil'),
          [`${ROOT}/produtos.model.json`]: pageModel('Produtos'),
          [`${ROOT}/produtos/soja.model.json`]: pageModel('Soja', { lastModifiedDate: Date.UTC(2026, 9, 1) }),
        },
        { fixtures: false },
      ),
    );
    const unlisted: UnlistedPage[] = [];
    const pages = await source({ languageRoots: { 'pt-BR': ROOT } }).listPages('pt-BR', { onUnlisted: (page) => unlisted.push(page) });
    expect(pages.map(({ path, title, lastModified }) => ({ path, title, lastModified })).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/', title: 'Terralis Brasil', lastModified: undefined },
      { path: '/produtos', title: 'Produtos', lastModified: '2026-11-03' },
      { path: '/produtos/soja', title: 'Soja', lastModified: '2026-10-01' },
    ]);
    // Read a few at a time: in any order.
    expect(unlisted.map(({ where, pagePath }) => ({ where, pagePath })).sort((a, b) => a.where.localeCompare(b.where))).toEqual([
      { where: `${ROOT}/removida`, pagePath: '/removida' },
      { where: 'https://www.terralis.com.br/br/pt/Pagina_Antiga.html' },
    ]);
    expect(warnings).toHaveBeenCalledWith('cms.page_not_listed', expect.objectContaining({ path: `${ROOT}/removida` }));
    warnings.mockRestore();
  });

  it('lists the home page alone when AEM generates no sitemap', async () => {
    server.use(aem(PUBLISH, { [`${ROOT}.model.json`]: pageModel('Terralis Brasil') }, { fixtures: false }));
    expect((await source({ languageRoots: { 'pt-BR': ROOT } }).listPages('pt-BR')).map((page) => page.path)).toEqual(['/']);
  });

  it('fails the listing when the sitemap does not come (the last good listing stands in)', async () => {
    server.use(
      http.get(`${PUBLISH}${ROOT}.sitemap.xml`, () => new HttpResponse(null, { status: 503 })),
      aem(PUBLISH, { [`${ROOT}.model.json`]: pageModel('Terralis Brasil') }, { fixtures: false }),
    );
    const error = await rejection(source({ languageRoots: { 'pt-BR': ROOT } }).listPages('pt-BR'));
    expect(error.message).toBe(`AEM answered 503 for ${ROOT}.sitemap.xml`);
  });
});

describe('aem content source: getSiteChrome', () => {
  it('reads navigation and footer from site-config, with page links rewritten', async () => {
    server.use(aem(PUBLISH));
    const chrome = await source().getSiteChrome('pt-BR');

    expect(requests).toEqual([`aem.example.test ${SITE_CONFIG}`]);
    expect(chrome.brandName).toBe('Terralis');
    expect(chrome.navigation).toEqual([
      { label: 'Início', href: '/' },
      { label: 'Campanhas', href: '/campanhas' },
      { label: 'Artigos', href: '/artigos' },
      { label: 'Ferramentas', href: '/ferramentas' },
    ]);
    expect(chrome.footer.linkBlocks[0]?.links).toEqual([
      { label: 'Sementes de soja', href: '/produtos/sementes-de-soja' },
      { label: 'Fungicidas', href: '/produtos/fungicidas' },
    ]);
    expect(chrome.footer.social).toContainEqual({ network: 'instagram', href: 'https://www.instagram.com/terralis.brasil' });
    expect(chrome.footer.disclaimer).toMatch(/Leia sempre a bula/);
  });

  it('throws when the site configuration is missing or invalid', async () => {
    server.use(aem(PUBLISH));
    const missing = await rejection(source().getSiteChrome('en-US'));
    // Without the embedded content to fall back on (`embeddedChrome`), no chrome at all is a 404.
    expect(missing.message).toBe(
      'AEM has no site configuration at /content/crop-science/en-us/site-config.model.json and no experience fragment at /content/experience-fragments/crop-science/en-us/site/header/master or /content/experience-fragments/crop-science/en-us/site/footer/master',
    );
    expect(missing.details.status).toBe(404);

    const config = (await fixture(SITE_CONFIG)) as Json;
    (config.siteChrome as Json).navigation = 'Início, Campanhas';
    server.use(aem(PUBLISH, { [SITE_CONFIG]: config }));
    const invalid = await rejection(source().getSiteChrome('pt-BR'));
    expect(invalid.message).toBe(`AEM site configuration at ${SITE_CONFIG} does not match the site chrome model`);
    expect(invalid.details.reason).toEqual(expect.stringContaining('navigation'));
  });
});

describe('aem content source: real-shaped page models (tests/fixtures/aem/real-world)', () => {
  const realWorld = async (name: string) => JSON.parse(await readFile(path.join(FIXTURES, 'real-world', name), 'utf8')) as Json;

  it('reads a WKND-like SPA page: proxy types, nested grids and an experience fragment spliced, unknown types kept whole', async () => {
    server.use(aem(PUBLISH, { '/content/wknd-spa-react/en-us/home.model.json': await realWorld('wknd-spa-home.model.json') }, { fixtures: false }));
    const page = await source({ site: 'wknd-spa-react' }).getPage('en-US', '/home', { draft: false });

    expect(page?.childNodes).toEqual([
      // The experience fragment's root container is gone; its title and text take its place.
      { id: 'title', resourceType: 'section-heading', props: { heading: 'Planting season is open', level: 2 }, childNodes: [] },
      { id: 'text', resourceType: 'rich-text', props: { html: '<p>Seed orders placed before <b>30 September</b> ship within a week.</p>' }, childNodes: [] },
      {
        id: 'image',
        resourceType: 'image',
        // Its policy allows widths: the widest rendition (none reaches next/image's 3840), not the DAM original.
        props: {
          src: '/content/wknd-spa-react/us/en/home/_jcr_content/root/responsivegrid/image.coreimg.1920.jpeg/1778000000000/soybean-rows.jpeg',
          alt: 'Soybean rows at sunrise',
          caption: 'Soybean field in early vegetative stage',
        },
        childNodes: [],
      },
      {
        id: 'root/responsivegrid/text',
        resourceType: 'rich-text',
        props: { html: '<p>Notes from the field, every week of the season. Read the <a href="/content/wknd-spa-react/us/en/home/rust.html">rust guide</a>.</p>' },
        childNodes: [],
      },
      { id: 'root/responsivegrid/responsivegrid/text', resourceType: 'rich-text', props: { html: '<p>Scout twice a week.<br>Look under the lower leaves.</p>' }, childNodes: [] },
      {
        id: 'root/responsivegrid/responsivegrid/image',
        resourceType: 'image',
        // No allowed widths: the image servlet's src as AEM sent it.
        props: {
          src: '/content/wknd-spa-react/us/en/home/_jcr_content/root/responsivegrid/responsivegrid/image.coreimg.jpeg/1778000000000/rust-leaf.jpeg',
          alt: 'Rust pustules under a soybean leaf',
        },
        childNodes: [],
      },
      { id: 'weather', resourceType: 'wknd-spa-react/components/weather', props: { city: 'Ribeirão Preto' }, childNodes: [] },
    ]);
    expect(page?.properties.componentsResourceTypes).toEqual(['section-heading', 'rich-text', 'image', 'wknd-spa-react/components/weather']);
  });

  it('reads a Core Components page: each component adapted to a block, links rewritten, panels kept', async () => {
    server.use(aem(PUBLISH, { '/content/acme/en-us/soybean.model.json': await realWorld('core-components-page.model.json') }, { fixtures: false }));
    const page = await source({ site: 'acme' }).getPage('en-US', '/soybean', { draft: false });
    const nodes = page?.childNodes ?? [];
    const byId = (id: string) => nodes.find((node) => node.id === id);

    // The breadcrumb is left out: the site draws its own.
    expect(nodes.map((node) => [node.id, node.resourceType])).toEqual([
      ['title', 'section-heading'],
      ['text', 'rich-text'],
      ['teaser', 'promo-banner'],
      ['button', 'skewed-button'],
      ['list', 'card-group'],
      ['tabs', 'tabbed-carousel'],
      ['carousel', 'carousel'],
      ['gallery', 'image-carousel'],
      // The title before it became the faq's heading.
      ['accordion', 'faq'],
      // An accordion holding an image and an embed: no faq can hold it, so each panel is a section.
      ['root/container/accordion_mixed/item_1', 'section-heading'],
      ['root/container/accordion_mixed/item_2', 'section-heading'],
      ['promo_box', 'acme/components/promo-box'],
    ]);
    expect(byId('title')?.props).toEqual({ heading: 'Soybean programme 2026/27', level: 3 });
    expect(byId('text')?.props).toEqual({ html: '<p>Prices &amp; terms valid until 31 August.</p><p>Ask your dealer &lt;today&gt;.</p>' });
    expect(byId('teaser')?.props).toEqual({
      title: 'Aurora Pro fungicide',
      text: 'Two modes of action against Asian soybean rust.',
      image: { src: '/content/dam/acme/products/aurora-pro.png', alt: 'Aurora Pro can' },
      cta: { label: 'See the label', href: '/products/aurora-pro#label' },
    });
    expect(byId('button')?.props).toEqual({ label: 'Find a dealer', href: 'https://dealers.example.com/soy' });
    expect(byId('list')?.props).toEqual({
      loadType: 'manual',
      cards: [
        { articleHeadline: 'Managing soybean rust', articleURL: '/articles/soybean-rust', description: 'Scouting and spray timing.', articleDate: '2026-02-18' },
        { articleHeadline: 'Sowing windows', articleURL: '/articles/sowing-windows', articleDate: '2026-02-26' },
      ],
    });
    expect(byId('tabs')?.props).toEqual({
      heading: 'Seed lines',
      items: [
        {
          heading: 'Early-cycle seeds',
          text: 'Harvest before the second crop.',
          image: { src: '/content/dam/acme/seeds/early.jpg', alt: 'Early soybean pods' },
          buttonLabel: 'Compare',
          buttonHref: '/seeds/early',
          tabLabel: 'Early cycle',
        },
        {
          heading: 'Late-cycle seeds',
          text: 'More yield in long seasons.',
          image: { src: '/content/acme/en-us/soybean/_jcr_content/root/container/tabs/item_2/teaser.coreimg.jpeg/1778000000000/late.jpeg', alt: '' },
          tabLabel: 'Late cycle',
        },
      ],
    });
    expect(byId('carousel')?.props).toEqual({
      label: 'Season highlights',
      autoplayMs: 5000,
      items: [
        { heading: 'Stop rust early', text: 'Spray at the first pustules.', image: { src: '/content/dam/acme/slides/rust.jpg', alt: 'Rust on a leaf' }, buttonLabel: 'Read more', buttonHref: '/articles/soybean-rust' },
        { heading: 'Harvest on time', image: { src: '/content/dam/acme/slides/harvest.jpg', alt: '' } },
      ],
    });
    expect(byId('gallery')?.props).toEqual({
      images: [
        { image: { src: '/content/dam/acme/gallery/pods.jpg', alt: 'Soybean pods' }, caption: 'Pods at R6' },
        { image: { src: '/content/dam/acme/gallery/drone.jpg', alt: 'A drone over the field' } },
      ],
    });
    expect(byId('accordion')?.props).toEqual({
      heading: 'Frequently asked questions',
      headingLevel: 2,
      items: [
        { question: 'When should I spray?', answer: 'At the first pustules.\n\nRepeat after 14 days.' },
        { question: 'Can I mix products?', answer: 'Only as the label says.' },
      ],
    });
    // Nothing known inside a container is lost: the panels' and the unknown container's blocks are there.
    expect(byId('root/container/accordion_mixed/item_1')).toEqual({
      id: 'root/container/accordion_mixed/item_1',
      resourceType: 'section-heading',
      props: { heading: 'Field trial results' },
      childNodes: [
        { id: 'root/container/accordion_mixed/item_1/text', resourceType: 'rich-text', props: { html: '<p>Yield up 8% across 40 trials.</p>' }, childNodes: [] },
        { id: 'image', resourceType: 'image', props: { src: '/content/dam/acme/trials/chart.png', alt: 'Yield chart', width: 1200, height: 800 }, childNodes: [] },
      ],
    });
    expect(byId('root/container/accordion_mixed/item_2')?.childNodes).toEqual([
      { id: 'embed', resourceType: 'core/wcm/components/embed/v2/embed', props: { url: 'https://maps.example.com/trials' }, childNodes: [] },
    ]);
    expect(byId('promo_box')).toEqual({
      id: 'promo_box',
      resourceType: 'acme/components/promo-box',
      props: { variant: 'dark' },
      childNodes: [
        { id: 'root/container/promo_box/text', resourceType: 'rich-text', props: { html: '<p>Free agronomy visit with every order.</p>' }, childNodes: [] },
        { id: 'separator', resourceType: 'core/wcm/components/separator/v1/separator', props: {}, childNodes: [] },
      ],
    });
    expect(byId('breadcrumb')).toBeUndefined();
    // Ids stay unique in the page, however deep the containers were.
    const ids: string[] = [];
    const collect = (list: typeof nodes) => list.forEach((node) => (ids.push(node.id), collect(node.childNodes)));
    collect(nodes);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every image of the real-shaped pages a path this site serves (app/content/[...path]: DAM files and image renditions)', async () => {
    server.use(
      aem(
        PUBLISH,
        {
          '/content/wknd-spa-react/en-us/home.model.json': await realWorld('wknd-spa-home.model.json'),
          '/content/acme/en-us/soybean.model.json': await realWorld('core-components-page.model.json'),
        },
        { fixtures: false },
      ),
    );
    const pages = await Promise.all([
      source({ site: 'wknd-spa-react' }).getPage('en-US', '/home', { draft: false }),
      source({ site: 'acme' }).getPage('en-US', '/soybean', { draft: false }),
    ]);
    /** Every `src` anywhere in the blocks' props. */
    const sources: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === 'src' && typeof child === 'string') sources.push(child);
          else walk(child);
        }
      }
    };
    walk(pages.map((page) => page?.childNodes));
    expect(sources.length).toBeGreaterThanOrEqual(10);
    expect(sources.filter((src) => src.includes('.coreimg.'))).toHaveLength(3);
    for (const src of sources) expect(contentAsset(src.split('/').slice(2).map(decodeURIComponent)), src).not.toBeNull();
  });
});

describe('aem content source: header and footer from experience fragments', () => {
  const ROOT = '/content/terralis/us/en';
  const HEADER = '/content/experience-fragments/terralis/us/en/site/header/master.model.json';
  const FOOTER = '/content/experience-fragments/terralis/us/en/site/footer/master.model.json';
  const realWorld = async (name: string) => JSON.parse(await readFile(path.join(FIXTURES, 'real-world', name), 'utf8')) as Json;
  const embedded = {
    brandName: 'Terralis (embedded)',
    navigation: [{ label: 'Embedded home', href: '/' }],
    footer: { linkBlocks: [{ title: 'Embedded', links: [{ label: 'Contact', href: '/contact' }] }], logos: [], social: [], disclaimer: 'Embedded disclaimer.' },
    authMenu: { preLogin: [], postLogin: [{ label: 'My account', href: '/account' }] },
  };
  const cms = () => source({ site: 'terralis', languageRoots: { 'en-US': ROOT }, embeddedChrome: async () => embedded });

  it('reads navigation from the header fragment and the footer from the footer fragment, links rewritten, when there is no site-config page', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => {});
    server.use(aem(PUBLISH, { [HEADER]: await realWorld('xf-header.model.json'), [FOOTER]: await realWorld('xf-footer.model.json') }, { fixtures: false }));
    const chrome = await cms().getSiteChrome('en-US');

    expect(requests).toEqual(expect.arrayContaining([`aem.example.test ${ROOT}/site-config.model.json`, `aem.example.test ${HEADER}`, `aem.example.test ${FOOTER}`]));
    // The logo's alt text names the brand; navigation's children become the mega-menu, its grandchildren groups.
    expect(chrome.brandName).toBe('Terralis');
    expect(chrome.navigation).toEqual([
      {
        label: 'Products',
        href: '/products',
        children: [
          { title: 'Products', links: [{ label: 'Biologicals', href: '/products/biologicals' }] },
          { title: 'Seeds', links: [{ label: 'Corn seed', href: '/products/seeds/corn' }, { label: 'Soybean seed', href: '/products/seeds/soybean' }] },
        ],
      },
      { label: 'Tools', href: '/tools' },
      { label: 'Rewards campaign', href: '/campaign' },
    ]);
    expect(chrome.footer).toEqual({
      linkBlocks: [
        { title: 'Products', links: [{ label: 'Seeds', href: '/products/seeds' }, { label: 'Biologicals', href: '/products/biologicals' }] },
        { title: 'Terralis', links: [{ label: 'Contact us', href: '/contact' }, { label: 'Privacy policy', href: '/privacy' }] },
      ],
      social: [
        { network: 'facebook', href: 'https://www.facebook.com/terralis' },
        { network: 'instagram', href: 'https://www.instagram.com/terralis' },
      ],
      logos: [{ image: { src: '/content/dam/terralis/brand/terralis-logo.png', alt: 'Terralis', width: 168, height: 40 } }],
      disclaimer: 'Always read and follow label directions.\n\n© 2026 Terralis. All rights reserved.',
    });
    // AEM has no account menu: the site's own stays.
    expect(chrome.authMenu).toEqual(embedded.authMenu);
    // The seal without a size cannot join the row of logos: said in the log, not silently.
    expect(warnings).toHaveBeenCalledWith('cms.chrome_left_out', { locale: 'en-US', leftOut: ['logo /content/dam/terralis/brand/stewardship-seal.png (no width and height)'] });
    expect(warnings).not.toHaveBeenCalledWith('cms.chrome_fallback', expect.anything());
  });

  it('takes the part AEM has no fragment for from the embedded content, and logs which', async () => {
    const warnings = vi.spyOn(log, 'warn').mockImplementation(() => {});
    server.use(aem(PUBLISH, { [HEADER]: await realWorld('xf-header.model.json') }, { fixtures: false }));
    const chrome = await cms().getSiteChrome('en-US');

    expect(chrome.navigation[1]).toEqual({ label: 'Tools', href: '/tools' });
    expect(chrome.footer).toEqual(embedded.footer);
    expect(warnings).toHaveBeenCalledWith('cms.chrome_fallback', {
      locale: 'en-US',
      parts: ['footer'],
      reason: `AEM has no site configuration at ${ROOT}/site-config.model.json and no experience fragment at /content/experience-fragments/terralis/us/en/site/footer/master`,
    });
  });

  it('takes the whole chrome from the embedded content when AEM has neither a site-config page nor fragments', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    server.use(aem(PUBLISH, {}, { fixtures: false }));
    expect(await cms().getSiteChrome('en-US')).toEqual(embedded);
  });

  it('reads the fragments configured for a site that names them otherwise', async () => {
    server.use(
      aem(PUBLISH, {
        '/content/experience-fragments/terralis/us/en/global/top/master.model.json': await realWorld('xf-header.model.json'),
        '/content/experience-fragments/terralis/us/en/global/bottom/master.model.json': await realWorld('xf-footer.model.json'),
      }, { fixtures: false }),
    );
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    const chrome = await source({ site: 'terralis', languageRoots: { 'en-US': ROOT }, chromeFragments: { header: 'global/top/master', footer: 'global/bottom/master' } }).getSiteChrome('en-US');
    expect(chrome.navigation).toHaveLength(3);
    expect(chrome.footer.linkBlocks).toHaveLength(2);
  });

  it('fails (the last good chrome stands in) when a fragment is broken, never serving half a chrome', async () => {
    server.use(aem(PUBLISH, { [HEADER]: { ':items': 'not components' }, [FOOTER]: await realWorld('xf-footer.model.json') }, { fixtures: false }));
    const failure = await rejection(cms().getSiteChrome('en-US'));
    expect(failure.message).toBe(`AEM experience fragment at ${HEADER} has an unexpected shape`);
  });

  it('leaves the header and footer fragments a template places on every page out of the page body', async () => {
    const fragment = (name: string, variation: string, items: Json) => ({
      ':type': 'core/wcm/components/experiencefragment/v2/experiencefragment',
      name,
      localizedFragmentVariationPath: variation,
      ':items': { root: { ':type': 'core/wcm/components/container/v1/container', ':items': items, ':itemsOrder': Object.keys(items) } },
      ':itemsOrder': ['root'],
    });
    const text = (html: string) => ({ ':type': 'core/wcm/components/text/v2/text', text: html, richText: true });
    const page = {
      title: 'Soybean',
      ':type': 'terralis/components/page',
      ':items': {
        root: {
          ':type': 'core/wcm/components/container/v1/container',
          ':items': {
            header: fragment('header', '/content/experience-fragments/terralis/language-masters/en/site/header/master', { text: text('<p>Header copy</p>') }),
            promo: fragment('promo', '/content/experience-fragments/terralis/us/en/promos/soy/master', { text: text('<p>Promo copy</p>') }),
            main: { ':type': 'core/wcm/components/container/v1/container', ':items': { text: text('<p>Page copy</p>') }, ':itemsOrder': ['text'] },
            footer: fragment('footer', '/content/experience-fragments/terralis/us/en/site/footer/master', { text: text('<p>Footer copy</p>') }),
          },
          ':itemsOrder': ['header', 'promo', 'main', 'footer'],
        },
      },
      ':itemsOrder': ['root'],
    };
    server.use(aem(PUBLISH, { [`${ROOT}/soybean.model.json`]: page }, { fixtures: false }));
    const read = await cms().getPage('en-US', '/soybean', { draft: false });
    // A content fragment (the promo) is the page's; the header and footer are the site's own.
    expect(read?.childNodes.map((node) => node.props.html)).toEqual(['<p>Promo copy</p>', '<p>Page copy</p>']);
  });
});

describe('aem content source: a SPA root, whose content is its home page', () => {
  const ROOT = '/content/wknd-spa-react/us/en';
  const realWorld = async (name: string) => JSON.parse(await readFile(path.join(FIXTURES, 'real-world', name), 'utf8')) as Json;
  const spa = async () => {
    server.use(
      aem(PUBLISH, { [`${ROOT}.model.json`]: await realWorld('wknd-spa-root.model.json'), [`${ROOT}/home.model.json`]: await realWorld('wknd-spa-home.model.json') }, { fixtures: false }),
    );
    return source({ site: 'wknd-spa-react', languageRoots: { 'en-US': ROOT } });
  };

  it('serves the home page at the locale root, as the home', async () => {
    const page = await (await spa()).getPage('en-US', '/', { draft: false });
    expect(page).toMatchObject({ path: '/', properties: { title: 'Field Notes', translationKey: 'home', pageType: 'home' } });
    expect(page?.childNodes[0]).toMatchObject({ resourceType: 'section-heading', props: { heading: 'Planting season is open' } });
  });

  it('lists the home page at the root, its child pages under it, and not the home page a second time', async () => {
    const pages = await (await spa()).listPages('en-US');
    expect(pages.map(({ path: pagePath, title }) => [pagePath, title])).toEqual([
      ['/', 'Field Notes'],
      ['/home/page-2', 'Page 2'],
    ]);
    expect(pages[0]?.translationKey).toBe('home');
  });

  it('answers no page at the home page\'s own address, and links to it lead to the root', async () => {
    const cms = await spa();
    expect(await cms.getPage('en-US', '/home', { draft: false })).toBeNull();
    server.use(
      aem(PUBLISH, {
        [`${ROOT}/home/page-2.model.json`]: {
          title: 'Page 2',
          ':type': 'wknd-spa-react/components/page',
          ':items': { text: { ':type': 'wknd-spa-react/components/text', text: `<p>Back <a href="${ROOT}/home.html">home</a>, or <a href="${ROOT}/home/page-2.html">here</a>.</p>`, richText: true } },
          ':itemsOrder': ['text'],
        },
      }, { fixtures: false }),
    );
    const page = await cms.getPage('en-US', '/home/page-2', { draft: false });
    expect(page?.childNodes[0]?.props.html).toBe('<p>Back <a href="/">home</a>, or <a href="/home/page-2">here</a>.</p>');
  });

  it('keeps a language root that has content of its own as the home, and can be turned off', async () => {
    const withContent = (await fixture(HOME)) as Json;
    server.use(aem(PUBLISH, { [`${ROOT}.model.json`]: withContent, [`${ROOT}/home.model.json`]: await realWorld('wknd-spa-home.model.json') }, { fixtures: false }));
    const cms = source({ site: 'wknd-spa-react', languageRoots: { 'en-US': ROOT } });
    expect((await cms.getPage('en-US', '/', { draft: false }))?.properties.title).toBe('Terralis Brasil | Soluções para o campo');
    expect((await cms.getPage('en-US', '/home', { draft: false }))?.properties.title).toBe('Field Notes');

    await spa();
    const off = source({ site: 'wknd-spa-react', languageRoots: { 'en-US': ROOT }, homePage: null });
    expect((await off.getPage('en-US', '/', { draft: false }))?.childNodes).toEqual([]);
  });
});
