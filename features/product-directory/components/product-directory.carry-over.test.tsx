import { act, screen, waitFor, within } from '@testing-library/react';
import { serverMarkupIsland } from '@/tests/server-markup-island';
import type { DirectoryItem, ItemKind } from '../logic/directory';
import { ProductDirectory, type ProductDirectoryLabels, type ProductDirectoryProps } from './product-directory.client';

/**
 * The island as the site runs it: the server's markup first (the defaults: nuqs reads no address on
 * the server), then `loadWhenWanted` mounts the live directory over it, carrying over what the
 * visitor entered; the address, read as it goes live, wins where it says something.
 */
const item = (name: string, kind: ItemKind, crops: string[]): DirectoryItem => ({
  id: name.toLowerCase().replace(/\W+/g, '-'),
  kind,
  name,
  isBio: false,
  href: `/en-US/d/${name.toLowerCase().replace(/\W+/g, '-')}`,
  external: false,
  typeLabel: kind === 'seeds' ? 'Hybrid' : 'Fungicide',
  brand: 'Terralis',
  description: `${name}, a product.`,
  image: null,
  crops,
});

const labels: ProductDirectoryLabels = {
  tabsLabel: 'Product categories',
  tabs: { all: 'All', 'crop-protection': 'Crop Protection', seeds: 'Seeds', 'digital-solutions': 'Digital Solutions' },
  letters: 'Products by initial letter',
  filters: 'Filter the products',
  search: 'Search products',
  crop: 'Crop',
  allCrops: 'All crops',
  type: 'Product type',
  allTypes: 'All types',
  count: { one: 'Showing {shown} of {total} product', other: 'Showing {shown} of {total} products' },
  noResults: 'No matching results found',
  loadMore: 'Load more',
  bio: 'Bio',
  digitalSolution: 'Digital solution',
  newTab: '(opens in a new tab)',
};

const props: ProductDirectoryProps = {
  idPrefix: 'directory',
  locale: 'en-US',
  items: [item('Aurora T0785', 'seeds', ['corn']), item('Bravura TP1103', 'seeds', ['soy']), item('Escudo 300 SC', 'crop-protection', ['soy', 'wheat'])],
  cropNames: { corn: 'Corn', soy: 'Soybeans', wheat: 'Wheat' },
  labels,
};

const island = serverMarkupIsland(ProductDirectory);

// The live directory writes its filters to the address a moment after a change (nuqs): let it
// finish before the island unmounts (after hooks run last-registered first).
afterEach(() => act(() => new Promise((resolve) => setTimeout(resolve, 60))));

/** The server's markup in the page, `enter` doing what the visitor did in it, then the island hydrated over it. */
async function goLive(address: string, enter: (serverMarkup: HTMLElement) => void = () => {}) {
  window.history.replaceState(null, '', `/en-US/products${address}`);
  enter(island.serve(props));
  island.goLive(props);
  // Live: the server's markup shows all 3; the live directory answers to its filters.
  await waitFor(() => expect(document.querySelector('[role="tabpanel"]')).not.toBeNull());
}

const cardNames = () => within(screen.getByRole('tabpanel')).queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the directory going live over its server markup', () => {
  it('adopts what the visitor typed and chose before its code loaded, and writes it to the address', async () => {
    await goLive('', (markup) => {
      markup.querySelector<HTMLInputElement>('#directory-search')!.value = 'ra';
      markup.querySelector<HTMLSelectElement>('#directory-crop')!.value = 'soy';
    });
    await waitFor(() => expect(cardNames()).toEqual(['Bravura TP1103']));
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ra');
    expect(screen.getByRole('combobox', { name: 'Crop' })).toHaveValue('soy');
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ q: 'ra', crop: 'soy' }));
  });

  it('shows what the address says, not the server markup’s defaults', async () => {
    await goLive('?tab=seeds&crop=corn&q=aur');
    await waitFor(() => expect(cardNames()).toEqual(['Aurora T0785']));
    expect(screen.getByRole('tab', { name: 'Seeds' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('aur');
    expect(screen.getByRole('combobox', { name: 'Crop' })).toHaveValue('corn');
    expect(window.location.search).toBe('?tab=seeds&crop=corn&q=aur');
  });
});
