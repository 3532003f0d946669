import { screen, within } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { PromoList } from './promo-list';
import { PROMO_LIST_MAX, promoListSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const image = { src: '/images/promo-seed-treatment.svg', alt: '', width: 640, height: 400 };
const promo = (n: number) => ({ image, title: `Oferta ${n}`, text: `Condição especial ${n}.`, cta: { label: 'Saiba mais', href: '/campanhas' } });

describe('PromoList', () => {
  it('shows a labelled section with a heading and a list of cards, each title one level below it', async () => {
    const props = promoListSchema.parse({
      heading: 'Ofertas da safra',
      items: [
        promo(1),
        { image: { ...image, alt: 'Embalagem do Aurora Pro' }, title: 'Aurora Pro', cta: { label: 'Ver produto', href: 'https://loja.terralis.example/aurora-pro' } },
      ],
    });
    renderWithProviders(await PromoList({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Ofertas da safra' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Ofertas da safra' })).toBeInTheDocument();
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Oferta 1' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Condição especial 1.')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('img', { name: 'Embalagem do Aurora Pro' })).toBeInTheDocument();
  });

  it('links each card inside the locale, describes the button by its card title, and opens other sites in a new tab', async () => {
    const props = promoListSchema.parse({
      items: [promo(1), { image, title: 'Loja Terralis', cta: { label: 'Comprar', href: 'https://loja.terralis.example' } }],
    });
    renderWithProviders(await PromoList({ props, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    const internal = screen.getByRole('link', { name: 'Saiba mais' });
    expect(internal).toHaveAttribute('href', '/es-AR/campanhas');
    expect(internal).toHaveAccessibleDescription('Oferta 1');
    // Screen readers hear that it leaves the site in a new tab.
    const external = screen.getByRole('link', { name: 'Comprar (se abre en una pestaña nueva)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without a heading is no landmark and its card titles take the heading level; optional text and button are left out', async () => {
    const props = promoListSchema.parse({ headingLevel: 3, items: [{ image, title: 'Só o título' }] });
    const { container } = renderWithProviders(await PromoList({ props, context: makeContext() }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Só o título' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // A decorative image (alt="") is hidden from assistive technology.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows at most eight promos: a ninth is left out, not refused', async () => {
    const items = Array.from({ length: 9 }, (_, index) => promo(index + 1));
    const props = promoListSchema.parse({ heading: 'Ofertas', items });
    expect(PROMO_LIST_MAX).toBe(8);
    expect(props.items).toHaveLength(8);
    renderWithProviders(await PromoList({ props, context: makeContext() }));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Oferta 8' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oferta 9' })).not.toBeInTheDocument();
  });

  it('refuses an empty list, a promo without image or title, and unsafe links', async () => {
    expect(promoListSchema.safeParse({ heading: 'Ofertas', items: [] }).success).toBe(false);
    expect(promoListSchema.safeParse({ items: [{ title: 'Sem imagem' }] }).success).toBe(false);
    expect(promoListSchema.safeParse({ items: [{ image, title: '  ' }] }).success).toBe(false);
    expect(promoListSchema.safeParse({ items: [{ ...promo(1), cta: { label: 'x', href: 'javascript:alert(1)' } }] }).success).toBe(false);
    expect(promoListSchema.safeParse({ items: [{ ...promo(1), image: { ...image, src: 'https://cdn.example/a.svg' } }] }).success).toBe(false);
  });
});
