// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attributeChunk,
  chunkDefinesModule,
  chunkPathOf,
  chunksOfOwner,
  clientModulesOf,
  factoryOf,
  lazyChunksOf,
  isBlockOwner,
  modulePathOfKey,
  ownerOf,
  parseManifestAssignments,
  readBuildChunks,
  type ClientModule,
} from './chunks.mjs';

const CMS_ROUTE = '/[locale]/[[...slug]]/page';
const SHELL_ROUTE = '/[locale]/reference/shell/page';
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;

/** A manifest file as Next 16 writes it (Turbopack build). */
const manifestFile = (route: string, clientModules: Record<string, { id: number; chunks: string[] }>) =>
  'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    clientModules: Object.fromEntries(Object.entries(clientModules).map(([key, value]) => [key, { ...value, name: '*', async: false }])),
    ssrModuleMapping: {},
    entryCSSFiles: { '[project]/app/[locale]/layout': [{ path: 'static/chunks/a.css', inlined: false }] },
    entryJSFiles: { '[project]/app/[locale]/layout': ['static/chunks/layout.js'] },
  })};\n`;

/** A Turbopack chunk that defines the given module ids. */
const chunkSource = (...ids: number[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${ids
    .map((id, index) => `${id},${index % 2 ? '(e,t,r)' : 'e'}=>{"use strict";e.i(843476);let n=f(1,e=>e)}`)
    .join(',')}]);`;

/** Today's shape: the layout's client modules in their chunks, every block of the CMS route in one set. */
const layoutChunks = [chunk('framework'), chunk('layout')];
const cmsChunks = [...layoutChunks, chunk('blocks'), chunk('form')];
const todaysBuild = [
  manifestFile(SHELL_ROUTE, {
    '[project]/components/layout/mobile-menu.client.tsx': { id: 90013, chunks: layoutChunks },
    '[project]/node_modules/next/dist/esm/client/components/layout-router.js': { id: 339756, chunks: [chunk('framework')] },
  }),
  manifestFile(CMS_ROUTE, {
    '[project]/components/layout/mobile-menu.client.tsx': { id: 90013, chunks: layoutChunks },
    '[project]/components/blocks/toggle-show/toggle-show-panel.client.tsx': { id: 46704, chunks: cmsChunks },
    '[project]/features/carousels/carousel/carousel-frame.client.tsx': { id: 982523, chunks: cmsChunks },
    '[project]/features/lead-form/components/lead-form.client.tsx': { id: 198914, chunks: cmsChunks },
    '[project]/node_modules/@mui/material/Button/Button.mjs': { id: 618863, chunks: cmsChunks },
  }),
];
const todaysChunks: Record<string, string> = {
  [chunk('framework')]: chunkSource(339756),
  [chunk('layout')]: chunkSource(90013),
  [chunk('blocks')]: chunkSource(46704, 982523, 618863),
  [chunk('form')]: chunkSource(198914),
};
const modulesOf = (files: string[]) => clientModulesOf(files.flatMap((file) => parseManifestAssignments(file)));
const sourceOf = (sources: Record<string, string>) => (chunkPath: string) => sources[chunkPath];

describe('parseManifestAssignments', () => {
  it('reads the route and the manifest object without evaluating the file', () => {
    const [entry, ...rest] = parseManifestAssignments(todaysBuild[1] ?? '');
    expect(rest).toEqual([]);
    expect(entry?.route).toBe(CMS_ROUTE);
    expect(Object.keys((entry?.manifest as { clientModules: object }).clientModules)).toHaveLength(5);
  });

  it('finds the end of the object past braces and quotes inside strings, and reads several assignments', () => {
    const source =
      'globalThis.__RSC_MANIFEST["/a/page"] = {"clientModules":{"[project]/x {\\"}.tsx":{"id":1,"chunks":["/_next/static/chunks/}{.js"]}}};' +
      'globalThis.__RSC_MANIFEST["/b/page"]={"clientModules":{}};';
    expect(parseManifestAssignments(source)).toEqual([
      { route: '/a/page', manifest: { clientModules: { '[project]/x {"}.tsx': { id: 1, chunks: ['/_next/static/chunks/}{.js'] } } } },
      { route: '/b/page', manifest: { clientModules: {} } },
    ]);
  });

  it('finds nothing in another file and refuses a truncated one', () => {
    expect(parseManifestAssignments('self.__BUILD_MANIFEST = {};')).toEqual([]);
    expect(() => parseManifestAssignments('globalThis.__RSC_MANIFEST["/a/page"] = {"clientModules":{')).toThrow(SyntaxError);
    expect(() => parseManifestAssignments('globalThis.__RSC_MANIFEST["/a/page"] = load();')).toThrow(SyntaxError);
  });
});

