import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalogue from '@/components/catalogue/catalogue.module.css';
import letterBarStyles from '@/components/catalogue/letter-bar.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { log } from '@/lib/log';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import { productDirectorySchema } from '../schema';
import { ProductDirectoryBlock } from './product-directory-block';
import { ProductDirectorySkeleton } from './product-directory-skeleton';
import styles from './product-directory.module.css';

// Next's data cache needs a request scope: here every read goes to the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const PAGE = { 'pt-BR': '/pt-BR/produtos', 'es-AR': '/es-AR/productos', 'en-US': '/en-US/products' } as const;

const digitalSolutions = [
  { name: 'Calculadora de recompensas', description: 'Simule os pontos das suas compras.', href: '/ferramentas/calculadora-de-recompensas' },
  { name: 'Ensaios de produtividade', description: 'Resultados de ensaios perto de você.', href: '/ferramentas/ensaios-de-produtividade' },
  {
    name: 'Clima Terralis',
    description: 'Previsão do tempo para a sua fazenda.',
    href: 'https://clima.terralis.example/app',
    image: { src: '/images/weather.svg', alt: '', width: 320, height: 180 },
  },
];

beforeEach(async () => {
  await sandbox.reset();
  window.history.replaceState(null, '', PAGE['pt-BR']);
});

async function renderDirectory({ locale = 'pt-BR', search = '', input = { digitalSolutions } }: { locale?: Locale; search?: string; input?: Record<string, unknown> } = {}) {
  // What the visitor's address holds before the island goes live.
  window.history.replaceState(null, '', `${PAGE[locale]}${search}`);
  const context = makeContext({ locale, page: makePage({ locale, path: PAGE[locale].slice(locale.length + 1) }) });
  const props = productDirectorySchema.parse(input);
  return renderWithProviders(<>{await ProductDirectoryBlock({ props, context, nodeId: 'directory' })}</>, { locale });
}

const cards = () => within(screen.getByRole('tabpanel')).queryAllByRole('listitem');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const status = () => within(screen.getByRole('tabpanel')).getByRole('status');
const letterBar = (name = 'Produtos pela letra inicial') => screen.getByRole('group', { name });
const address = () => window.location.search;
/** The address's query as an object: nuqs orders the keys as they were set. */
const query = () => Object.fromEntries(new URLSearchParams(window.location.search));

