import { screen, within } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import type { FlexCard } from '../logic/flex-card';
import { cardGroupSchema } from '../schema';
import { CardGroup, CardGroupView } from './card-group';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const labels = { new: 'Novo', featured: 'Destaque', newTab: '(abre em uma nova aba)' };
const rust: FlexCard = {
  articleHeadline: 'Manejo da ferrugem-asiática na soja',
  description: 'Monitoramento, vazio sanitário e rotação de fungicidas.',
  newArticle: true,
  featuredArticle: true,
  articleURL: '/artigos/manejo-da-ferrugem-asiatica-na-soja',
  articleDate: '2026-03-12',
  formattedArticleDate: '12 de março de 2026',
  imageURL: '/images/soy-leaf-rust.svg',
};
const plain: FlexCard = { articleHeadline: 'Calendário do vazio sanitário', newArticle: false, featuredArticle: false };

const cardOf = (headline: string) => screen.getByRole('heading', { name: headline }).closest('li')!;

describe('CardGroupView', () => {
  it('lists the cards under the heading, each headline a link inside the locale', () => {
    renderWithProviders(<CardGroupView heading="Leia também" headingLevel={2} cards={[rust, plain]} labels={labels} locale="pt-BR" />);
    expect(screen.getByRole('region', { name: 'Leia também' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Leia também' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    const headline = screen.getByRole('heading', { level: 3, name: 'Manejo da ferrugem-asiática na soja' });
    expect(within(headline).getByRole('link')).toHaveAttribute('href', '/pt-BR/artigos/manejo-da-ferrugem-asiatica-na-soja');
    expect(screen.getByText('Monitoramento, vazio sanitário e rotação de fungicidas.')).toBeInTheDocument();
  });

  it('shows the New and Featured badges only when set', () => {
    renderWithProviders(<CardGroupView headingLevel={2} cards={[rust, plain, { ...plain, articleHeadline: 'Só novo', newArticle: true }]} labels={labels} locale="pt-BR" />);
    expect(within(cardOf('Manejo da ferrugem-asiática na soja')).getByText('Novo')).toBeInTheDocument();
    expect(within(cardOf('Manejo da ferrugem-asiática na soja')).getByText('Destaque')).toBeInTheDocument();
    expect(within(cardOf('Calendário do vazio sanitário')).queryByText('Novo')).not.toBeInTheDocument();
    expect(within(cardOf('Calendário do vazio sanitário')).queryByText('Destaque')).not.toBeInTheDocument();
    expect(within(cardOf('Só novo')).getByText('Novo')).toBeInTheDocument();
    expect(within(cardOf('Só novo')).queryByText('Destaque')).not.toBeInTheDocument();
  });

  it('shows the date in a time element with the machine-readable day', () => {
    renderWithProviders(<CardGroupView headingLevel={2} cards={[rust, plain]} labels={labels} locale="pt-BR" />);
    const date = screen.getByText('12 de março de 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-03-12');
    expect(cardOf('Calendário do vazio sanitário').querySelector('time')).toBeNull();
  });

  it('shows the image as decoration in a sized box, and no image box without one', () => {
    renderWithProviders(<CardGroupView headingLevel={2} cards={[rust, plain]} labels={labels} locale="pt-BR" />);
    const image = cardOf('Manejo da ferrugem-asiática na soja').querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', '/images/soy-leaf-rust.svg');
    // It fills a box of fixed ratio, so the card does not shift when it loads.
    expect(image).toHaveAttribute('data-nimg', 'fill');
    expect(cardOf('Calendário do vazio sanitário').querySelector('img')).toBeNull();
  });

  it('shows a headline without a link when the card has none, and opens external links in a new tab', () => {
    renderWithProviders(
      <CardGroupView headingLevel={2} cards={[plain, { ...plain, articleHeadline: 'Fora do site', articleURL: 'https://www.embrapa.br/soja' }]} labels={labels} locale="pt-BR" />,
    );
    expect(within(screen.getByRole('heading', { name: 'Calendário do vazio sanitário' })).queryByRole('link')).not.toBeInTheDocument();
    // Screen readers hear that it leaves the site in a new tab.
    const external = screen.getByRole('link', { name: 'Fora do site (abre em uma nova aba)' });
    expect(external).toHaveAttribute('href', 'https://www.embrapa.br/soja');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts headlines one level below the heading, or at the heading level without one', () => {
    const { unmount } = renderWithProviders(<CardGroupView heading="Artigos" headingLevel={3} cards={[plain]} labels={labels} locale="pt-BR" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Artigos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Calendário do vazio sanitário' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CardGroupView headingLevel={2} cards={[plain]} labels={labels} locale="pt-BR" />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Calendário do vazio sanitário' })).toBeInTheDocument();
  });
});

describe('CardGroup', () => {
  const manual = cardGroupSchema.parse({
    heading: 'Featured reading',
    cards: [
      { articleHeadline: 'Managing Asian soybean rust', articleURL: '/articles/managing-asian-soybean-rust', newArticle: true, featuredArticle: true, articleDate: '2026-02-16' },
      { articleHeadline: 'Aurora Pro fungicide', articleURL: '/products/aurora-pro', imageURL: '/images/aurora-pro-package.svg' },
    ],
  });

  it('renders the authored cards of a manual group with the locale’s badges and date', async () => {
    renderWithProviders(<>{await CardGroup({ props: manual, context: makeContext({ locale: 'en-US' }) })}</>, { locale: 'en-US' });
    const rustCard = cardOf('Managing Asian soybean rust');
    expect(within(rustCard).getByText('New')).toBeInTheDocument();
    expect(within(rustCard).getByText('Featured')).toBeInTheDocument();
    expect(within(rustCard).getByText('February 16, 2026')).toHaveAttribute('datetime', '2026-02-16');
    expect(screen.getByRole('link', { name: 'Aurora Pro fungicide' })).toHaveAttribute('href', '/en-US/products/aurora-pro');
  });

  it('says New and Featured in each locale', async () => {
    renderWithProviders(<>{await CardGroup({ props: manual, context: makeContext({ locale: 'es-AR' }) })}</>, { locale: 'es-AR' });
    expect(screen.getByText('Nuevo')).toBeInTheDocument();
    expect(screen.getByText('Destacado')).toBeInTheDocument();
    expect(screen.getByText('16 de febrero de 2026')).toBeInTheDocument();
  });

  it('renders nothing without any card', async () => {
    expect(await CardGroup({ props: cardGroupSchema.parse({ heading: 'Vazio' }), context: makeContext() })).toBeNull();
  });
});

describe('cardGroupSchema', () => {
  it('is a manual group of no cards by default, with flags off', () => {
    expect(cardGroupSchema.parse({})).toEqual({ headingLevel: 2, loadType: 'manual', tags: [], cards: [] });
    expect(cardGroupSchema.parse({ cards: [{ articleHeadline: ' Guia ' }] }).cards).toEqual([{ articleHeadline: 'Guia', newArticle: false, featuredArticle: false }]);
  });

  it('needs at least one tag to load by tags', () => {
    expect(cardGroupSchema.safeParse({ loadType: 'tags' }).success).toBe(false);
    expect(cardGroupSchema.safeParse({ loadType: 'tags', tags: [' '] }).success).toBe(false);
    expect(cardGroupSchema.safeParse({ loadType: 'tags', tags: ['terralis:culturas/soja'] }).success).toBe(true);
    expect(cardGroupSchema.safeParse({ loadType: 'rss' }).success).toBe(false);
  });

  it('refuses a card without headline, an unsafe link, an image from elsewhere or a date that is not a day', () => {
    for (const card of [
      { articleHeadline: '  ' },
      { articleHeadline: 'x', articleURL: 'javascript:alert(1)' },
      { articleHeadline: 'x', imageURL: 'https://cdn.example/x.jpg' },
      { articleHeadline: 'x', articleDate: '12/03/2026' },
      { articleHeadline: 'x', articleDate: '2026-02-30' },
      { articleHeadline: 'x', newArticle: '1' },
    ]) {
      expect(cardGroupSchema.safeParse({ cards: [card] }).success).toBe(false);
    }
  });
});