describe('module paths and owners', () => {
  it('reads Turbopack keys, with and without the module evaluation suffix, and webpack keys', () => {
    expect(modulePathOfKey('[project]/features/carousels/carousel/carousel-frame.client.tsx')).toBe('features/carousels/carousel/carousel-frame.client.tsx');
    expect(modulePathOfKey('[project]/features/carousels/carousel/carousel-frame.client.tsx <module evaluation>')).toBe(
      'features/carousels/carousel/carousel-frame.client.tsx',
    );
    expect(modulePathOfKey('/srv/site/features/lead-form/components/lead-form.client.tsx#LeadForm', '/srv/site')).toBe(
      'features/lead-form/components/lead-form.client.tsx',
    );
    expect(modulePathOfKey('/elsewhere/x.tsx', '/srv/site')).toBe('/elsewhere/x.tsx');
  });

  it('names the feature, the content-kit block, our folder or the package a module belongs to', () => {
    expect(ownerOf('features/lead-form/components/lead-form.client.tsx')).toBe('features/lead-form');
    expect(ownerOf('features/carousels/carousel/carousel-frame.client.tsx')).toBe('features/carousels');
    expect(ownerOf('components/blocks/toggle-show/toggle-show-panel.client.tsx')).toBe('components/blocks/toggle-show');
    expect(ownerOf('components/blocks/image-box.tsx')).toBe('components/blocks');
    expect(ownerOf('components/layout/mobile-menu.client.tsx')).toBe('components/layout');
    expect(ownerOf('lib/analytics/page-view.client.tsx')).toBe('lib/analytics');
    expect(ownerOf('app/[locale]/error.tsx')).toBe('app');
    expect(ownerOf('node_modules/@mui/material/Button/Button.mjs')).toBe('node_modules/@mui/material');
    expect(ownerOf('node_modules/next/dist/esm/client/components/layout-router.js')).toBe('node_modules/next');
    expect(ownerOf('node_modules/.pnpm/a@1/node_modules/react-hook-form/dist/index.esm.mjs')).toBe('node_modules/react-hook-form');
    expect(ownerOf('instrumentation-client.ts')).toBe('instrumentation-client.ts');
  });

  it('counts features and content-kit blocks as blocks, nothing else', () => {
    expect(['features/lead-form', 'components/blocks/faq', 'components/layout', 'node_modules/@mui/material', 'app'].map(isBlockOwner)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('names a chunk the way the manifests do, from a page URL, a manifest chunk or an entry file', () => {
    expect(chunkPathOf('http://127.0.0.1:3200/_next/static/chunks/458_mlf1ly5ia.js?dpl=abc')).toBe('/_next/static/chunks/458_mlf1ly5ia.js');
    expect(chunkPathOf('/_next/static/chunks/458_mlf1ly5ia.js')).toBe('/_next/static/chunks/458_mlf1ly5ia.js');
    expect(chunkPathOf('static/chunks/421c_el12128q.js')).toBe('/_next/static/chunks/421c_el12128q.js');
  });
});

describe('clientModulesOf', () => {
  it('lists each route\'s modules with owner, id and chunks, merging a module listed under two keys', () => {
    const modules = clientModulesOf([
      {
        route: CMS_ROUTE,
        manifest: {
          clientModules: {
            '[project]/features/social-embeds/components/consent-embed.client.tsx': { id: 51419, chunks: ['/_next/static/chunks/a.js'] },
            '[project]/features/social-embeds/components/consent-embed.client.tsx <module evaluation>': { id: 51419, chunks: ['/_next/static/chunks/a.js', 'static/chunks/b.js'] },
          },
        },
      },
    ]);
    expect(modules).toEqual([
      {
        route: CMS_ROUTE,
        path: 'features/social-embeds/components/consent-embed.client.tsx',
        owner: 'features/social-embeds',
        id: '51419',
        chunks: [chunk('a'), chunk('b')],
      },
    ]);
  });

  it('says so when the format changed instead of finding nothing', () => {
    expect(() => clientModulesOf([{ route: CMS_ROUTE, manifest: { modules: {} } }])).toThrow('has no clientModules');
    expect(() => clientModulesOf([{ route: CMS_ROUTE, manifest: { clientModules: { '[project]/x.tsx': { chunks: [] } } } }])).toThrow('without an id');
  });
});

describe('chunkDefinesModule', () => {
  it('finds a factory defined with an arrow or a function, first or later in the chunk', () => {
    expect(chunkDefinesModule(chunkSource(198914, 660678), '198914')).toBe(true);
    expect(chunkDefinesModule(chunkSource(198914, 660678), '660678')).toBe(true);
    expect(chunkDefinesModule('push([s,12,function(e,t){}])', '12')).toBe(true);
  });

  it('does not take another id that starts or ends the same, a required id or a plain number for a definition', () => {
    const source = chunkSource(1989140);
    expect(chunkDefinesModule(source, '198914')).toBe(false);
    expect(chunkDefinesModule(chunkSource(5198914), '198914')).toBe(false);
    expect(chunkDefinesModule('push([s,1,e=>{e.i(198914);let x=[198914,2]}])', '198914')).toBe(false);
  });
});

describe('what a chunk holds and which blocks own which chunks', () => {
  const modules = modulesOf(todaysBuild);

  it('attributes a chunk to the owners of the modules it defines and of the modules that need it', () => {
    expect(attributeChunk(modules, chunk('form'), sourceOf(todaysChunks))).toEqual({
      chunk: chunk('form'),
      holds: ['features/lead-form'],
      neededBy: ['components/blocks/toggle-show', 'features/carousels', 'features/lead-form', 'node_modules/@mui/material'],
    });
    expect(attributeChunk(modules, chunk('blocks'), sourceOf(todaysChunks)).holds).toEqual([
      'components/blocks/toggle-show',
      'features/carousels',
      'node_modules/@mui/material',
    ]);
    expect(attributeChunk(modules, chunk('unknown'), () => undefined)).toEqual({ chunk: chunk('unknown'), holds: [], neededBy: [] });
  });

  it('today: every block of the route shares its chunks, so a block owns the chunks that hold its code', () => {
    expect(chunksOfOwner(modules, 'features/lead-form', sourceOf(todaysChunks))).toEqual([chunk('form')]);
    expect(chunksOfOwner(modules, 'features/carousels', sourceOf(todaysChunks))).toEqual([chunk('blocks')]);
    expect(chunksOfOwner(modules, 'features/social-embeds', sourceOf(todaysChunks))).toEqual([]);
  });

  it('split: a block owns its own chunks and the libraries only it needs, not the shared ones', () => {
    const split = modulesOf([
      manifestFile(CMS_ROUTE, {
        '[project]/components/layout/mobile-menu.client.tsx': { id: 90013, chunks: layoutChunks },
        '[project]/features/carousels/carousel/carousel-frame.client.tsx': { id: 982523, chunks: [...layoutChunks, chunk('mui-buttons'), chunk('carousel')] },
        '[project]/features/lead-form/components/lead-form.client.tsx': {
          id: 198914,
          chunks: [...layoutChunks, chunk('mui-buttons'), chunk('react-hook-form'), chunk('lead-form')],
        },
      }),
    ]);
    const sources = {
      ...todaysChunks,
      [chunk('mui-buttons')]: chunkSource(618863),
      [chunk('react-hook-form')]: chunkSource(777001),
      [chunk('carousel')]: chunkSource(982523),
      [chunk('lead-form')]: chunkSource(198914),
    };
    expect(chunksOfOwner(split, 'features/lead-form', sourceOf(sources))).toEqual([chunk('lead-form'), chunk('react-hook-form')]);
    expect(chunksOfOwner(split, 'features/carousels', sourceOf(sources))).toEqual([chunk('carousel')]);
  });
});

/** A chunk holding an island wrapper as Turbopack writes it: next/dynamic over a lazy import, then the loader. */
const islandChunk = (islandId: number, loadableId: number, files: string[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,` +
  `${islandId},e=>{"use strict";let t=(0,e.i(770703).default)(()=>e.A(883582).then(e=>e.LeadFormRoot),{loadableGenerated:{modules:[${loadableId}]}});e.s(["LeadFormRoot",0,t])},` +
  `883582,e=>{e.v(t=>Promise.all(${JSON.stringify(files)}.map(t=>e.l(t))).then(()=>t(${loadableId})))},` +
  `739757,e=>{"use strict";let t=(0,e.i(770703).default)(()=>e.A(535598).then(e=>e.X),{loadableGenerated:{modules:[555555]}})}]);`;

describe('client islands', () => {
  const source = islandChunk(64098, 201323, ['static/chunks/form-a.js', 'static/chunks/shared.js']);

  it('reads one module\'s factory, up to where the next module starts', () => {
    const factory = factoryOf(source, '64098');
    expect(factory).toContain('loadableGenerated:{modules:[201323]}');
    expect(factory).not.toContain('883582,e=>');
    expect(factoryOf(source, '739757')).toContain('555555');
    expect(factoryOf(source, '4098')).toBeUndefined();
  });

  it('finds the chunks an island loads through its import\'s loader module', () => {
    const factoryOfModule = (id: string) => factoryOf(source, id);
    expect(lazyChunksOf(factoryOf(source, '64098')!, factoryOfModule)).toEqual([chunk('form-a'), chunk('shared')]);
    // A loader that is not in the chunks read (another route's) gives nothing rather than a guess.
    expect(lazyChunksOf(factoryOf(source, '739757')!, factoryOfModule)).toEqual([]);
    expect(lazyChunksOf('e=>{"use strict";e.s([])}', factoryOfModule)).toEqual([]);
  });

  it('finds the chunks of an island loaded when wanted (a plain import, no next/dynamic)', () => {
    const whenWanted =
      `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,` +
      `64098,e=>{"use strict";let t,r,n=()=>e.A(207335).then(e=>e.LeadFormRoot);e.s(["LeadFormRoot",0,n])},` +
      `207335,e=>{e.v(t=>Promise.all(["static/chunks/form-a.js","static/chunks/form-b.js"].map(t=>e.l(t))).then(()=>t(226120)))}]);`;
    expect(lazyChunksOf(factoryOf(whenWanted, '64098')!, (id) => factoryOf(whenWanted, id))).toEqual([chunk('form-a'), chunk('form-b')]);
  });

  it('gives a block the chunks its islands load, not the route chunk its wrapper sits in, nor a lazy chunk another block loads too', () => {
    const modules: ClientModule[] = [
      { route: CMS_ROUTE, path: 'components/layout/mobile-menu.client.tsx', owner: 'components/layout', id: '90013', chunks: [chunk('route')] },
      { route: CMS_ROUTE, path: 'features/lead-form/components/lead-form-root-island.client.tsx', owner: 'features/lead-form', id: '64098', chunks: [chunk('route')], lazyChunks: [chunk('form-a'), chunk('shared')] },
      { route: CMS_ROUTE, path: 'features/carousels/carousel/carousel-frame-island.client.tsx', owner: 'features/carousels', id: '739757', chunks: [chunk('route')], lazyChunks: [chunk('carousel'), chunk('shared')] },
    ];
    const sources = { [chunk('route')]: source };
    expect(chunksOfOwner(modules, 'features/lead-form', sourceOf(sources))).toEqual([chunk('form-a')]);
    expect(chunksOfOwner(modules, 'features/carousels', sourceOf(sources))).toEqual([chunk('carousel')]);
    expect(attributeChunk(modules, chunk('shared'), sourceOf(sources)).neededBy).toEqual(['features/carousels', 'features/lead-form']);
  });
});

describe('readBuildChunks', () => {
  let distDir = '';
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it('reads every route\'s manifest and the chunks of the build', () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'bench-chunks-'));
    for (const [route, file] of [
      ['[locale]/reference/shell', todaysBuild[0]],
      ['[locale]/[[...slug]]', todaysBuild[1]],
    ] as const) {
      mkdirSync(path.join(distDir, 'server', 'app', route), { recursive: true });
      writeFileSync(path.join(distDir, 'server', 'app', route, 'page_client-reference-manifest.js'), file ?? '');
    }
    mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(distDir, 'static', 'chunks', 'form.js'), todaysChunks[chunk('form')] ?? '');

    const build = readBuildChunks(distDir);
    expect(new Set(build.modules.map((module: ClientModule) => module.route))).toEqual(new Set([CMS_ROUTE, SHELL_ROUTE]));
    expect(build.modules).toHaveLength(7);
    expect(build.sourceOf(chunk('form'))).toBe(todaysChunks[chunk('form')]);
    expect(build.sourceOf(chunk('missing'))).toBeUndefined();
    expect(build.sourceOf('/_next/../../etc/passwd')).toBeUndefined();
    expect(build.sourceOf('/_next/static/../server/app/[locale]/[[...slug]]/page_client-reference-manifest.js')).toBeUndefined();
  });

  it('says there is no build rather than finding no chunks', () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'bench-chunks-'));
    expect(() => readBuildChunks(distDir)).toThrow('run npm run build');
    mkdirSync(path.join(distDir, 'server', 'app'), { recursive: true });
    expect(() => readBuildChunks(distDir)).toThrow('no client reference manifest');
  });
});
