import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { log } from '@/lib/log';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import { sandbox } from '@/tests/sandbox-control';
import type { Locale } from '@/lib/i18n/locales';
import { LONG_DESCRIPTION, NARROW_PREVIEW, NARROW_WIDTH_PX, WIDE_PREVIEW } from '../logic/rules';
import { productListingSchema } from '../schema';
import { ProductListing, type ProductListingLabels } from './product-listing.client';
import { ProductListingBlock } from './product-listing-block';
import { ProductListingSkeleton } from './product-listing-skeleton';
import letterBarStyles from '@/components/catalogue/letter-bar.module.css';
import styles from './product-listing.module.css';

// Next's data cache needs a request scope: here every read goes to the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
vi.mock('next-intl/server', () => import('@/tests/server-translations'));

beforeEach(() => sandbox.reset());

async function renderListing(input: Record<string, unknown>, locale: Locale = 'pt-BR') {
  const context = makeContext({ locale, page: makePage({ locale, path: '/seeds' }) });
  const props = productListingSchema.parse(input);
  return renderWithProviders(<>{await ProductListingBlock({ props, context, nodeId: 'listing' })}</>, { locale });
}

const letterBar = (name = 'Produtos pela letra inicial') => screen.getByRole('group', { name });
const productNames = () => screen.queryAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const detailsOf = (slug: string) => document.getElementById(`listing-${slug}-details`);
const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

