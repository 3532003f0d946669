import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteChrome } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { DesktopNav } from './desktop-nav.client';
import { headerNavItems } from './nav-items';

const items = headerNavItems(siteChrome.navigation, 'pt-BR', (label) => `Ver tudo em ${label}`);

function renderNav() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <DesktopNav items={items} label="Navegação principal" currentHref="/pt-BR/produtos/aurora-pro" />
      <p>Conteúdo da página</p>
    </>,
  );
  const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
  return { user, nav, button: within(nav).getByRole('button', { name: 'Produtos' }) };
}

describe('DesktopNav', () => {
  it('shows plain items as links and a mega-menu item as a closed disclosure button', () => {
    const { nav, button } = renderNav();
    expect(within(nav).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/pt-BR');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).not.toBeVisible();
    // The page being shown is inside this menu.
    expect(button).toHaveAttribute('data-current', 'true');
  });

  it('opens the panel with its groups and described links, and closes from the button again', async () => {
    const { user, nav, button } = renderNav();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    const protection = within(panel).getByRole('list', { name: 'Proteção de cultivos' });
    const aurora = within(protection).getByRole('link', { name: /^Aurora Pro/ });
    expect(aurora).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
    expect(aurora).toHaveTextContent('Fungicida para soja, milho e trigo');
    expect(aurora).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('list', { name: 'Agricultura digital' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Ver tudo/ })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('opens by keyboard, lets Tab walk into the panel, and closes on Escape with focus back on the button', async () => {
    const { user, button } = renderNav();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: /^Aurora Pro/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Manejo da ferrugem-asiática' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when focus tabs out past the panel', async () => {
    const { user, button } = renderNav();
    await user.click(button);
    screen.getByRole('link', { name: /^Clima/ }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Campanhas' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside, but not on a click inside the panel', async () => {
    const { user, button } = renderNav();
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    await user.click(within(panel).getByText('Agricultura digital'));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Conteúdo da página'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads the panel with a "view all" link when the item has its own page', async () => {
    const user = userEvent.setup();
    const withOverview = headerNavItems(
      [{ label: 'Produtos', href: '/produtos', children: [{ title: 'Sementes', links: [{ label: 'Soja', href: '/sementes/soja' }] }] }],
      'en-US',
      (label) => `View all ${label}`,
    );
    renderWithProviders(<DesktopNav items={withOverview} label="Main navigation" currentHref="/en-US" />, { locale: 'en-US' });
    await user.click(screen.getByRole('button', { name: 'Produtos' }));
    expect(screen.getByRole('link', { name: 'View all Produtos' })).toHaveAttribute('href', '/en-US/produtos');
  });
});
