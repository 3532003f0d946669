import { screen, within } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { SOLUTION_BY_CROP_MAX, solutionByCropSchema } from './schema';
import { SolutionByCrop } from './solution-by-crop';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const crop = (n: number) => ({ image: { src: '/images/solution-by-crop-soybean.svg', alt: '', width: 160, height: 160 }, name: `Cultura ${n}`, href: `/campanhas#cultura-${n}` });

const props = solutionByCropSchema.parse({
  heading: 'Soluções por cultura',
  intro: 'Escolha a sua cultura e veja o portfólio recomendado.',
  crops: [
    { image: { src: '/images/solution-by-crop-soybean.svg', alt: 'Vagem de soja', width: 160, height: 160 }, name: 'Soja', href: '/produtos/aurora-pro' },
    { image: { src: '/images/solution-by-crop-corn.svg', alt: '', width: 160, height: 160 }, name: 'Milho', href: '/campanhas' },
    { image: { src: '/images/solution-by-crop-coffee.svg', alt: '', width: 160, height: 160 }, name: 'Café', href: 'https://cafe.terralis.example' },
  ],
});

describe('SolutionByCrop', () => {
  it('shows a section with heading, intro and a list of crops, each name an h3 link to its solutions', async () => {
    renderWithProviders(await SolutionByCrop({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Soluções por cultura' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Soluções por cultura' })).toBeInTheDocument();
    expect(within(section).getByText('Escolha a sua cultura e veja o portfólio recomendado.')).toBeInTheDocument();
    const tiles = within(section).getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    const soy = within(tiles[0]!).getByRole('heading', { level: 3, name: 'Soja' });
    expect(within(soy).getByRole('link', { name: 'Soja' })).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
    expect(within(tiles[0]!).getByRole('img', { name: 'Vagem de soja' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Milho' })).toHaveAttribute('href', '/pt-BR/campanhas');
  });

  it('opens a crop page on another site in a new tab and says so', async () => {
    renderWithProviders(await SolutionByCrop({ props, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    const external = screen.getByRole('link', { name: 'Café (se abre en una pestaña nueva)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Soja' })).not.toHaveAttribute('target');
  });

  it('leaves the intro out when there is none; decorative crop images are hidden', async () => {
    const { container } = renderWithProviders(await SolutionByCrop({ props: { ...props, intro: undefined }, context: makeContext() }));
    expect(screen.queryByText('Escolha a sua cultura e veja o portfólio recomendado.')).not.toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows at most fourteen crops: a fifteenth is left out, not refused', async () => {
    const many = solutionByCropSchema.parse({ heading: 'Soluções por cultura', crops: Array.from({ length: 15 }, (_, index) => crop(index + 1)) });
    expect(SOLUTION_BY_CROP_MAX).toBe(14);
    expect(many.crops).toHaveLength(14);
    renderWithProviders(await SolutionByCrop({ props: many, context: makeContext() }));
    expect(screen.getAllByRole('listitem')).toHaveLength(14);
    expect(screen.getByRole('link', { name: 'Cultura 14' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cultura 15' })).not.toBeInTheDocument();
  });

  it('refuses a missing or blank heading, no crops, a crop without name, image or link, and unsafe links', () => {
    const valid = { heading: 'Soluções por cultura', crops: [crop(1)] };
    expect(solutionByCropSchema.safeParse(valid).success).toBe(true);
    expect(solutionByCropSchema.safeParse({ crops: [crop(1)] }).success).toBe(false);
    expect(solutionByCropSchema.safeParse({ ...valid, heading: '  ' }).success).toBe(false);
    expect(solutionByCropSchema.safeParse({ ...valid, crops: [] }).success).toBe(false);
    expect(solutionByCropSchema.safeParse({ ...valid, crops: [{ ...crop(1), name: ' ' }] }).success).toBe(false);
    expect(solutionByCropSchema.safeParse({ ...valid, crops: [{ name: 'Soja', href: '/campanhas' }] }).success).toBe(false);
    expect(solutionByCropSchema.safeParse({ ...valid, crops: [{ image: crop(1).image, name: 'Soja' }] }).success).toBe(false);
    expect(solutionByCropSchema.safeParse({ ...valid, crops: [{ ...crop(1), href: 'javascript:alert(1)' }] }).success).toBe(false);
  });
});