describe('ProductListingBlock, standard', () => {
  it('lists the seeds in Portuguese: letter bar, filters, column headings and a row per product', async () => {
    await renderListing({ group: 'seeds' });
    expect(screen.getByRole('region', { name: 'Sementes de A a Z' })).toBeInTheDocument();

    const letters = within(letterBar()).getAllByRole('button');
    expect(letters.map((letter) => letter.textContent)).toEqual([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    // 24 initials in the catalogue: W and X start no product.
    expect(letters.filter((letter) => letter.hasAttribute('disabled')).map((letter) => letter.textContent)).toEqual(['W', 'X']);
    expect(letters.every((letter) => letter.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(letterBar()).toHaveClass(letterBarStyles.left!);

    const filters = screen.getByRole('search', { name: 'Filtrar os produtos' });
    expect(within(filters).getByRole('searchbox', { name: 'Buscar pelo nome' })).toHaveValue('');
    expect(within(filters).getAllByRole('combobox').map((select) => select.getAttribute('id'))).toEqual(['listing-crop', 'listing-maturity', 'listing-trait']);
    const crops = within(screen.getByRole('combobox', { name: 'Cultura' })).getAllByRole('option');
    expect(crops.map((option) => option.textContent)).toEqual(['Todas as culturas', 'Algodão', 'Canola', 'Milho', 'Soja', 'Sorgo', 'Trigo']);
    const maturities = within(screen.getByRole('combobox', { name: 'Maturidade relativa' })).getAllByRole('option');
    expect(maturities.map((option) => option.textContent)).toEqual([
      'Qualquer maturidade',
      '0-80 dias',
      '81-95 dias',
      '96-105 dias',
      '106-115 dias',
      '116-125 dias',
      '126-135 dias',
      '136+ dias',
    ]);
    expect(within(screen.getByRole('combobox', { name: 'Biotecnologia' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Todas as biotecnologias',
      'HT',
      'TG2',
      'TG3',
      'Convencional',
    ]);
    // Seeds are never biological: no such box.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Nome do produto', 'Descrição', 'Download']);
    expect(screen.getByRole('status')).toHaveTextContent('41 produtos exibidos');
    expect(productNames()).toHaveLength(41);
    expect(productNames().slice(0, 3)).toEqual(['Alvorada T1057', 'Araucária TW210', 'Aurora T0785']);

    const aurora = rowOf('Aurora T0785');
    expect(within(aurora).getByRole('link', { name: 'Aurora T0785' })).toHaveAttribute('href', '/pt-BR/d/aurora-t0785');
    expect(within(aurora).getByText('Híbrido')).toBeInTheDocument();
    expect(within(aurora).queryByText('Bio')).not.toBeInTheDocument();
    expect(aurora.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/sandbox\/catalogue\/files\/aurora-t0785\/logo\.svg$/));
    expect(aurora.querySelector('img')).toHaveAttribute('alt', '');
    // Closed details are not in the page: the row holds the preview only.
    expect(detailsOf('aurora-t0785')).toBeNull();
    expect(screen.queryByText(/Aurora T0785 é um híbrido de milho de ciclo precoce/)).not.toBeInTheDocument();
  });

  it('lists crop protection in English, with the bio label, a product type select and the biologicals box', async () => {
    await renderListing({ group: 'crop-protection' }, 'en-US');
    expect(screen.getByRole('region', { name: 'Crop protection from A to Z' })).toBeInTheDocument();
    expect(within(letterBar('Products by initial letter')).getByRole('button', { name: 'W' })).toBeDisabled();
    expect(productNames()).toHaveLength(24);
    expect(screen.getByRole('status')).toHaveTextContent('24 products shown');
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Product name', 'Description', 'Download']);
    expect(within(rowOf('Escudo 300 SC')).getByRole('link', { name: 'Escudo 300 SC' })).toHaveAttribute('href', '/en-US/cpd/escudo-300-sc');
    expect(within(rowOf('Escudo 300 SC')).getByText('Fungicide')).toBeInTheDocument();
    expect(within(rowOf('Brisa Bio')).getByText('Bio')).toBeInTheDocument();
    expect(within(rowOf('Brisa Bio')).getByText('Biological fungicide')).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Product type' })).getByRole('option', { name: 'Herbicide' })).toBeInTheDocument();
    // OSR is rapeseed, by the locale's name.
    expect(within(screen.getByRole('combobox', { name: 'Crop' })).getByRole('option', { name: 'Rapeseed' })).toHaveValue('rapeseed');
    expect(screen.getByRole('checkbox', { name: 'Biologicals only' })).not.toBeChecked();
  });

  it('has Spanish’s Ñ in its letter bar, disabled when no product starts with it', async () => {
    await renderListing({ group: 'biological' }, 'es-AR');
    const letters = within(letterBar('Productos por letra inicial')).getAllByRole('button');
    expect(letters).toHaveLength(27);
    expect(letters[14]).toHaveTextContent('Ñ');
    expect(letters[14]).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Biológicos de la A a la Z' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('10 productos mostrados');
  });

  it('uses the heading the editor gives', async () => {
    await renderListing({ group: 'seeds', heading: 'Nosso portfólio de sementes' });
    expect(screen.getByRole('heading', { level: 2, name: 'Nosso portfólio de sementes' })).toBeInTheDocument();
  });
});

describe('ProductListingBlock, filtering', () => {
  it('filters by a letter, and the same letter again clears it', async () => {
    const user = userEvent.setup();
    await renderListing({ group: 'seeds' });
    const b = within(letterBar()).getByRole('button', { name: 'B' });
    await user.click(b);
    expect(b).toHaveAttribute('aria-pressed', 'true');
    expect(productNames()).toEqual(['Baluarte T0887', 'Bravura TP1103']);
    expect(screen.getByRole('status')).toHaveTextContent('2 produtos exibidos');

    // Another letter replaces it; accented names are filed under their plain letter.
    await user.click(within(letterBar()).getByRole('button', { name: 'E' }));
    expect(b).toHaveAttribute('aria-pressed', 'false');
    expect(productNames()).toEqual(['Ébano T1162', 'Estrela T1213']);

    await user.click(within(letterBar()).getByRole('button', { name: 'E' }));
    expect(productNames()).toHaveLength(41);
    expect(within(letterBar()).getByRole('button', { name: 'W' })).toBeDisabled();
  });

  it('searches anywhere in the name, whatever the case and accents', async () => {
    const user = userEvent.setup();
    await renderListing({ group: 'seeds' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pelo nome' }), 'GRAUNA');
    expect(productNames()).toEqual(['Graúna TP31X9']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 't11');
    expect(productNames()).toEqual(['Cerrado T1118', 'Dourado T1184', 'Ébano T1162']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'p11');
    expect(productNames()).toEqual(['Bravura TP1103', 'Mandacaru TP1148']);
  });

  it('combines the selects, the letter and the search', async () => {
    const user = userEvent.setup();
    await renderListing({ group: 'seeds' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Soja');
    expect(productNames()).toHaveLength(9);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maturidade relativa' }), '116-125 dias');
    expect(productNames()).toEqual(['Graúna TP31X9', 'Savana T34X7', 'Vereda TP33E8']);
    await user.click(within(letterBar()).getByRole('button', { name: 'S' }));
    expect(productNames()).toEqual(['Savana T34X7']);
    await user.click(within(letterBar()).getByRole('button', { name: 'S' }));
    await user.type(screen.getByRole('searchbox'), 'tp');
    expect(productNames()).toEqual(['Graúna TP31X9', 'Vereda TP33E8']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Cultura' }), 'Todas as culturas');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Maturidade relativa' }), 'Qualquer maturidade');
    await user.clear(screen.getByRole('searchbox'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Biotecnologia' }), 'Convencional');
    expect(productNames()).toEqual(['Araucária TW210', 'Estrela T1213', 'Jequitibá T1368', 'Missões TW230', 'Opala TR473', 'Quebracho TS740', 'Rubi T1015', 'Sertão TS820']);
  });

  it('keeps only biologicals with the box, and combines it with the selects', async () => {
    const user = userEvent.setup();
    await renderListing({ group: 'crop-protection' }, 'en-US');
    await user.click(screen.getByRole('checkbox', { name: 'Biologicals only' }));
    expect(productNames()).toEqual(['Brisa Bio', 'Guardião Bio', 'Harmonia Bio', 'Zéfiro Bio']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Crop' }), 'Coffee');
    expect(productNames()).toEqual(['Brisa Bio', 'Guardião Bio']);
    await user.click(screen.getByRole('checkbox', { name: 'Biologicals only' }));
    expect(productNames()).toEqual(['Brisa Bio', 'Duna 200 SC', 'Guardião Bio', 'Neblina 300 OD', 'Vértice 250 EC']);
  });

  it('says so when the filters leave nothing', async () => {
    const user = userEvent.setup();
    await renderListing({ group: 'seeds' });
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('Nenhum resultado correspondente encontrado')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum produto exibido');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('ProductListing without products', () => {
  it('says no result matches, with every letter disabled', () => {
    const words = messagesByLocale['en-US'].ProductListing;
    const labels: ProductListingLabels = {
      ...pick(words, ['letters', 'filters', 'search', 'bioOnly', 'productName', 'description', 'download', 'noResults', 'bio', 'details', 'showMore', 'showLess']),
      ...pick(words, ['downloads', 'showAllDownloads', 'showFewerDownloads', 'noDownloads']),
      newTab: '(opens in a new tab)',
      shown: ['No products shown'],
    };
    renderWithProviders(<ProductListing idPrefix="listing" locale="en-US" rows={[]} facets={[]} bioFilter={false} labels={labels} />, { locale: 'en-US' });
    expect(screen.getByText('No matching results found')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No products shown');
    expect(within(screen.getByRole('group', { name: 'Products by initial letter' })).getAllByRole('button').every((letter) => letter.hasAttribute('disabled'))).toBe(true);
  });
});

describe('ProductListingBlock, bio only', () => {
  it('keeps only the biological crop protection products, without the box', async () => {
    await renderListing({ group: 'crop-protection', bioOnly: true }, 'en-US');
    expect(productNames()).toEqual(['Brisa Bio', 'Guardião Bio', 'Harmonia Bio', 'Zéfiro Bio']);
    expect(screen.getAllByText('Bio', { selector: `.${catalogue.bio}` })).toHaveLength(4);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    // Only the letters these start with.
    const enabled = within(letterBar('Products by initial letter'))
      .getAllByRole('button')
      .filter((letter) => !letter.hasAttribute('disabled'));
    expect(enabled.map((letter) => letter.textContent)).toEqual(['B', 'G', 'H', 'Z']);
  });
});

describe('ProductListingBlock, rows', () => {
  it('previews the description in 20 characters under 540 px and 40 above, both in the markup', async () => {
    await renderListing({ group: 'seeds' });
    const [narrow, wide] = [rowOf('Aurora T0785').querySelector(`.${styles.narrowPreview}`)!, rowOf('Aurora T0785').querySelector(`.${styles.widePreview}`)!];
    expect(narrow.textContent).toBe('Aurora T0785 é um hí…');
    expect([...narrow.textContent!]).toHaveLength(NARROW_PREVIEW + 1);
    expect(wide.textContent).toBe('Aurora T0785 é um híbrido de milho de ci…');
    expect([...wide.textContent!]).toHaveLength(WIDE_PREVIEW + 1);
    // The narrow one is hidden unless the screen is narrower than NARROW_WIDTH_PX, where the wide one is.
    expect(declaredStyle(narrow, 'display')).toBe('none');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const media = new RegExp(`@media \\(width < ${NARROW_WIDTH_PX}px\\)\\s*\\{\\s*\\.${styles.narrowPreview}\\s*\\{\\s*display: inline;?\\s*\\}\\s*\\.${styles.widePreview}\\s*\\{\\s*display: none;?\\s*\\}`);
    expect(css).toMatch(media);
  });

  it('opens and closes a row’s details: the description cut at 250 with show more, the first 2 downloads then all', async () => {
    const user = userEvent.setup();
    await renderListing({ group: 'seeds' });
    const toggle = within(rowOf('Baluarte T0887')).getByRole('button', { name: 'Detalhes Baluarte T0887' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // It names what it controls only once that is there.
    expect(toggle).not.toHaveAttribute('aria-controls');
    expect(detailsOf('baluarte-t0887')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'listing-baluarte-t0887-details');
    const details = detailsOf('baluarte-t0887')!;
    expect(details).toBeVisible();
    const description = document.getElementById('listing-baluarte-t0887-description')!;
    expect([...description.textContent!]).toHaveLength(LONG_DESCRIPTION + 1);
    expect(description.textContent).toMatch(/…$/);
    const more = within(details).getByRole('button', { name: 'Ver mais' });
    expect(more).toHaveAttribute('aria-controls', description.id);
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Ver menos');
    expect(description.textContent).toMatch(/^Baluarte T0887 é um híbrido de milho .*\.$/);
    expect([...description.textContent!].length).toBeGreaterThan(LONG_DESCRIPTION);

    const downloads = within(details).getByRole('list', { name: 'Documentos para download' });
    expect(within(downloads).getAllByRole('link').map((link) => link.textContent)).toEqual(['Ficha técnica', 'Guia de posicionamento']);
    expect(within(downloads).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/\/sandbox\/catalogue\/files\/baluarte-t0887\/technical-sheet-pt-BR\.pdf$/));
    await user.click(within(details).getByRole('button', { name: 'Ver todos os documentos' }));
    expect(within(downloads).getAllByRole('link')).toHaveLength(4);
    expect(within(details).getByRole('button', { name: 'Ver menos documentos' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeInTheDocument();
    // Opened again, as it was left: the whole description and every document.
    await user.click(toggle);
    expect(within(detailsOf('baluarte-t0887')!).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(detailsOf('baluarte-t0887')!).getAllByRole('link')).toHaveLength(4);
  });

  it('has no show more for a short description, nor show all for 2 documents or fewer', async () => {
    const user = userEvent.setup();
    await renderListing({ group: 'seeds' });
    await user.click(within(rowOf('Alvorada T1057')).getByRole('button', { name: /^Detalhes/ }));
    const details = detailsOf('alvorada-t1057')!;
    expect(within(details).queryByRole('button')).not.toBeInTheDocument();
    expect(within(details).getAllByRole('link')).toHaveLength(1);
  });

  it('shows a product whose files could not be read without logo or downloads', async () => {
    const user = userEvent.setup();
    await sandbox.fault({ path: '/catalogue/v1/assets/aurora-t0785', status: 503 });
    const warn = vi.spyOn(log, 'warn');
    await renderListing({ group: 'seeds' });
    expect(rowOf('Aurora T0785').querySelector('img')).toBeNull();
    await user.click(within(rowOf('Aurora T0785')).getByRole('button', { name: /^Detalhes/ }));
    expect(within(detailsOf('aurora-t0785')!).getByText('Nenhum documento disponível para este produto.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('catalogue.assets_unavailable', expect.objectContaining({ group: 'seeds', products: 1, failures: ['status'] }));
    expect(rowOf('Baluarte T0887').querySelector('img')).not.toBeNull();
  });

  it('shows the editor’s novelty badge in place of the type, a long one cut to 11 characters', async () => {
    await renderListing({
      group: 'seeds',
      novelties: [
        { seoSlug: 'aurora-t0785', label: 'Novo' },
        { seoSlug: 'bravura-tp1103', label: 'Lançamento safra 2027' },
      ],
    });
    expect(within(rowOf('Aurora T0785')).getByText('Novo')).toHaveClass(styles.novelty!);
    expect(within(rowOf('Aurora T0785')).queryByText('Híbrido')).not.toBeInTheDocument();
    const badge = within(rowOf('Bravura TP1103')).getByTitle('Lançamento safra 2027');
    expect(within(badge).getByText('Lançamento …')).toHaveAttribute('aria-hidden', 'true');
    expect(within(badge).getByText('Lançamento safra 2027')).toHaveClass(/visuallyHidden/);
    expect(within(rowOf('Baluarte T0887')).getByText('Híbrido')).toBeInTheDocument();
  });
});

describe('ProductListingBlock, error', () => {
  it('logs a failed catalogue and shows the error in the listing’s place', async () => {
    await sandbox.fault({ path: '/catalogue/v1/products', status: 503, times: 0 });
    const error = vi.spyOn(log, 'error');
    await renderListing({ group: 'seeds' });
    const section = screen.getByRole('region', { name: 'Sementes de A a Z' });
    expect(within(section).getByRole('alert')).toHaveTextContent('Não foi possível carregar os produtos');
    expect(within(section).getByRole('alert')).toHaveTextContent('Tente novamente em alguns minutos.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('product_listing.load_failed', expect.objectContaining({ locale: 'pt-BR', page: '/seeds', group: 'seeds', failure: 'status', status: 503 }));
  });
});

describe('ProductListingSkeleton', () => {
  it('draws the heading, the letter bar and 3 rows while announcing the loading', async () => {
    const context = makeContext({ locale: 'en-US' });
    const { container } = renderWithProviders(<>{await ProductListingSkeleton({ props: productListingSchema.parse({ group: 'biological' }), context, nodeId: 'listing' })}</>, {
      locale: 'en-US',
    });
    expect(screen.getByRole('region', { name: 'Biologicals from A to Z' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the products…');
    expect(container.querySelectorAll(`.${styles.rowShape}`)).toHaveLength(3);
    expect(container.querySelectorAll(`.${letterBarStyles.letterShape}`)).toHaveLength(26);
  });
});

describe('productListingSchema', () => {
  it('needs a group and has no novelties by default', () => {
    expect(productListingSchema.parse({ group: 'seeds' })).toEqual({ group: 'seeds', novelties: [] });
    expect(productListingSchema.safeParse({}).success).toBe(false);
    expect(productListingSchema.safeParse({ group: 'bio' }).success).toBe(false);
    expect(productListingSchema.safeParse({ group: 'seeds', sort: 'name' }).success).toBe(false);
  });

  it('refuses a novelty without a slug-shaped product, with an empty label, or twice for one product', () => {
    for (const novelties of [
      [{ seoSlug: 'Aurora T0785', label: 'Novo' }],
      [{ seoSlug: 'aurora-t0785', label: ' ' }],
      [
        { seoSlug: 'aurora-t0785', label: 'Novo' },
        { seoSlug: 'aurora-t0785', label: 'Lançamento' },
      ],
    ]) {
      expect(productListingSchema.safeParse({ group: 'seeds', novelties }).success).toBe(false);
    }
    expect(productListingSchema.parse({ group: 'crop-protection', bioOnly: true, novelties: [{ seoSlug: ' brisa-bio ', label: ' Novo ' }] }).novelties).toEqual([
      { seoSlug: 'brisa-bio', label: 'Novo' },
    ]);
  });
});
