// @vitest-environment node
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { loadWhenWanted } from './load-when-wanted.client';

function Big() {
  // Far beyond React's 12.8 KB, above which a Suspense boundary is streamed apart and moved by script.
  return <p>{'soja '.repeat(5000)}</p>;
}

describe('loadWhenWanted on the server', () => {
  it('renders the component in place, in the page, with no boundary streamed apart', async () => {
    const Island = loadWhenWanted(() => Promise.resolve(Big));
    const { prelude } = await prerenderToNodeStream(
      <main>
        <Island />
        <footer>after</footer>
      </main>,
    );
    const html = await text(prelude);
    expect(html).toMatch(/^<main><div><p>(soja ){5000}<\/p><\/div><footer>after<\/footer><\/main>$/);
  });
});
