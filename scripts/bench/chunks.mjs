// @ts-check
/**
 * Which client code a page's scripts carry, read from the build: `npm run bench` names what pulled
 * each script beyond the shell's, and the build-output test (tests/e2e/block-chunks.spec.ts) checks
 * that a page without a block loads none of that block's chunks. One module, so both read the
 * build the same way.
 *
 * Two sources, both written by `next build`:
 * - the client reference manifests (`server/app/<route>/page_client-reference-manifest.js`): for
 *   each route, every client module a server component references (`'use client'` files and the
 *   library components used directly, e.g. MUI's), with its id and the chunks the browser loads
 *   before it can run it. Turbopack gives the client modules of one route segment one set of
 *   chunks, so that list alone cannot say which chunk holds which module;
 * - the chunks themselves: a Turbopack chunk is
 *   `(globalThis.TURBOPACK||...).push([script, <id>, <factory>, <id>, <factory>, ...])`, so the
 *   chunk that defines a module's factory is the one that holds its code (with what it imports,
 *   hoisted into it);
 * - for a client island (next/dynamic, or lib/browser/load-when-wanted), its lazy import: the
 *   island's factory calls the import's loader module, whose factory lists the chunks it fetches,
 *   which only pages that render the island load.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} ClientModule
 * @property {string} route the route whose manifest lists it, e.g. `/[locale]/[[...slug]]/page`
 * @property {string} path project-relative, e.g. `features/lead-form/components/lead-form.client.tsx`
 * @property {string} owner the folder it belongs to (see `ownerOf`)
 * @property {string} id the bundler's module id
 * @property {string[]} chunks chunk paths (`/_next/static/chunks/...`), in the manifest's order
 * @property {string[]} [lazyChunks] for an island, the chunks of what it loads lazily
 */

/**
 * The manifest entries of one file: `globalThis.__RSC_MANIFEST["<route>"] = {...};`. Read as data
 * (the object is JSON), never evaluated.
 * @param {string} source the text of a `page_client-reference-manifest.js`
 * @returns {Array<{ route: string, manifest: unknown }>}
 */
export function parseManifestAssignments(source) {
  const assignment = /__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*/g;
  /** @type {Array<{ route: string, manifest: unknown }>} */
  const entries = [];
  let match;
  while ((match = assignment.exec(source))) {
    const start = assignment.lastIndex;
    const end = endOfJsonValue(source, start);
    entries.push({ route: JSON.parse(/** @type {string} */ (match[1])), manifest: JSON.parse(source.slice(start, end)) });
    assignment.lastIndex = end;
  }
  return entries;
}

/**
 * Where the JSON object or array starting at `start` ends (the index after its closing bracket).
 * @param {string} text
 * @param {number} start
 * @returns {number}
 */
function endOfJsonValue(text, start) {
  if (text[start] !== '{' && text[start] !== '[') throw new SyntaxError(`expected a JSON object at ${start}, found "${text.slice(start, start + 20)}"`);
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new SyntaxError('unterminated JSON value in the client reference manifest');
}

/**
 * A `clientModules` key as a project-relative path. Turbopack writes `[project]/<path>`, and for
 * some modules a second key `[project]/<path> <module evaluation>`; webpack writes the absolute
 * path, with `#<export>` for a named export.
 * @param {string} key
 * @param {string} [projectRoot] the absolute root, to shorten webpack's absolute paths
 * @returns {string}
 */
