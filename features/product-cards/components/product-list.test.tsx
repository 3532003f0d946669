import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalogue from '@/components/catalogue/catalogue.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import type { CardRow } from '../logic/cards';
import { productListSchema } from '../schema';
import { ProductList, type ProductListLabels } from './product-list.client';
import { ProductListBlock } from './product-list-block';
import { ProductListSkeleton } from './product-cards-skeletons';
import styles from './product-cards.module.css';

// Next's data cache needs a request scope: here every read goes to the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
vi.mock('next-intl/server', () => import('@/tests/server-translations'));

beforeEach(async () => {
  window.history.replaceState(null, '', '/');
  await sandbox.reset();
});
// nuqs writes the address a moment after a change (its throttle): let the last write land before the next test.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 120)));

async function renderList(input: Record<string, unknown>, locale: Locale = 'pt-BR') {
  const context = makeContext({ locale, page: makePage({ locale, path: '/brands' }) });
  return renderWithProviders(<>{await ProductListBlock({ props: productListSchema.parse(input), context, nodeId: 'list' })}</>, { locale });
}

const allGroups = { groups: ['seeds', 'crop-protection', 'biological'] };
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('article')!;
const status = () => screen.getByRole('status');
const viewMore = (name = 'Ver mais') => screen.queryByRole('button', { name });

