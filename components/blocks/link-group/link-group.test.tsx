import { screen, within } from '@testing-library/react';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { LinkGroup } from './link-group';
import { linkGroupSchema } from './schema';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

const props = linkGroupSchema.parse({
  title: 'Links úteis',
  links: [
    { label: 'Campanha Safra 2026/27', href: '/campanhas', description: 'Regulamento e prêmios da campanha.' },
    { label: 'Aurora Pro', href: '/produtos/aurora-pro' },
    { label: 'Portal do Impulso', href: 'https://parceiros.impulso.example' },
    { label: 'Escreva para nós', href: 'mailto:atendimento@terralis.example' },
  ],
});

describe('LinkGroup', () => {
  it('shows a section named by its title with the links as a list, in order', async () => {
    renderWithProviders(await LinkGroup({ props, context: makeContext() }));
    const section = screen.getByRole('region', { name: 'Links úteis' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Links úteis' })).toBeInTheDocument();
    const list = within(section).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/pt-BR/campanhas',
      '/pt-BR/produtos/aurora-pro',
      'https://parceiros.impulso.example',
      'mailto:atendimento@terralis.example',
    ]);
  });

  it('opens other sites in a new tab and says so; site links stay in the tab', async () => {
    renderWithProviders(await LinkGroup({ props, context: makeContext() }));
    const external = screen.getByRole('link', { name: 'Portal do Impulso (abre em uma nova aba)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'Aurora Pro' });
    expect(internal).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Escreva para nós' })).not.toHaveAttribute('target');
  });

  it('gives a link its description as accessible description, and none when it has none', async () => {
    renderWithProviders(await LinkGroup({ props, context: makeContext() }));
    expect(screen.getByRole('link', { name: 'Campanha Safra 2026/27' })).toHaveAccessibleDescription('Regulamento e prêmios da campanha.');
    expect(screen.getByRole('link', { name: 'Aurora Pro' })).not.toHaveAttribute('aria-describedby');
  });

  it('uses an h3 title when asked and the locale new-tab hint', async () => {
    const group = linkGroupSchema.parse({ title: 'Recursos', headingLevel: 3, links: [{ label: 'Impulso', href: 'https://parceiros.impulso.example' }] });
    renderWithProviders(await LinkGroup({ props: group, context: makeContext({ locale: 'en-US' }) }), { locale: 'en-US' });
    expect(screen.getByRole('heading', { level: 3, name: 'Recursos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Impulso (opens in a new tab)' })).toBeInTheDocument();
  });

  it('refuses a group without links or title, and unsafe links', () => {
    expect(linkGroupSchema.safeParse({ title: 'Links', links: [] }).success).toBe(false);
    expect(linkGroupSchema.safeParse({ links: [{ label: 'x', href: '/' }] }).success).toBe(false);
    expect(linkGroupSchema.safeParse({ title: 'Links', links: [{ label: 'x', href: 'javascript:alert(1)' }] }).success).toBe(false);
    expect(linkGroupSchema.safeParse({ title: 'Links', links: [{ label: 'x', href: '//evil.example' }] }).success).toBe(false);
    expect(linkGroupSchema.safeParse({ title: 'Links', links: [{ label: ' ', href: '/' }] }).success).toBe(false);
  });
});
