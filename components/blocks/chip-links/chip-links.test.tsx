import { screen, within } from '@testing-library/react';
import { makeContext, makePage } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { ChipLinks } from './chip-links';
import { isCurrentPageHref } from './current-page';
import { chipLinksSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const props = chipLinksSchema.parse({
  heading: 'Explore por tema',
  links: [
    { label: 'Campanhas', href: '/campanhas' },
    { label: 'Ferramentas', href: '/ferramentas' },
    { label: 'Aurora Pro', href: '/produtos/aurora-pro' },
    { label: 'Portal do Impulso', href: 'https://parceiros.impulso.example' },
  ],
});

describe('ChipLinks', () => {
  it('shows a section named by its heading with the chips as a list of links, in order', async () => {
    renderWithProviders(await ChipLinks({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Explore por tema' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Explore por tema' })).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/pt-BR/campanhas',
      '/pt-BR/ferramentas',
      '/pt-BR/produtos/aurora-pro',
      'https://parceiros.impulso.example',
    ]);
  });

  it('marks only the chip of the page being shown as the current page', async () => {
    // makeContext's page is /campanhas.
    renderWithProviders(await ChipLinks({ props, context: makeContext() }));
    expect(screen.getByRole('link', { name: 'Campanhas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ferramentas' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Aurora Pro' })).not.toHaveAttribute('aria-current');
  });

  it('marks no chip when none leads to the page being shown', async () => {
    renderWithProviders(await ChipLinks({ props, context: makeContext({ page: makePage({ path: '/artigos/manejo-da-ferrugem-asiatica-na-soja' }) }) }));
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('opens other sites in a new tab and says so in the locale; site links stay in the tab', async () => {
    renderWithProviders(await ChipLinks({ props, context: makeContext({ locale: 'es-AR' }) }), { locale: 'es-AR' });
    const external = screen.getByRole('link', { name: 'Portal do Impulso (se abre en una pestaña nueva)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Campanhas' })).toHaveAttribute('href', '/es-AR/campanhas');
    expect(screen.getByRole('link', { name: 'Campanhas' })).not.toHaveAttribute('target');
  });

  it('without a heading is no landmark and has no heading', async () => {
    renderWithProviders(await ChipLinks({ props: { ...props, heading: undefined }, context: makeContext() }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('refuses an empty row, blank labels or heading, and unsafe links', () => {
    expect(chipLinksSchema.safeParse({ heading: 'Temas', links: [] }).success).toBe(false);
    expect(chipLinksSchema.safeParse({ links: [{ label: '  ', href: '/campanhas' }] }).success).toBe(false);
    expect(chipLinksSchema.safeParse({ heading: ' ', links: [{ label: 'Campanhas', href: '/campanhas' }] }).success).toBe(false);
    expect(chipLinksSchema.safeParse({ links: [{ label: 'x', href: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(chipLinksSchema.safeParse({ links: [{ label: 'x', href: '//evil.example' }] }).success).toBe(false);
  });
});

describe('isCurrentPageHref', () => {
  it('matches the page path with or without the locale prefix or a trailing slash', () => {
    expect(isCurrentPageHref('/campanhas', '/campanhas', 'pt-BR')).toBe(true);
    expect(isCurrentPageHref('/pt-BR/campanhas', '/campanhas', 'pt-BR')).toBe(true);
    expect(isCurrentPageHref('/campanhas/', '/campanhas', 'pt-BR')).toBe(true);
    expect(isCurrentPageHref('/', '/', 'en-US')).toBe(true);
  });

  it('does not match other pages, anchors, queries, other locales or other sites', () => {
    expect(isCurrentPageHref('/ferramentas', '/campanhas', 'pt-BR')).toBe(false);
    expect(isCurrentPageHref('/campanhas#regulamento', '/campanhas', 'pt-BR')).toBe(false);
    expect(isCurrentPageHref('/campanhas?safra=2026', '/campanhas', 'pt-BR')).toBe(false);
    expect(isCurrentPageHref('#regulamento', '/campanhas', 'pt-BR')).toBe(false);
    expect(isCurrentPageHref('/', '/campanhas', 'pt-BR')).toBe(false);
    expect(isCurrentPageHref('https://terralis.example/pt-BR/campanhas', '/campanhas', 'pt-BR')).toBe(false);
  });
});