describe('ProductListBlock, standard', () => {
  it('shows the first 20 of every group’s products in Portuguese, with the count, the filters and a card per product', async () => {
    await renderList(allGroups);
    const section = screen.getByRole('region', { name: 'Encontre um produto' });
    const filters = within(section).getByRole('search', { name: 'Filtrar os produtos' });
    expect(within(filters).getByRole('searchbox', { name: 'Buscar pelo nome' })).toHaveValue('');
    const crops = within(screen.getByRole('combobox', { name: 'Cultura' })).getAllByRole('option');
    expect(crops.map((option) => option.textContent)).toEqual(['Todas as culturas', 'Algodão', 'Batata', 'Café', 'Cana-de-açúcar', 'Canola', 'Citros', 'Milho', 'Soja', 'Sorgo', 'Trigo']);
    expect(within(screen.getByRole('combobox', { name: 'Marca' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todas as marcas',
      'Terralis',
      'Terralis Bio',
      'Terralis Pro',
    ]);
    expect(status()).toHaveTextContent('Exibindo 20 de 75 produtos');
    expect(cardNames()).toHaveLength(20);
    expect(cardNames().slice(0, 3)).toEqual(['Alvorada T1057', 'Araucária TW210', 'Aurora T0785']);

    const aurora = cardOf('Aurora T0785');
    expect(within(aurora).getByRole('link', { name: 'Aurora T0785' })).toHaveAttribute('href', '/pt-BR/d/aurora-t0785');
    expect(within(aurora).getByText('Híbrido')).toBeInTheDocument();
    expect(aurora).toHaveTextContent('Marca: Terralis');
    expect(aurora).toHaveTextContent(/^.*Aurora T0785 é um híbrido de milho de ciclo precoce/);
    expect(aurora.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/sandbox\/catalogue\/files\/aurora-t0785\/logo\.svg$/));
    expect(within(aurora).queryByText('Bio')).not.toBeInTheDocument();
    expect(viewMore()).toBeInTheDocument();
  });

  it('searches anywhere in the name, ignoring case and accents, with the bio badge on a biological; the URL keeps it', async () => {
    const user = userEvent.setup();
    await renderList(allGroups, 'en-US');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'BIO');
    expect(cardNames()).toEqual(['Brisa Bio', 'Guardião Bio', 'Harmonia Bio', 'Zéfiro Bio', 'Jade Bio', 'Nativa Bio', 'Vigor Bio']);
    expect(status()).toHaveTextContent('Showing 7 of 7 products');
    expect(within(cardOf('Brisa Bio')).getByText('Bio')).toHaveClass(catalogue.bio!);
    expect(within(cardOf('Brisa Bio')).getByRole('link', { name: 'Brisa Bio' })).toHaveAttribute('href', '/en-US/cpd/brisa-bio');
    expect(viewMore('View more')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?q=BIO'));

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zefiro');
    expect(cardNames()).toEqual(['Zéfiro Bio']);
    expect(status()).toHaveTextContent('Showing 1 of 1 product');
  });

  it('narrows by crop and brand, keeping both in the URL; back to all clears the address', async () => {
    const user = userEvent.setup();
    await renderList(allGroups, 'es-AR');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultivo' }), 'Colza');
    expect(status()).toHaveTextContent('Mostrando 9 de 9 productos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marca' }), 'Terralis Bio');
    expect(cardNames()).toEqual(['Jade Bio', 'Vigor Bio']);
    await waitFor(() => expect(new URLSearchParams(window.location.search)).toEqual(new URLSearchParams({ crop: 'rapeseed', brand: 'Terralis Bio' })));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultivo' }), 'Todos los cultivos');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Marca' }), 'Todas las marcas');
    expect(status()).toHaveTextContent('Mostrando 20 de 75 productos');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('adds 20 a step with view more until every product shows; a filter change starts again at 20', async () => {
    const user = userEvent.setup();
    await renderList(allGroups);
    await user.click(viewMore()!);
    expect(cardNames()).toHaveLength(40);
    expect(status()).toHaveTextContent('Exibindo 40 de 75 produtos');
    // The first new card takes the focus.
    expect(screen.getAllByRole('heading', { level: 3 })[20]!.querySelector('a')).toHaveFocus();
    await user.click(viewMore()!);
    await user.click(viewMore()!);
    expect(cardNames()).toHaveLength(75);
    expect(status()).toHaveTextContent('Exibindo 75 de 75 produtos');
    expect(viewMore()).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })[60]!.querySelector('a')).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Marca' }), 'Terralis');
    expect(status()).toHaveTextContent('Exibindo 20 de 50 produtos');
    expect(cardNames()).toHaveLength(20);
  });

  it('reads the filters from the URL as it mounts, ignoring a crop it does not offer', async () => {
    window.history.replaceState(null, '', '/pt-BR/brands?q=bio&crop=banana&brand=Terralis%20Bio');
    await renderList(allGroups);
    expect(screen.getByRole('searchbox', { name: 'Buscar pelo nome' })).toHaveValue('bio');
    expect(screen.getByRole('combobox', { name: 'Cultura' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Marca' })).toHaveValue('Terralis Bio');
    expect(status()).toHaveTextContent('Exibindo 7 de 7 produtos');
    expect(cardNames()).not.toContain('Broto Vivo');
  });

  it('limits the products and the crop select to the editor’s crops', async () => {
    await renderList({ groups: ['biological'], crops: ['OSR', 'WHEAT'], heading: 'Biológicos para o inverno' });
    expect(screen.getByRole('heading', { level: 2, name: 'Biológicos para o inverno' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Cultura' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todas as culturas', 'Canola', 'Trigo']);
    expect(cardNames()).toEqual(['Enraíza', 'Jade Bio', 'Vigor Bio']);
  });
});

describe('ProductList, the cap', () => {
  const rows: CardRow[] = Array.from({ length: 450 }, (_, index) => ({
    seoSlug: `product-${index + 1}`,
    group: 'seeds',
    href: `/en-US/d/product-${index + 1}`,
    name: `Product ${index + 1}`,
    hybridLabel: null,
    typeLabel: 'Hybrid',
    brand: 'Terralis',
    description: 'A product.',
    isBio: false,
    crops: ['corn'],
    logo: null,
  }));
  const labels: ProductListLabels = {
    filters: 'Filter',
    search: 'Search',
    crop: 'Crop',
    allCrops: 'All crops',
    brand: 'Brand',
    allBrands: 'All brands',
    count: 'Showing {shown} of {total}',
    totals: Array.from({ length: 451 }, (_, count) => `${count} products`),
    viewMore: 'View more',
    noResults: 'No matching results found',
    bio: 'Bio',
    brandOf: 'Brand:',
  };

  it('stops after 20 steps: 400 products and no button, though 50 remain', async () => {
    renderWithProviders(<ProductList idPrefix="cap" locale="en-US" rows={rows} crops={[{ value: 'corn', label: 'Corn' }]} brands={['Terralis']} labels={labels} />, { locale: 'en-US' });
    for (let step = 1; step < 20; step++) fireEvent.click(screen.getByRole('button', { name: 'View more' }));
    expect(cardNames()).toHaveLength(400);
    expect(status()).toHaveTextContent('Showing 400 of 450 products');
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });
});

describe('ProductListBlock, empty', () => {
  it('says no matching results were found when the search matches nothing', async () => {
    const user = userEvent.setup();
    await renderList(allGroups, 'en-US');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(status()).toHaveTextContent('No matching results found');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(viewMore('View more')).not.toBeInTheDocument();
  });

  it('says so too when the catalogue has no products for the list', async () => {
    await renderList({ groups: ['seeds'], crops: ['COFFEE'] }, 'es-AR');
    expect(status()).toHaveTextContent('No se encontraron resultados coincidentes');
    expect(cardNames()).toEqual([]);
  });
});

describe('ProductListBlock, error', () => {
  it('logs a failed catalogue and shows the error in the list’s place', async () => {
    await sandbox.fault({ path: '/catalogue/v1/products', status: 503, times: 0 });
    const error = vi.spyOn(log, 'error');
    await renderList(allGroups);
    const section = screen.getByRole('region', { name: 'Encontre um produto' });
    expect(within(section).getByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos');
    expect(within(section).queryByRole('search')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('product_cards.load_failed', expect.objectContaining({ locale: 'pt-BR', page: '/brands', failure: 'status', status: 503 }));
  });

  it('shows a product whose logo cannot be read without it', async () => {
    await sandbox.fault({ path: '/catalogue/v1/assets/aurora-t0785', status: 503 });
    const warn = vi.spyOn(log, 'warn');
    await renderList({ groups: ['seeds'] });
    expect(cardOf('Aurora T0785').querySelector('img')).toBeNull();
    expect(cardOf('Alvorada T1057').querySelector('img')).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('catalogue.assets_unavailable', expect.objectContaining({ products: 1, failures: ['status'] }));
  });
});

describe('ProductListSkeleton', () => {
  it('draws the heading, the filters and 4 cards while announcing the loading', async () => {
    const context = makeContext({ locale: 'en-US' });
    const { container } = renderWithProviders(<>{await ProductListSkeleton({ props: productListSchema.parse(allGroups), context, nodeId: 'list' })}</>, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Find a product' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Loading the products…');
    expect(container.querySelectorAll(`.${styles.cardShape}`)).toHaveLength(4);
    expect(container.querySelectorAll(`.${catalogue.fieldShape}`)).toHaveLength(3);
  });
});

describe('productListSchema', () => {
  it('needs at least one known group, each once', () => {
    expect(productListSchema.parse({ groups: ['seeds'] })).toEqual({ groups: ['seeds'] });
    for (const groups of [[], ['bio'], ['seeds', 'seeds']]) expect(productListSchema.safeParse({ groups }).success).toBe(false);
    expect(productListSchema.safeParse({}).success).toBe(false);
    expect(productListSchema.safeParse({ groups: ['seeds'], pageSize: 10 }).success).toBe(false);
  });

  it('takes crop codes only', () => {
    expect(productListSchema.parse({ groups: ['seeds'], crops: [' SOY '] }).crops).toEqual(['SOY']);
    for (const crops of [[], ['soy beans'], ['<b>']]) expect(productListSchema.safeParse({ groups: ['seeds'], crops }).success).toBe(false);
  });
});
