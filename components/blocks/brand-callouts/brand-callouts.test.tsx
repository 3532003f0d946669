import { screen, within } from '@testing-library/react';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { BrandCallouts } from './brand-callouts';
import { BRAND_CALLOUT_GROUPS_MAX, brandCalloutsSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const logo = (name: string) => ({ src: `/images/brand-callouts-${name}.svg`, alt: '', width: 240, height: 80 });

const props = brandCalloutsSchema.parse({
  heading: 'Nossas marcas',
  intro: 'Um portfólio para cada etapa da lavoura.',
  groups: [
    {
      title: 'Proteção de cultivos',
      brands: [
        { logo: logo('aurora'), name: 'Aurora', text: 'Fungicidas para soja, milho e trigo.', href: '/produtos/aurora-pro' },
        { logo: { ...logo('vertice'), alt: 'Logotipo Vértice' }, name: 'Vértice', text: 'Herbicidas pré e pós-emergentes.' },
      ],
    },
    {
      title: 'Sementes e biológicos',
      brands: [{ logo: logo('raiz-forte'), name: 'Raiz Forte', href: 'https://raizforte.terralis.example' }],
    },
  ],
});

describe('BrandCallouts', () => {
  it('shows a section with heading and intro, a titled group per business line and the brands of each', async () => {
    renderWithProviders(await BrandCallouts({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Nossas marcas' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Nossas marcas' })).toBeInTheDocument();
    expect(within(section).getByText('Um portfólio para cada etapa da lavoura.')).toBeInTheDocument();
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Proteção de cultivos',
      'Sementes e biológicos',
    ]);
    const lists = within(section).getAllByRole('list');
    expect(lists).toHaveLength(2);
    const [aurora, vertice] = within(lists[0]!).getAllByRole('listitem');
    expect(within(aurora!).getByRole('heading', { level: 4, name: 'Aurora' })).toBeInTheDocument();
    expect(within(aurora!).getByText('Fungicidas para soja, milho e trigo.')).toBeInTheDocument();
    expect(declaredStyle(within(vertice!).getByRole('img', { name: 'Logotipo Vértice' }).parentElement!, 'aspect-ratio')).toBe('240 / 80');
    expect(within(lists[1]!).getAllByRole('listitem')).toHaveLength(1);
  });

  it('links each brand to its portfolio with the localized label, inside the locale', async () => {
    renderWithProviders(await BrandCallouts({ props, context: makeContext() }));
    expect(screen.getByRole('link', { name: 'Ver o portfólio Aurora' })).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
  });

  it('opens an external portfolio in a new tab and says so (en-US)', async () => {
    renderWithProviders(await BrandCallouts({ props, context: makeContext({ locale: 'en-US' }) }), { locale: 'en-US' });
    const external = screen.getByRole('link', { name: 'See the Raiz Forte portfolio (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'See the Aurora portfolio' })).not.toHaveAttribute('target');
  });

  it('leaves out the link and text a brand does not have; a decorative logo is hidden', async () => {
    const { container } = renderWithProviders(await BrandCallouts({ props, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    const vertice = screen.getByRole('heading', { name: 'Vértice' }).closest('li')!;
    expect(within(vertice).queryByRole('link')).not.toBeInTheDocument();
    const raizForte = screen.getByRole('heading', { name: 'Raiz Forte' }).closest('li')!;
    expect(within(raizForte).getByRole('link', { name: 'Ver el portafolio Raiz Forte (se abre en una pestaña nueva)' })).toBeInTheDocument();
    expect(raizForte.querySelectorAll('p')).toHaveLength(0);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelectorAll('img')).toHaveLength(3);
  });

  it('without a heading is no landmark, and the group titles become h2 and the brand names h3', async () => {
    renderWithProviders(await BrandCallouts({ props: { ...props, heading: undefined, intro: undefined }, context: makeContext() }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Um portfólio para cada etapa da lavoura.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('accepts one to six groups and refuses a seventh', () => {
    const group = props.groups[0]!;
    expect(BRAND_CALLOUT_GROUPS_MAX).toBe(6);
    expect(brandCalloutsSchema.safeParse({ groups: Array.from({ length: 6 }, () => group) }).success).toBe(true);
    expect(brandCalloutsSchema.safeParse({ groups: Array.from({ length: 7 }, () => group) }).success).toBe(false);
    expect(brandCalloutsSchema.safeParse({ groups: [] }).success).toBe(false);
  });

  it('refuses blank titles and names, a group without brands, a brand without logo, and unsafe links', () => {
    const brand = { logo: logo('aurora'), name: 'Aurora' };
    expect(brandCalloutsSchema.safeParse({ groups: [{ title: ' ', brands: [brand] }] }).success).toBe(false);
    expect(brandCalloutsSchema.safeParse({ groups: [{ title: 'Proteção', brands: [] }] }).success).toBe(false);
    expect(brandCalloutsSchema.safeParse({ groups: [{ title: 'Proteção', brands: [{ ...brand, name: '' }] }] }).success).toBe(false);
    expect(brandCalloutsSchema.safeParse({ groups: [{ title: 'Proteção', brands: [{ name: 'Aurora' }] }] }).success).toBe(false);
    expect(brandCalloutsSchema.safeParse({ groups: [{ title: 'Proteção', brands: [{ ...brand, href: 'javascript:alert(1)' }] }] }).success).toBe(false);
    expect(brandCalloutsSchema.safeParse({ groups: [{ title: 'Proteção', brands: [{ ...brand, logo: { ...brand.logo, src: 'https://cdn.example/a.svg' } }] }] }).success).toBe(false);
  });
});
