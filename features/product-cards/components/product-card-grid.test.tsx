import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { productCardGridSchema } from '../schema';
import { ProductCardGridBlock } from './product-card-grid-block';
import { ProductCardGridSkeleton } from './product-cards-skeletons';
import styles from './product-cards.module.css';

vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
vi.mock('next-intl/server', () => import('@/tests/server-translations'));

beforeEach(async () => {
  window.history.replaceState(null, '', '/');
  await sandbox.reset();
});
// nuqs writes the address a moment after a change (its throttle): let the last write land before the next test.
afterEach(() => new Promise((resolve) => setTimeout(resolve, 120)));

async function renderGrid(input: Record<string, unknown>, locale: Locale = 'en-US') {
  const context = makeContext({ locale, page: makePage({ locale, path: '/farming-systems' }) });
  return renderWithProviders(<>{await ProductCardGridBlock({ props: productCardGridSchema.parse(input), context, nodeId: 'grid' })}</>, { locale });
}

const soybeanProtection = { group: 'crop-protection', crop: 'SOY', heading: 'Soybean protection' };
const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const pagination = (name = 'Pages of products') => screen.getByRole('navigation', { name });
const pageLink = (name: string) => within(pagination()).getByRole('link', { name });

describe('ProductCardGridBlock, standard', () => {
  it('shows a group’s products for a crop, 12 on the first page, with numbered page links', async () => {
    await renderGrid(soybeanProtection);
    expect(screen.getByRole('region', { name: 'Soybean protection' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(12);
    expect(cardNames()[0]).toBe('Arado 480 SL');
    expect(cardNames()).not.toContain('Barreira 500 SC');
    const links = within(pagination()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Previous', '1', '2', 'Next']);
    expect(pageLink('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(pageLink('Page 1')).toHaveAttribute('href', '/en-US/farming-systems');
    expect(pageLink('Page 2')).not.toHaveAttribute('aria-current');
    expect(pageLink('Page 2')).toHaveAttribute('href', '/en-US/farming-systems?page=2');
    expect(pageLink('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(pageLink('Previous')).not.toHaveAttribute('href');
    expect(pageLink('Next')).toHaveAttribute('href', '/en-US/farming-systems?page=2');
    expect(screen.getAllByRole('list')[0]).toHaveClass(styles.grid!);
  });

  it('goes to page 2 in place, with the page in the URL, and back with previous', async () => {
    const user = userEvent.setup();
    await renderGrid(soybeanProtection);
    await user.click(pageLink('Page 2'));
    expect(cardNames()).toEqual(['Monção 400 SC', 'Oásis 250 FS', 'Quartzo 500 SC', 'Rastro 200 EC', 'Tufão 720 SL', 'Umbral 240 EC', 'Zéfiro Bio']);
    expect(pageLink('Page 2')).toHaveAttribute('aria-current', 'page');
    expect(pageLink('Next')).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(window.location.search).toBe('?page=2'));

    await user.click(pageLink('Previous'));
    expect(cardNames()).toHaveLength(12);
    expect(pageLink('Page 1')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('reads the page from the URL as it mounts', async () => {
    window.history.replaceState(null, '', '/en-US/farming-systems?page=2');
    await renderGrid(soybeanProtection);
    expect(cardNames()).toHaveLength(7);
    expect(pageLink('Page 2')).toHaveAttribute('aria-current', 'page');
  });

  it.each(['9', '0', 'abc', '1.5', '-2'])('shows page 1 for page=%s, and cleans the address', async (page) => {
    window.history.replaceState(null, '', `/en-US/farming-systems?page=${page}`);
    await renderGrid(soybeanProtection);
    expect(cardNames()).toHaveLength(12);
    expect(pageLink('Page 1')).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('shows the editor’s products by slug in their order, in Spanish, without pagination for one page', async () => {
    await renderGrid({ seoSlugs: ['jade-bio', 'no-such-product', 'aurora-t0785', 'escudo-300-sc'] }, 'es-AR');
    expect(screen.getByRole('region', { name: 'Productos' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Jade Bio', 'Aurora T0785', 'Escudo 300 SC']);
    const jade = screen.getByRole('link', { name: 'Jade Bio' }).closest('article')!;
    expect(within(jade).getByText('Bio')).toBeInTheDocument();
    expect(jade).toHaveTextContent('Marca: Terralis Bio');
    expect(within(screen.getByRole('link', { name: 'Aurora T0785' }).closest('article')!).getByText('Híbrido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aurora T0785' })).toHaveAttribute('href', '/es-AR/d/aurora-t0785');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('ProductCardGridBlock, empty', () => {
  it('says no matching results were found when no product fits', async () => {
    await renderGrid({ group: 'seeds', crop: 'COFFEE' }, 'pt-BR');
    expect(screen.getByText('Nenhum resultado correspondente encontrado')).toBeInTheDocument();
    expect(cardNames()).toEqual([]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('ProductCardGridBlock, error', () => {
  it('logs a failed catalogue and shows the error in the grid’s place', async () => {
    await sandbox.fault({ path: '/catalogue/v1/products', status: 503, times: 0 });
    const error = vi.spyOn(log, 'error');
    await renderGrid({ seoSlugs: ['jade-bio'] }, 'pt-BR');
    expect(within(screen.getByRole('region', { name: 'Produtos' })).getByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos');
    expect(cardNames()).toEqual([]);
    expect(error).toHaveBeenCalledWith('product_cards.load_failed', expect.objectContaining({ locale: 'pt-BR', page: '/farming-systems', failure: 'status' }));
  });
});

describe('ProductCardGridSkeleton', () => {
  it('draws 4 cards under the heading while announcing the loading', async () => {
    const context = makeContext({ locale: 'es-AR' });
    const { container } = renderWithProviders(<>{await ProductCardGridSkeleton({ props: productCardGridSchema.parse({ group: 'seeds' }), context, nodeId: 'grid' })}</>, { locale: 'es-AR' });
    expect(screen.getByRole('region', { name: 'Productos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los productos…');
    expect(container.querySelectorAll(`.${styles.cardShape}`)).toHaveLength(4);
  });
});

describe('productCardGridSchema', () => {
  it('takes either slugs or a group, a crop only with a group', () => {
    expect(productCardGridSchema.parse({ group: 'seeds', crop: 'CORN' })).toEqual({ group: 'seeds', crop: 'CORN' });
    expect(productCardGridSchema.parse({ seoSlugs: ['aurora-t0785'] })).toEqual({ seoSlugs: ['aurora-t0785'] });
    for (const props of [{}, { seoSlugs: ['aurora-t0785'], group: 'seeds' }, { seoSlugs: ['aurora-t0785'], crop: 'CORN' }, { crop: 'CORN' }, { seoSlugs: [] }, { seoSlugs: ['Aurora T0785'] }, { seoSlugs: ['a', 'a'] }, { group: 'seeds', columns: 3 }]) {
      expect(productCardGridSchema.safeParse(props).success).toBe(false);
    }
  });
});
