import { screen, within } from '@testing-library/react';
import type { CropProtectionProduct, ProductWithAssets, SeedProduct } from '@/lib/catalogue/contract';
import type { Locale } from '@/lib/i18n/locales';
import { auroraSeed, cobaltoFungicide } from '@/tests/fixtures/catalogue';
import { renderWithProviders } from '@/tests/render';
import { ProductDetail } from './product-detail';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const files = (slug: string) => `/sandbox/catalogue/files/${slug}`;

/** Products as the catalogue client hands them over, with their files. */
const seed = (overrides: Partial<SeedProduct> = {}): SeedProduct & ProductWithAssets => ({
  ...auroraSeed(),
  assets: {
    logo: `${files('aurora-t0785')}/logo.svg`,
    pdfs: [
      { title: 'Technical sheet', url: `${files('aurora-t0785')}/technical-sheet-en-US.pdf` },
      { title: 'Positioning guide', url: `${files('aurora-t0785')}/positioning-guide-en-US.pdf` },
    ],
    labels: [],
  },
  ...overrides,
});

const protection = (overrides: Partial<CropProtectionProduct> = {}): CropProtectionProduct & ProductWithAssets => ({
  ...cobaltoFungicide(),
  assets: {
    logo: `${files('cobalto-250-ec')}/logo.svg`,
    pdfs: [{ title: 'Hoja de seguridad', url: `${files('cobalto-250-ec')}/safety-data-sheet-es-AR.pdf` }],
    labels: [{ title: 'Marbete', url: `${files('cobalto-250-ec')}/label-es-AR.pdf` }],
  },
  ...overrides,
});

async function show(locale: Locale, product: ProductWithAssets, areaHref = `/${locale}/area`) {
  renderWithProviders(await ProductDetail({ locale, product, areaHref }), { locale });
}

/** The product's facts as label -> value. */
const facts = () => Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
const downloads = (name: string) => screen.getByRole('region', { name });