describe('ProductDirectoryBlock, standard', () => {
  it('shows the All tab’s first 8 cards, the tabs, the letter bar, the search box, the selects and the count, in Portuguese', async () => {
    await renderDirectory();
    expect(screen.getByRole('region', { name: 'Nossos produtos' })).toBeInTheDocument();

    const tabs = within(screen.getByRole('tablist', { name: 'Categorias de produtos' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Todos', 'Proteção de Cultivos', 'Sementes', 'Soluções Digitais']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Todos');

    const letters = within(letterBar()).getAllByRole('button');
    expect(letters).toHaveLength(26);
    expect(letters.filter((letter) => letter.hasAttribute('disabled')).map((letter) => letter.textContent)).toEqual(['W', 'X']);
    expect(letterBar()).toHaveClass(letterBarStyles.left!);

    const filters = screen.getByRole('search', { name: 'Filtrar os produtos' });
    expect(within(filters).getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('');
    const crops = within(within(filters).getByRole('combobox', { name: 'Cultura' })).getAllByRole('option');
    expect(crops.map((option) => option.textContent)).toEqual(['Todas as culturas', 'Algodão', 'Batata', 'Café', 'Cana-de-açúcar', 'Canola', 'Citros', 'Milho', 'Soja', 'Sorgo', 'Trigo']);
    expect(within(filters).getByRole('option', { name: 'Canola' })).toHaveValue('rapeseed');
    expect(within(within(filters).getByRole('combobox', { name: 'Tipo de produto' })).getByRole('option', { name: 'Fungicida biológico' })).toBeInTheDocument();

    // 75 catalogue products and 3 digital solutions.
    expect(status()).toHaveTextContent('Exibindo 8 de 78 produtos');
    expect(cardNames()).toEqual(['Aliança Raiz', 'Alvorada T1057', 'Arado 480 SL', 'Araucária TW210', 'Aurora T0785', 'Baluarte T0887', 'Barreira 500 SC', 'Bravura TP1103']);

    const aurora = cards()[4]!;
    expect(within(aurora).getByRole('link', { name: 'Aurora T0785' })).toHaveAttribute('href', '/pt-BR/d/aurora-t0785');
    expect(within(aurora).getByText('Híbrido')).toBeInTheDocument();
    expect(within(aurora).getByText('Terralis')).toBeInTheDocument();
    expect(within(aurora).getByText(/^Aurora T0785 é um híbrido de milho/)).toBeInTheDocument();
    expect(within(aurora).queryByText('Bio')).not.toBeInTheDocument();
    const alianca = cards()[0]!;
    expect(within(alianca).getByRole('link', { name: 'Aliança Raiz' })).toHaveAttribute('href', '/pt-BR/cpd/alianca-raiz');
    expect(within(alianca).getByText('Bio')).toHaveClass(catalogue.bio!);
    // A description is cut to a card's length, at a word.
    for (const card of cards()) expect(card.querySelector(`.${styles.description}`)!.textContent!.length).toBeLessThanOrEqual(141);

    expect(screen.getByRole('button', { name: 'Carregar mais' })).toBeInTheDocument();
    expect(address()).toBe('');
  });

  it('lists the digital solutions on their tab, linking to their pages under the locale and to other sites in a new tab', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await user.click(screen.getByRole('tab', { name: 'Soluções Digitais' }));
    expect(cardNames()).toEqual(['Calculadora de recompensas', 'Clima Terralis (abre em uma nova aba)', 'Ensaios de produtividade']);
    expect(status()).toHaveTextContent('Exibindo 3 de 3 produtos');
    expect(screen.getByRole('link', { name: 'Calculadora de recompensas' })).toHaveAttribute('href', '/pt-BR/ferramentas/calculadora-de-recompensas');
    const external = screen.getByRole('link', { name: /^Clima Terralis/ });
    expect(external).toHaveAttribute('href', 'https://clima.terralis.example/app');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent('(abre em uma nova aba)');
    expect(cards()[1]!.querySelector('img')).toHaveAttribute('src', '/images/weather.svg');
    expect(cards().every((card) => within(card).queryByText('Solução digital'))).toBe(true);
    // Nothing to narrow by crop or type; letters only of the solutions' names.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(
      within(letterBar())
        .getAllByRole('button')
        .filter((letter) => !letter.hasAttribute('disabled'))
        .map((letter) => letter.textContent),
    ).toEqual(['C', 'E']);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    await waitFor(() => expect(address()).toBe('?tab=digital-solutions'));
  });

  it('speaks Spanish, with Ñ in the bar', async () => {
    await renderDirectory({ locale: 'es-AR', input: {} });
    expect(screen.getByRole('region', { name: 'Nuestros productos' })).toBeInTheDocument();
    const letters = within(letterBar('Productos por letra inicial')).getAllByRole('button');
    expect(letters).toHaveLength(27);
    expect(letters[14]).toHaveTextContent('Ñ');
    expect(letters[14]).toBeDisabled();
    expect(status()).toHaveTextContent('Mostrando 8 de 75 productos');
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Protección de Cultivos' })).toBeInTheDocument();
  });

  it('uses the editor’s heading and intro', async () => {
    await renderDirectory({ locale: 'en-US', input: { heading: 'Everything Terralis makes', intro: 'Seeds, crop protection and digital tools.' } });
    expect(screen.getByRole('heading', { level: 2, name: 'Everything Terralis makes' })).toBeInTheDocument();
    expect(screen.getByText('Seeds, crop protection and digital tools.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Showing 8 of 75 products');
  });
});

describe('ProductDirectoryBlock, load more', () => {
  it('adds 8 cards per step, moves the focus to the first new one, and stops at the last', async () => {
    const user = userEvent.setup();
    await renderDirectory({ search: '?tab=seeds' });
    expect(status()).toHaveTextContent('Exibindo 8 de 41 produtos');
    const more = screen.getByRole('button', { name: 'Carregar mais' });
    await user.click(more);
    expect(cards()).toHaveLength(16);
    expect(status()).toHaveTextContent('Exibindo 16 de 41 produtos');
    expect(within(cards()[8]!).getByRole('link')).toHaveFocus();
    for (const expected of [24, 32, 40]) {
      await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
      expect(cards()).toHaveLength(expected);
    }
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(cards()).toHaveLength(41);
    expect(within(cards()[40]!).getByRole('link')).toHaveFocus();
    expect(status()).toHaveTextContent('Exibindo 41 de 41 produtos');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    // The shown count is not part of the address.
    expect(address()).toBe('?tab=seeds');
  });

  it('starts over at the first 8 whenever a filter changes', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(cards()).toHaveLength(24);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Milho');
    expect(cards()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(cards()).toHaveLength(16);
    await user.click(screen.getByRole('tab', { name: 'Sementes' }));
    expect(cards()).toHaveLength(8);
    // The crop carries over to a tab that offers it.
    await waitFor(() => expect(query()).toEqual({ tab: 'seeds', crop: 'corn' }));
  });
});

describe('ProductDirectoryBlock, filters', () => {
  it('moves between tabs with the arrow keys, Home and End, per WAI-ARIA', async () => {
    const user = userEvent.setup();
    await renderDirectory();
    const all = screen.getByRole('tab', { name: 'Todos' });
    expect(all).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(all).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const cropProtection = screen.getByRole('tab', { name: 'Proteção de Cultivos' });
    expect(cropProtection).toHaveFocus();
    expect(cropProtection).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Proteção de Cultivos');
    // Crop protection with the biologicals: 24 and 10.
    expect(status()).toHaveTextContent('Exibindo 8 de 34 produtos');
    expect(cardNames()[0]).toBe('Aliança Raiz');
    await waitFor(() => expect(address()).toBe('?tab=crop-protection'));

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Soluções Digitais' })).toHaveFocus();
    expect(cardNames()).toHaveLength(3);
    await user.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(all).toHaveFocus();
    await waitFor(() => expect(address()).toBe(''));
  });

  it('narrows by a letter, which the same letter clears, and keeps it in the address', async () => {
    const user = userEvent.setup();
    await renderDirectory({ search: '?tab=seeds' });
    const b = within(letterBar()).getByRole('button', { name: 'B' });
    await user.click(b);
    expect(b).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Baluarte T0887', 'Bravura TP1103']);
    expect(status()).toHaveTextContent('Exibindo 2 de 2 produtos');
    await waitFor(() => expect(address()).toBe('?tab=seeds&letter=B'));
    await user.click(b);
    expect(cards()).toHaveLength(8);
    await waitFor(() => expect(address()).toBe('?tab=seeds'));
  });

  it('searches anywhere in the name, keeps the search in the address, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderDirectory({ locale: 'en-US', input: {} });
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'GRAUNA');
    expect(cardNames()).toEqual(['Graúna TP31X9']);
    expect(status()).toHaveTextContent('Showing 1 of 1 product');
    await waitFor(() => expect(address()).toBe('?q=GRAUNA'));
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(status()).toHaveTextContent('No matching results found');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await user.clear(box);
    expect(cards()).toHaveLength(8);
    await waitFor(() => expect(address()).toBe(''));
  });

  it('narrows by type within crop protection', async () => {
    const user = userEvent.setup();
    await renderDirectory({ locale: 'en-US', input: {}, search: '?tab=crop-protection' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Product type' }), 'Biological fungicide');
    expect(cards().length).toBeGreaterThan(0);
    for (const card of cards()) {
      expect(within(card).getByText('Biological fungicide')).toBeInTheDocument();
      expect(within(card).getByText('Bio')).toBeInTheDocument();
    }
    await waitFor(() => expect(address()).toBe('?tab=crop-protection&type=Biological+fungicide'));
  });
});

describe('ProductDirectoryBlock, the address', () => {
  it('reads the filters from the address as it mounts', async () => {
    await renderDirectory({ search: '?tab=seeds&letter=B&q=bra' });
    expect(screen.getByRole('tab', { name: 'Sementes' })).toHaveAttribute('aria-selected', 'true');
    expect(within(letterBar()).getByRole('button', { name: 'B' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('bra');
    expect(cardNames()).toEqual(['Bravura TP1103']);
  });

  it('reads a crop from the address', async () => {
    await renderDirectory({ search: '?crop=rapeseed' });
    expect(screen.getByRole('combobox', { name: 'Cultura' })).toHaveValue('rapeseed');
    expect(status()).toHaveTextContent(/^Exibindo \d+ de \d+ produtos?$/);
    expect(status()).not.toHaveTextContent('de 78 produtos');
    for (const card of cards()) expect(card).not.toHaveTextContent('Solução digital');
  });

  it('cleans up values it cannot offer', async () => {
    await renderDirectory({ search: '?tab=nope&letter=W&crop=banana&type=Nada&q=' });
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(status()).toHaveTextContent('Exibindo 8 de 78 produtos');
    expect(screen.getByRole('combobox', { name: 'Cultura' })).toHaveValue('');
    await waitFor(() => expect(address()).toBe(''));
  });
});

describe('ProductDirectoryBlock, error', () => {
  it('logs a failed catalogue group and shows the error in the directory’s place', async () => {
    await sandbox.fault({ path: '/catalogue/v1/products', status: 503, times: 0 });
    const error = vi.spyOn(log, 'error');
    await renderDirectory();
    const section = screen.getByRole('region', { name: 'Nossos produtos' });
    expect(within(section).getByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos');
    expect(within(section).getByRole('alert')).toHaveTextContent('Tente novamente em alguns minutos.');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('product_directory.load_failed', expect.objectContaining({ locale: 'pt-BR', page: '/produtos', failure: 'status', status: 503 }));
  });

  it('shows the error when only one group fails', async () => {
    await sandbox.fault({ path: '/catalogue/v1/products', status: 503, times: 1 });
    const error = vi.spyOn(log, 'error');
    error.mockClear();
    await renderDirectory({ locale: 'en-US' });
    expect(screen.getByRole('alert')).toHaveTextContent('The products could not be loaded');
    expect(error.mock.calls.filter(([event]) => event === 'product_directory.load_failed')).toHaveLength(1);
  });
});

describe('ProductDirectorySkeleton', () => {
  it('draws the tabs, the letter bar and 8 cards while announcing the loading', async () => {
    const context = makeContext({ locale: 'es-AR' });
    const { container } = renderWithProviders(<>{await ProductDirectorySkeleton({ props: productDirectorySchema.parse({}), context, nodeId: 'directory' })}</>, { locale: 'es-AR' });
    expect(screen.getByRole('region', { name: 'Nuestros productos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los productos…');
    expect(container.querySelectorAll(`.${styles.cardShape}`)).toHaveLength(8);
    expect(container.querySelectorAll(`.${letterBarStyles.letterShape}`)).toHaveLength(27);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('productDirectorySchema', () => {
  const solution = (href: string) => ({ digitalSolutions: [{ name: 'Cupom', description: 'Gere seu cupom.', href }] });

  it('has no digital solutions by default', () => {
    expect(productDirectorySchema.parse({})).toEqual({ digitalSolutions: [] });
  });

  it('takes a path on the site or an https URL', () => {
    expect(productDirectorySchema.safeParse(solution('/ferramentas/cupom')).success).toBe(true);
    expect(productDirectorySchema.safeParse(solution('https://clima.terralis.example')).success).toBe(true);
  });

  it.each(['javascript:alert(1)', '//evil.example', 'http://insecure.example', 'mailto:a@b.example', '#top', 'ferramentas/cupom'])('refuses %s as a link', (href) => {
    expect(productDirectorySchema.safeParse(solution(href)).success).toBe(false);
  });

  it('refuses a solution listed twice and unknown props; takes an image flat and unsized, as a CMS sends it', () => {
    const twice = { name: 'Cupom', description: 'x', href: '/a' };
    expect(productDirectorySchema.safeParse({ digitalSolutions: [twice, twice] }).success).toBe(false);
    expect(productDirectorySchema.safeParse({ digitalSolutions: [], group: 'seeds' }).success).toBe(false);
    expect(productDirectorySchema.parse({ digitalSolutions: [{ ...twice, image: '/images/a.svg' }] }).digitalSolutions[0]?.image).toEqual({ src: '/images/a.svg', alt: '' });
  });
});

// The island writes the address a moment after a change (nuqs throttles): let it land before the next test.
afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
});
