// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files';

/**
 * Client islands (docs/architecture.md §5). Every client component a block's server component
 * renders becomes part of the CMS route's one chunk group, which every CMS page loads. A block
 * therefore reaches its client code through an island, `x-island.client.tsx`: `x.client.tsx` behind
 * `next/dynamic`, a chunk of its own that only pages rendering the block load, or behind
 * `loadWhenWanted` (lib/browser), a chunk loaded once the block comes near the screen. These checks keep
 * that shape; the build-output test (tests/e2e) proves what the browser really downloads.
 */
const BLOCK_CODE = ['features', 'components/blocks'];
const ISLAND = /-island\.client\.tsx$/;

const files = BLOCK_CODE.flatMap((dir) => sourceFiles(dir));
// The shell has islands too (the header's drawer and account menu); it may import client code directly.
const islands = ['features', 'components'].flatMap((dir) => sourceFiles(dir)).filter((file) => ISLAND.test(file));
const isClient = (file: string) => /\.client\.tsx?$/.test(file);

/** The `.client` modules a file imports, relative or by their `@/` path (type-only imports load nothing). */
const clientImports = (source: string) =>
  [...source.matchAll(/^import (?!type )[^;]*? from '((?:\.{1,2}|@)\/[^']+\.client)';$/gms)].map((match) => match[1]!);

describe('client islands', () => {
  it('exist for the blocks that have client code', () => {
    expect(islands.length).toBeGreaterThanOrEqual(14);
  });

  it.each(islands)('%s loads its module lazily under the same name', (island) => {
    const source = readFileSync(island, 'utf8');
    const target = path.basename(island).replace(ISLAND, '.client');
    // loadWhenWanted may take its options (`{ nearScreen }`) after the loader.
    const lazy = source.match(/export const (\w+) = (?:dynamic|loadWhenWanted)\(\(\) => import\('\.\/([\w-]+\.client)'\)\.then\(\(module\) => module\.(\w+)\)(?:, \{[\s\S]*?\})?\);/);
    expect(source.startsWith("'use client';")).toBe(true);
    expect(lazy, 'export const X = dynamic(() => import(\'./x.client\').then((module) => module.X)); (or loadWhenWanted(...))').not.toBeNull();
    const [, name, module, member] = lazy!;
    expect(module).toBe(target);
    expect(member).toBe(name);
    // The name is what the vitest alias (x-island.client -> x.client) hands the component tests.
    expect(readFileSync(path.join(path.dirname(island), `${target}.tsx`), 'utf8')).toMatch(new RegExp(`export function ${name}\\b`));
  });

  it('are the only way a block server component reaches client code', () => {
    const direct = files
      .filter((file) => !isClient(file))
      .flatMap((file) => clientImports(readFileSync(file, 'utf8')).filter((specifier) => !specifier.endsWith('-island.client')).map((specifier) => `${file} -> ${specifier}`));
    expect(direct).toEqual([]);
  });
});