describe('ProductDetail', () => {
  it('shows a seed in en-US: the way back, logo, name, brand, type, description, its facts and its documents', async () => {
    await show('en-US', seed(), '/en-US/seeds');
    expect(screen.getByRole('link', { name: 'Back to seeds' })).toHaveAttribute('href', '/en-US/seeds');
    const logo = screen.getByRole('img', { name: 'Aurora T0785 logo' });
    expect(logo).toHaveAttribute('src', '/sandbox/catalogue/files/aurora-t0785/logo.svg');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '160');
    expect(screen.getByRole('heading', { level: 1, name: 'Aurora T0785' })).toBeInTheDocument();
    expect(screen.getByText('Terralis')).toBeInTheDocument();
    expect(screen.getByText('Hybrid', { selector: 'li' })).toBeInTheDocument();
    expect(screen.queryByText('Biological')).not.toBeInTheDocument();
    expect(screen.getByText(/is an early corn hybrid/)).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Product details' })).toBeInTheDocument();
    expect(facts()).toEqual({ Hybrid: 'Aurora T0785', Crop: 'Corn', 'Relative maturity': '78 days', Trait: 'TG2' });

    const links = within(downloads('Downloads')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Technical sheet PDF', '/sandbox/catalogue/files/aurora-t0785/technical-sheet-en-US.pdf'],
      ['Positioning guide PDF', '/sandbox/catalogue/files/aurora-t0785/positioning-guide-en-US.pdf'],
    ]);
    // Documents on this site open in place.
    expect(links[0]).not.toHaveAttribute('target');
  });

  it('shows a seed in pt-BR: a variety without a trait is conventional, its maturity in the locale', async () => {
    await show(
      'pt-BR',
      seed({ seoSlug: 'missoes-tw230', name: 'Missões TW230', hybridLabel: 'Missões TW230', typeLabel: 'Cultivar', cropLabel: 'Trigo', maturitySort: 1132, trait: null, description: 'Missões TW230 é uma cultivar de trigo.' }),
      '/pt-BR/seeds',
    );
    expect(screen.getByRole('link', { name: 'Voltar para sementes' })).toHaveAttribute('href', '/pt-BR/seeds');
    expect(screen.getByRole('img', { name: 'Logotipo de Missões TW230' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Detalhes do produto' })).toBeInTheDocument();
    expect(facts()).toEqual({ Cultivar: 'Missões TW230', Cultura: 'Trigo', 'Maturidade relativa': '1.132 dias', Biotecnologia: 'Convencional' });
    expect(within(downloads('Downloads')).getAllByRole('link')).toHaveLength(2);
  });

  it('shows a crop protection product in es-AR: its crops by name (OSR as rapeseed), ingredients, documents and label', async () => {
    await show('es-AR', protection(), '/es-AR/crop-protection');
    expect(screen.getByRole('link', { name: 'Volver a protección de cultivos' })).toHaveAttribute('href', '/es-AR/crop-protection');
    expect(screen.getByRole('heading', { level: 1, name: 'Cobalto 250 EC' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Cobalto 250 EC' })).toBeInTheDocument();
    expect(facts()).toEqual({ Cultivos: 'Trigo, Soja y Colza', 'Principios activos': 'tebuconazol' });
    expect(within(downloads('Descargas')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Hoja de seguridad PDF', 'Marbete PDF']);
    expect(screen.queryByText('Biológico')).not.toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Wheat, Soybeans, and Rapeseed'],
    ['pt-BR', 'Trigo, Soja e Canola'],
  ] as const)('names oilseed rape (OSR) rapeseed in %s', async (locale, crops) => {
    await show(locale, protection());
    expect(Object.values(facts())[0]).toBe(crops);
  });

  it('shows a crop code it has no name for as the catalogue sends it, and several ingredients as a list', async () => {
    await show('en-US', protection({ crops: ['CORN', 'BARLEY'], activeIngredients: ['prothioconazole', 'trifloxystrobin'] }));
    expect(facts()).toEqual({ Crops: 'Corn and BARLEY', 'Active ingredients': 'prothioconazole and trifloxystrobin' });
  });

  it('marks a biological with the bio label, and leads back to the biologicals', async () => {
    await show(
      'pt-BR',
      protection({ group: 'biological', seoSlug: 'kairos', name: 'Kairós', brand: 'Terralis Bio', typeLabel: 'Nematicida biológico', isBio: true, crops: ['SOY', 'SUGARCANE', 'COFFEE'], activeIngredients: ['Pochonia chlamydosporia'] }),
      '/pt-BR/biological',
    );
    expect(screen.getByRole('link', { name: 'Voltar para biológicos' })).toHaveAttribute('href', '/pt-BR/biological');
    expect(screen.getByText('Nematicida biológico', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Biológico', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('Terralis Bio')).toBeInTheDocument();
    expect(facts()).toEqual({ Culturas: 'Soja, Cana-de-açúcar e Café', 'Ingredientes ativos': 'Pochonia chlamydosporia' });
  });

  it('marks a bio crop protection product too, leading back to crop protection', async () => {
    await show('en-US', protection({ seoSlug: 'brisa-bio', name: 'Brisa Bio', typeLabel: 'Biological fungicide', isBio: true }), '/en-US/crop-protection');
    expect(screen.getByRole('link', { name: 'Back to crop protection' })).toBeInTheDocument();
    expect(screen.getByText('Biological', { selector: 'li' })).toBeInTheDocument();
  });

  it.each([
    ['en-US', 'Downloads', 'The documents for this product are unavailable right now. Please try again later.'],
    ['pt-BR', 'Downloads', 'Os documentos deste produto estão indisponíveis no momento. Tente novamente mais tarde.'],
    ['es-AR', 'Descargas', 'Los documentos de este producto no están disponibles en este momento. Volvé a intentarlo más tarde.'],
  ] as const)('shows the product without its files when they could not be read, saying so in %s', async (locale, heading, note) => {
    await show(locale, protection({ assets: null }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cobalto 250 EC' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(downloads(heading)).queryByRole('link')).not.toBeInTheDocument();
    expect(within(downloads(heading)).getByText(note)).toBeInTheDocument();
  });

  it('says so when a product has no documents, and shows no logo when it has none', async () => {
    await show('en-US', seed({ assets: { logo: null, pdfs: [], labels: [] } }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(downloads('Downloads')).getByText('There are no documents for this product yet.')).toBeInTheDocument();
  });

  it('opens a document on another site in a new tab, and says so', async () => {
    await show('en-US', protection({ assets: { logo: null, pdfs: [], labels: [{ title: 'Product label', url: 'https://files.terralis.example/cobalto/label.pdf' }] } }));
    const link = within(downloads('Downloads')).getByRole('link', { name: 'Product label PDF (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://files.terralis.example/cobalto/label.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
