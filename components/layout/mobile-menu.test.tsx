import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteChrome } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { DESKTOP_MIN_WIDTH, MobileMenu } from './mobile-menu.client';
import { mockViewport } from '@/tests/mock-viewport';
import { headerNavItems } from './nav-items';

const items = headerNavItems(siteChrome.navigation, 'pt-BR', (label) => `Ver tudo em ${label}`);
const labels = { open: 'Abrir menu', close: 'Fechar menu', title: 'Menu', back: 'Voltar' };

async function openMenu() {
  const user = userEvent.setup();
  renderWithProviders(<MobileMenu items={items} currentHref="/pt-BR/campanhas" labels={labels} />);
  const toggle = screen.getByRole('button', { name: 'Abrir menu' });
  await user.click(toggle);
  return { user, toggle, menu: () => screen.getByRole('navigation', { name: 'Menu' }) };
}

describe('MobileMenu', () => {
  it('opens from its button, marks the current page and closes with the close button', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu items={items} currentHref="/pt-BR/campanhas" labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Campanhas' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('holds what the phone header has no room for under the top-level list, not in a submenu', async () => {
    mockViewport(390);
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu items={items} currentHref="/pt-BR/campanhas" labels={labels} phoneExtras={<button type="button">English (US)</button>} />);
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'English (US)' })).toBeVisible();
    await user.click(within(menu).getByRole('button', { name: 'Produtos' }));
    expect(within(menu).queryByRole('button', { name: 'English (US)' })).not.toBeInTheDocument();
  });

  it('opens a mega-menu item as a submenu view, and Back returns to the list with focus on the item', async () => {
    mockViewport(390);
    const { user, menu } = await openMenu();
    expect(within(menu()).queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    await user.click(within(menu()).getByRole('button', { name: 'Produtos' }));

    const back = within(menu()).getByRole('button', { name: 'Voltar' });
    expect(back).toHaveFocus();
    const submenu = within(menu()).getByRole('group', { name: 'Produtos' });
    const protection = within(submenu).getByRole('list', { name: 'Proteção de cultivos' });
    expect(within(protection).getByRole('link', { name: /^Aurora Pro/ })).toHaveAttribute('href', '/pt-BR/produtos/aurora-pro');
    expect(within(protection).getByText('Fungicida para soja, milho e trigo')).toBeInTheDocument();
    expect(within(submenu).getByRole('list', { name: 'Agricultura digital' })).toBeInTheDocument();
    // The top level is replaced, not stacked under the submenu.
    expect(within(menu()).queryByRole('link', { name: 'Campanhas' })).not.toBeInTheDocument();

    await user.click(back);
    expect(within(menu()).queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Campanhas' })).toBeInTheDocument();
    expect(within(menu()).getByRole('button', { name: 'Produtos' })).toHaveFocus();
  });

  it('works by keyboard: Enter opens the submenu, Enter on Back returns', async () => {
    mockViewport(390);
    const { user, menu } = await openMenu();
    within(menu()).getByRole('button', { name: 'Produtos' }).focus();
    await user.keyboard('{Enter}');
    expect(within(menu()).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(menu()).getByRole('button', { name: 'Produtos' })).toHaveFocus();
  });

  it('closes the whole drawer from a submenu and opens again at the top level', async () => {
    mockViewport(390);
    const { user, toggle, menu } = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Produtos' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
    await user.click(toggle);
    expect(within(menu()).getByRole('button', { name: 'Produtos' })).toBeInTheDocument();
    expect(within(menu()).queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
  });

  it(`closes by itself, submenu included, when the window grows to the ${DESKTOP_MIN_WIDTH} px desktop breakpoint`, async () => {
    const viewport = mockViewport(390);
    const { user, menu } = await openMenu();
    await user.click(within(menu()).getByRole('button', { name: 'Produtos' }));
    act(() => viewport.resizeTo(1199));
    // While the drawer is open the page behind it (toggle included) is hidden from assistive tech.
    expect(screen.getByRole('button', { name: 'Abrir menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu()).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    act(() => viewport.resizeTo(1200));
    expect(screen.getByRole('button', { name: 'Abrir menu', hidden: true })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
  });
});
