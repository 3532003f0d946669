import { screen, within } from '@testing-library/react';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { ColumnCards } from './column-cards';
import { columnCardsSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const image = { src: '/images/column-cards-soil.svg', alt: '', width: 640, height: 360 };

const props = columnCardsSchema.parse({
  heading: 'Como a Terralis apoia a sua safra',
  intro: 'Do planejamento à colheita.',
  columns: 4,
  cards: [
    { image: { ...image, alt: 'Agrônomo coletando amostra de solo' }, title: 'Planejamento', text: 'Análise de solo e escolha de cultivares.', cta: { label: 'Saiba mais', href: '/ferramentas' } },
    { image, title: 'Proteção', text: 'Fungicidas e herbicidas no momento certo.', cta: { label: 'Saiba mais', href: '/produtos/aurora-pro' } },
    { title: 'Financiamento', text: 'Pague na colheita.', cta: { label: 'Simular', href: 'https://financiamento.terralis.example' } },
  ],
});

describe('ColumnCards', () => {
  it('shows a section with heading and intro and a list of cards titled one level below', async () => {
    renderWithProviders(await ColumnCards({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Como a Terralis apoia a sua safra' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Como a Terralis apoia a sua safra');
    expect(within(section).getByText('Do planejamento à colheita.')).toBeInTheDocument();
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Planejamento', 'Proteção', 'Financiamento']);
    expect(within(cards[0]!).getByText('Análise de solo e escolha de cultivares.')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('img', { name: 'Agrônomo coletando amostra de solo' })).toBeInTheDocument();
  });

  it('lays the cards out in the chosen number of columns, three by default', async () => {
    const { container, unmount } = renderWithProviders(await ColumnCards({ props, context: makeContext() }));
    expect(container.querySelector('ul')).toHaveAttribute('data-columns', '4');
    unmount();
    const byDefault = columnCardsSchema.parse({ cards: [{ title: 'Planejamento', text: 'Análise de solo.' }] });
    expect(byDefault.columns).toBe(3);
    const second = renderWithProviders(await ColumnCards({ props: byDefault, context: makeContext() }));
    expect(second.container.querySelector('ul')).toHaveAttribute('data-columns', '3');
  });

  it('describes each button by its card title and links inside the locale; other sites open in a new tab', async () => {
    renderWithProviders(await ColumnCards({ props, context: makeContext({ locale: 'en-US' }) }), { locale: 'en-US' });
    const [planning, protection] = screen.getAllByRole('link', { name: 'Saiba mais' });
    expect(planning).toHaveAttribute('href', '/en-US/ferramentas');
    expect(planning).toHaveAccessibleDescription('Planejamento');
    expect(protection).toHaveAccessibleDescription('Proteção');
    expect(planning).not.toHaveAttribute('target');
    const external = screen.getByRole('link', { name: 'Simular (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows icons as small images with their own size, and leaves out image and button when absent', async () => {
    const iconProps = columnCardsSchema.parse({
      imageStyle: 'icon',
      cards: [
        { image: { src: '/images/column-cards-icon-leaf.svg', alt: '', width: 64, height: 64 }, title: 'Proteção', text: 'Fungicidas.' },
        { title: 'Financiamento', text: 'Pague na colheita.' },
      ],
    });
    const { container } = renderWithProviders(await ColumnCards({ props: iconProps, context: makeContext() }));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(declaredStyle(images[0]!.parentElement!, 'aspect-ratio')).toBe('64 / 64');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('without a heading is no landmark and its card titles are h2', async () => {
    renderWithProviders(await ColumnCards({ props: { ...props, heading: undefined, intro: undefined }, context: makeContext() }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Do planejamento à colheita.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('refuses no cards, blank title or text, a column count outside 2 to 4, and unsafe links', () => {
    const card = { title: 'Planejamento', text: 'Análise de solo.' };
    expect(columnCardsSchema.safeParse({ cards: [] }).success).toBe(false);
    expect(columnCardsSchema.safeParse({ cards: [{ ...card, title: ' ' }] }).success).toBe(false);
    expect(columnCardsSchema.safeParse({ cards: [{ title: 'Planejamento' }] }).success).toBe(false);
    expect(columnCardsSchema.safeParse({ columns: 1, cards: [card] }).success).toBe(false);
    expect(columnCardsSchema.safeParse({ columns: 5, cards: [card] }).success).toBe(false);
    expect(columnCardsSchema.safeParse({ imageStyle: 'banner', cards: [card] }).success).toBe(false);
    expect(columnCardsSchema.safeParse({ cards: [{ ...card, cta: { label: 'x', href: 'javascript:alert(1)' } }] }).success).toBe(false);
    expect(columnCardsSchema.safeParse({ cards: [{ ...card, cta: { label: 'x', href: 'http://insecure.example' } }] }).success).toBe(false);
  });
});
