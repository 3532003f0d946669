import { screen, within } from '@testing-library/react';
import { declaredStyle } from '@/tests/declared-style';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { NoResults } from './no-results';
import { noResultsSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('NoResults', () => {
  it('is a section named by its heading, with a decorative illustration, text and action', async () => {
    const props = noResultsSchema.parse({
      title: 'Nenhum ensaio perto de você',
      text: 'Ainda não há ensaios de produtividade em um raio de 200 milhas.',
      action: { label: 'Ver todas as ferramentas', href: '/ferramentas' },
    });
    const { container } = renderWithProviders(await NoResults({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Nenhum ensaio perto de você' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Nenhum ensaio perto de você');
    expect(within(section).getByText('Ainda não há ensaios de produtividade em um raio de 200 milhas.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Ver todas as ferramentas' })).toHaveAttribute('href', '/pt-BR/ferramentas');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    expect(declaredStyle(image!.parentElement!, 'aspect-ratio')).toBe('240 / 160');
    expect(declaredStyle(image!.parentElement!, 'width')).toBe('240px');
    // Static content: an empty state is not an announcement.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('falls back to the locale title and text, and shows no action without one', async () => {
    renderWithProviders(await NoResults({ props: noResultsSchema.parse({ level: 3 }), context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    expect(screen.getByRole('heading', { level: 3, name: 'No se encontraron resultados' })).toBeInTheDocument();
    expect(screen.getByText('Probá con otras palabras o quitá algunos filtros para ver más opciones.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('uses an editor illustration, still as decoration', async () => {
    const props = noResultsSchema.parse({ illustration: { src: '/images/soy-leaf-rust.svg', width: 320, height: 200 } });
    const { container } = renderWithProviders(await NoResults({ props, context: makeContext({ locale: 'en-US' }) }), { locale: 'en-US' });
    expect(container.querySelector('img')?.getAttribute('src')).toContain('soy-leaf-rust.svg');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('takes an editor illustration as a path alone, shown 240 px wide at 3:2', async () => {
    const props = noResultsSchema.parse({ illustration: '/images/soy-leaf-rust.svg' });
    const { container } = renderWithProviders(await NoResults({ props, context: makeContext() }));
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toContain('soy-leaf-rust.svg');
    expect(declaredStyle(image.parentElement!, 'aspect-ratio')).toBe('3 / 2');
    expect(declaredStyle(image.parentElement!, 'width')).toBe('240px');
  });

  it('refuses empty text, an h1 and unsafe links', () => {
    expect(noResultsSchema.safeParse({ title: '  ' }).success).toBe(false);
    expect(noResultsSchema.safeParse({ level: 1 }).success).toBe(false);
    expect(noResultsSchema.safeParse({ action: { label: 'x', href: 'javascript:alert(1)' } }).success).toBe(false);
    expect(noResultsSchema.safeParse({ illustration: { src: 'https://cdn.example/x.svg', width: 1, height: 1 } }).success).toBe(false);
  });
});
