// @vitest-environment node
import { use } from 'react';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { z } from 'zod';
import { block, type BlockProps } from '@/lib/cms/blocks';
import { makeContext } from '@/tests/fixtures/cms';
import { RenderBlocks } from './render-blocks';

/** A block whose data comes a moment after rendering starts, with a skeleton. */
function slowRegistry() {
  const articles = new Promise<string>((resolve) => setTimeout(() => resolve('Ferrugem-asiática'), 20));
  return {
    articles: block(
      z.object({}),
      async () =>
        function Articles(_: BlockProps<object>) {
          return <h2>{`Leia também: ${use(articles)}`}</h2>;
        },
      { skeleton: async () => () => <p>Carregando artigos…</p> },
    ),
  };
}

/** The HTML of the blocks as React streams it: the shell (what is sent first) and the whole. */
async function streamed(perRequest: boolean): Promise<{ shell: string; whole: string }> {
  const tree = await RenderBlocks({ nodes: [{ id: 'x', resourceType: 'articles', props: {}, childNodes: [] }], registry: slowRegistry(), context: makeContext({ perRequest }) });
  return new Promise((resolve, reject) => {
    let whole = '';
    let shell: string | undefined;
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => {
      // The first write holds everything not behind a pending boundary.
      shell ??= chunk.toString();
      whole += chunk.toString();
    });
    sink.on('end', () => resolve({ shell: shell ?? '', whole }));
    const stream = renderToPipeableStream(<main>{tree}</main>, {
      onShellReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

describe('RenderBlocks as HTML', () => {
  it('keeps a slow block in place on a cached page: no boundary, so no hidden segment for script to move and no skeleton', async () => {
    const { shell, whole } = await streamed(false);
    expect(shell).toContain('<h2>Leia também: Ferrugem-asiática</h2>');
    expect(whole).not.toContain('<!--$');
    expect(whole).not.toContain('Carregando artigos');
  });

  it('streams the skeleton first and the block when its data comes on a per-request page', async () => {
    const { shell, whole } = await streamed(true);
    expect(shell).toContain('Carregando artigos…');
    expect(shell).not.toContain('Ferrugem-asiática');
    expect(whole).toMatch(/<div hidden id="S:0"><h2>Leia também: Ferrugem-asiática<\/h2><\/div>/);
  });
});
