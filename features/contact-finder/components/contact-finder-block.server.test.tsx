// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { makeContext } from '@/tests/fixtures/cms';
import { ContactFinderBlock } from './contact-finder-block';
import { finderProps } from './test-fixture';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));
vi.mock('@/lib/upstreams/maps/client', () => ({ staticMapsAvailable: () => true }));

/** What the server sends: the finder must be useful before (or without) its island's code. */
async function serverHtml() {
  return renderToString(await ContactFinderBlock({ props: finderProps(), context: makeContext({ locale: 'pt-BR' }) }));
}

describe('ContactFinderBlock on the server', () => {
  it('is a section whose id is the finder type (the #distribuidores anchor), named by its heading', async () => {
    const html = await serverHtml();
    expect(html).toMatch(/^<section id="distribuidores" aria-labelledby="distribuidores-heading"/);
    expect(html).toContain('<h2 id="distribuidores-heading"');
    expect(html).toContain('Distribuidores e consultores Terralis.');
  });

  it('renders the filter selects with their grouped options and the first page of cards as HTML', async () => {
    const html = await serverHtml();
    expect(html).toContain('<label for="distribuidores-filter-estado">Estado</label>');
    expect(html).toMatch(/<option value="GO">GO<\/option>/);
    // Soja and soja are one option; Algodão sits under its heading.
    expect(html.match(/<option value="Soja">/g)).toHaveLength(1);
    expect(html).toMatch(/<optgroup label="Fibras"><option value="Algodão">Algodão<\/option><\/optgroup>/);
    // The desktop page of 9, which CSS trims to 8 or 6 until the island knows the width.
    expect(html.match(/<article data-card/g)).toHaveLength(9);
    expect(html).toMatch(/<ul class="[^"]*firstPageByWidth/);
    expect(html).toContain('Revenda 09 Cascavel');
    expect(html).not.toContain('Revenda 10 Rio Verde');
    expect(html).toContain('14 contatos encontrados');
    expect(html).toContain('Carregar mais contatos');
  });

  it('holds no map before consent: the prompt in its place, and no static map request', async () => {
    const html = await serverHtml();
    expect(html).toContain('Exibir o mapa');
    expect(html).not.toContain('/api/static-map');
  });
});