export function modulePathOfKey(key, projectRoot) {
  let modulePath = key.replace(/ <[^<>]*>$/, '').replace(/#[^/#]*$/, '');
  if (modulePath.startsWith('[project]/')) modulePath = modulePath.slice('[project]/'.length);
  else if (projectRoot && modulePath.startsWith(`${projectRoot.replace(/\/$/, '')}/`)) modulePath = modulePath.slice(projectRoot.replace(/\/$/, '').length + 1);
  return modulePath;
}

/**
 * The folder a module belongs to, the unit the report names: a feature (`features/lead-form`), a
 * block of the content kit (`components/blocks/toggle-show`), another folder of ours
 * (`components/layout`, `lib/analytics`, `app`), or a package (`node_modules/@mui/material`).
 * @param {string} modulePath project-relative
 * @returns {string}
 */
export function ownerOf(modulePath) {
  const inPackages = modulePath.lastIndexOf('node_modules/');
  if (inPackages !== -1) {
    const [scopeOrName = '', name = ''] = modulePath.slice(inPackages + 'node_modules/'.length).split('/');
    return `node_modules/${scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName}`;
  }
  const parts = modulePath.split('/');
  if (parts[0] === 'app') return 'app';
  if (parts[0] === 'components' && parts[1] === 'blocks' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts.length > 2) return parts.slice(0, 2).join('/');
  return parts.length === 2 ? /** @type {string} */ (parts[0]) : modulePath;
}

/**
 * True for the owners that are CMS blocks: a feature, or a block folder of the content kit.
 * @param {string} owner
 */
export function isBlockOwner(owner) {
  return owner.startsWith('features/') || owner.startsWith('components/blocks/');
}

/**
 * A chunk as the manifests name it: `/_next/static/chunks/<file>`. Accepts a script URL of a page
 * (any origin, any query such as `?dpl=`), a manifest chunk (`/_next/static/...`) or an entry file
 * (`static/chunks/...`).
 * @param {string} reference
 * @returns {string}
 */
export function chunkPathOf(reference) {
  const pathname = /^[a-z]+:\/\//i.test(reference) ? new URL(reference).pathname : reference.replace(/[?#].*$/, '');
  if (pathname.startsWith('static/')) return `/_next/${pathname}`;
  return pathname;
}

/**
 * The client modules of parsed manifests, one per route and path (a module listed under two keys
 * gets the union of their chunks).
 * @param {ReadonlyArray<{ route: string, manifest: unknown }>} entries
 * @param {string} [projectRoot]
 * @returns {ClientModule[]}
 */
export function clientModulesOf(entries, projectRoot) {
  /** @type {Map<string, ClientModule>} */
  const modules = new Map();
  for (const { route, manifest } of entries) {
    const clientModules = /** @type {{ clientModules?: unknown }} */ (manifest ?? {}).clientModules;
    if (!clientModules || typeof clientModules !== 'object') throw new TypeError(`the manifest of ${route} has no clientModules: has the format changed?`);
    for (const [key, value] of Object.entries(clientModules)) {
      const { id, chunks } = /** @type {{ id?: unknown, chunks?: unknown }} */ (value ?? {});
      if ((typeof id !== 'number' && typeof id !== 'string') || !Array.isArray(chunks)) {
        throw new TypeError(`the manifest of ${route} lists ${key} without an id and chunks: has the format changed?`);
      }
      const modulePath = modulePathOfKey(key, projectRoot);
      const known = modules.get(`${route}\0${modulePath}`);
      const chunkPaths = chunks.map((chunk) => chunkPathOf(String(chunk)));
      if (known) known.chunks = [...new Set([...known.chunks, ...chunkPaths])];
      else modules.set(`${route}\0${modulePath}`, { route, path: modulePath, owner: ownerOf(modulePath), id: String(id), chunks: chunkPaths });
    }
  }
  return [...modules.values()];
}

/**
 * True when a chunk's source defines the factory of module `id`: the id stands as an element of
 * the pushed array (after `[` or `,`) and a function follows it. A library's own numbers never
 * match a six-digit module id followed by a function by chance.
 * @param {string} source
 * @param {string} id
 */
export function chunkDefinesModule(source, id) {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`[\\[,]${escaped},(?:\\([^()]*\\)|[A-Za-z_$][\\w$]*)=>|[\\[,]${escaped},function\\b`).test(source);
}

/**
 * The text of module `id`'s factory in a chunk: from its id to where the next module's id starts
 * (or the chunk's end). Undefined when the chunk does not define it.
 * @param {string} source
 * @param {string} id
 * @returns {string | undefined}
 */
export function factoryOf(source, id) {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const start = source.search(new RegExp(`[\\[,]${escaped},(?:\\([^()]*\\)|[A-Za-z_$][\\w$]*)=>|[\\[,]${escaped},function\\b`));
  if (start === -1) return undefined;
  const rest = source.slice(start + 1);
  const next = rest.slice(id.length + 1).search(/,\d+,(?:\([^()]*\)|[A-Za-z_$][\w$]*)=>|,\d+,function\b/);
  return next === -1 ? rest : rest.slice(0, id.length + 1 + next);
}

/**
 * The chunks a module's factory loads lazily: each `import()` is `<ctx>.A(<loader id>)`, and the
 * loader's factory lists the chunks it fetches
 * (`<ctx>.v(t=>Promise.all(["static/chunks/...",...].map(...)))`). Both islands shapes compile to
 * this: next/dynamic's and lib/browser/load-when-wanted's.
 * @param {string} factory the module's factory text
 * @param {(id: string) => string | undefined} factoryOfModule the factory of another module of the route
 * @returns {string[]} chunk paths, sorted
 */
export function lazyChunksOf(factory, factoryOfModule) {
  const found = new Set();
  for (const [, loaderId = ''] of factory.matchAll(/[\w$]\.A\((\d+)\)/g)) {
    const loader = factoryOfModule(loaderId);
    if (!loader?.includes('Promise.all(')) continue;
    for (const [, file = ''] of loader.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)) found.add(chunkPathOf(file));
  }
  return [...found].sort();
}

/**
 * @typedef {object} ChunkAttribution
 * @property {string} chunk
 * @property {string[]} holds owners of the client modules whose code this chunk defines
 * @property {string[]} neededBy owners of the client modules that list this chunk among the ones they need
 */

