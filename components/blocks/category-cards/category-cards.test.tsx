import { screen, within } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { CategoryCards } from './category-cards';
import { CATEGORY_CARDS_MAX, categoryCardsSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const image = { src: '/images/category-cards-fungicides.svg', alt: '', width: 480, height: 360 };
const category = (n: number) => ({ image, name: `Categoria ${n}`, href: `/campanhas#categoria-${n}` });

const props = categoryCardsSchema.parse({
  heading: 'Portfólio por categoria',
  intro: 'Soluções Terralis para cada desafio da lavoura.',
  categories: [
    { image: { ...image, alt: 'Folha de soja protegida' }, name: 'Fungicidas', description: 'Controle de ferrugem-asiática e manchas foliares.', href: '/produtos/aurora-pro' },
    { image, name: 'Herbicidas', description: 'Manejo de plantas daninhas resistentes.' },
    { image, name: 'Biológicos', href: 'https://bio.terralis.example' },
  ],
});

describe('CategoryCards', () => {
  it('shows a section with heading, intro and a list of cards with image, name as h3 and description', async () => {
    renderWithProviders(await CategoryCards({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Portfólio por categoria' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Portfólio por categoria' })).toBeInTheDocument();
    expect(within(section).getByText('Soluções Terralis para cada desafio da lavoura.')).toBeInTheDocument();
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Fungicidas',
      'Herbicidas',
      // The name links to another site, and its hint is part of the link (and so of the heading).
      'Biológicos (abre em uma nova aba)',
    ]);
    expect(within(cards[0]!).getByText('Controle de ferrugem-asiática e manchas foliares.')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Folha de soja protegida' })).toBeInTheDocument();
  });

  it('makes the name a link inside the locale when the card has one, and plain text when not', async () => {
    renderWithProviders(await CategoryCards({ props, context: makeContext() }));
    expect(screen.getByRole('link', { name: 'Fungicidas' })).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
    const herbicides = screen.getByRole('heading', { name: 'Herbicidas' });
    expect(within(herbicides).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('opens a category on another site in a new tab and says so', async () => {
    renderWithProviders(await CategoryCards({ props, context: makeContext({ locale: 'en-US' }) }), { locale: 'en-US' });
    const external = screen.getByRole('link', { name: 'Biológicos (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Fungicidas' })).not.toHaveAttribute('target');
  });

  it('without heading and intro is no landmark, names are h2 and a card without description shows none', async () => {
    renderWithProviders(await CategoryCards({ props: { ...props, heading: undefined, intro: undefined }, context: makeContext() }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Soluções Terralis para cada desafio da lavoura.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    const biologicals = screen.getByRole('heading', { name: /Biológicos/ }).closest('li')!;
    expect(biologicals.querySelectorAll('p')).toHaveLength(0);
  });

  it('shows at most ten categories: an eleventh is left out, not refused', async () => {
    const many = categoryCardsSchema.parse({ categories: Array.from({ length: 11 }, (_, index) => category(index + 1)) });
    expect(CATEGORY_CARDS_MAX).toBe(10);
    expect(many.categories).toHaveLength(10);
    renderWithProviders(await CategoryCards({ props: many, context: makeContext() }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Categoria 10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Categoria 11' })).not.toBeInTheDocument();
  });

  it('refuses no categories, a blank name or description, a card without image, and unsafe links', () => {
    expect(categoryCardsSchema.safeParse({ categories: [category(1)] }).success).toBe(true);
    expect(categoryCardsSchema.safeParse({ categories: [] }).success).toBe(false);
    expect(categoryCardsSchema.safeParse({ categories: [{ ...category(1), name: '  ' }] }).success).toBe(false);
    expect(categoryCardsSchema.safeParse({ categories: [{ ...category(1), description: '' }] }).success).toBe(false);
    expect(categoryCardsSchema.safeParse({ categories: [{ name: 'Fungicidas' }] }).success).toBe(false);
    expect(categoryCardsSchema.safeParse({ categories: [{ ...category(1), href: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(categoryCardsSchema.safeParse({ categories: [{ ...category(1), href: '//evil.example' }] }).success).toBe(false);
  });
});