/**
 * What a chunk holds and who needs it, from every route's manifest.
 * @param {readonly ClientModule[]} modules
 * @param {string} chunk a chunk path
 * @param {(chunk: string) => string | undefined} sourceOf the chunk's text, undefined when unknown
 * @returns {ChunkAttribution}
 */
export function attributeChunk(modules, chunk, sourceOf) {
  const source = sourceOf(chunk);
  const sorted = (/** @type {Iterable<string>} */ owners) => [...new Set(owners)].sort();
  return {
    chunk,
    holds: source === undefined ? [] : sorted(modules.filter((module) => chunkDefinesModule(source, module.id)).map((module) => module.owner)),
    neededBy: sorted(modules.filter((module) => module.chunks.includes(chunk) || module.lazyChunks?.includes(chunk)).map((module) => module.owner)),
  };
}

/**
 * The chunks that carry an owner's client code, in the routes where it has client modules: every
 * chunk that defines one of its modules, and every chunk its modules need that no other module of
 * the route needs (a library only it uses, split off). A page that renders none of the owner's
 * blocks must load none of these.
 * @param {readonly ClientModule[]} modules
 * @param {string} owner e.g. `features/lead-form`
 * @param {(chunk: string) => string | undefined} sourceOf
 * @returns {string[]} chunk paths, sorted
 */
export function chunksOfOwner(modules, owner, sourceOf) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const route of new Set(modules.filter((module) => module.owner === owner).map((module) => module.route))) {
    const inRoute = modules.filter((module) => module.route === route);
    const own = inRoute.filter((module) => module.owner === owner);
    const others = inRoute.filter((module) => module.owner !== owner);
    // An island's wrapper is a line every page of the route carries; its code is what it loads lazily.
    const ownCode = own.filter((module) => !module.lazyChunks?.length);
    const neededByOthers = new Set(others.flatMap((module) => module.chunks));
    for (const chunk of new Set(ownCode.flatMap((module) => module.chunks))) {
      const source = sourceOf(chunk);
      if (!neededByOthers.has(chunk) || (source !== undefined && ownCode.some((module) => chunkDefinesModule(source, module.id)))) found.add(chunk);
    }
    const loadedLazilyByOthers = new Set(others.flatMap((module) => module.lazyChunks ?? []));
    for (const chunk of own.flatMap((module) => module.lazyChunks ?? [])) if (!loadedLazilyByOthers.has(chunk)) found.add(chunk);
  }
  return [...found].sort();
}

/**
 * @typedef {object} BuildChunks
 * @property {string} distDir
 * @property {ClientModule[]} modules every route's client modules
 * @property {(chunk: string) => string | undefined} sourceOf a chunk's text from the build, cached
 */

/**
 * Reads the client reference manifests of a build (`.next`, or the e2e server's copy).
 * @param {string} distDir absolute path of the build
 * @param {string} [projectRoot]
 * @returns {BuildChunks}
 */
export function readBuildChunks(distDir, projectRoot) {
  const appDir = path.join(distDir, 'server', 'app');
  if (!existsSync(appDir)) throw new Error(`no build at ${distDir} (${path.join('server', 'app')} is missing): run npm run build`);
  const files = /** @type {string[]} */ (readdirSync(appDir, { recursive: true, encoding: 'utf8' })).filter((file) =>
    file.endsWith('page_client-reference-manifest.js'),
  );
  if (files.length === 0) throw new Error(`no client reference manifest under ${appDir}: has Next changed where it writes them?`);
  const modules = clientModulesOf(
    files.flatMap((file) => parseManifestAssignments(readFileSync(path.join(appDir, file), 'utf8'))),
    projectRoot,
  );
  const staticDir = path.join(distDir, 'static');
  /** @type {Map<string, string | undefined>} */
  const sources = new Map();
  /** @param {string} chunk */
  const sourceOf = (chunk) => {
      if (!sources.has(chunk)) {
        // Only files of the build's static folder: a chunk path comes from a page's HTML.
        const file = path.join(staticDir, chunk.replace(/^\/_next\/static\//, ''));
        const inBuild = chunk.startsWith('/_next/static/') && file.startsWith(`${staticDir}${path.sep}`) && existsSync(file);
        sources.set(chunk, inBuild ? readFileSync(file, 'utf8') : undefined);
      }
      return sources.get(chunk);
  };
  for (const client of modules) {
    // The island's factory and its loaders sit in the chunks the manifest lists for it.
    const factoryOfModule = (/** @type {string} */ id) => {
      for (const chunk of client.chunks) {
        const source = sourceOf(chunk);
        const factory = source === undefined ? undefined : factoryOf(source, id);
        if (factory !== undefined) return factory;
      }
      return undefined;
    };
    const factory = factoryOfModule(client.id);
    const lazy = factory === undefined ? [] : lazyChunksOf(factory, factoryOfModule);
    if (lazy.length > 0) client.lazyChunks = lazy;
  }
  return { distDir, modules, sourceOf };
}
