import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { siteChrome } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { LanguageSwitcher } from './language-switcher';
import { DESKTOP_MIN_WIDTH, MobileMenu } from './mobile-menu';
import { PreviewBar } from './preview-bar';
import { SiteShell } from './site-shell';

/** A controllable `matchMedia`: tests flip the viewport across the desktop breakpoint. */
function mockViewport() {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let matches = false;
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  }));
  return {
    resizeTo(width: number) {
      matches = width >= DESKTOP_MIN_WIDTH;
      listeners.forEach((listener) => listener({ matches } as MediaQueryListEvent));
    },
  };
}

describe('SiteShell', () => {
  // The header asks who is signed in after load.
  beforeEach(() => server.use(http.get('/api/account/session', () => HttpResponse.json({ isLoggedIn: false }))));

  it('has a skip link, header navigation with the current page marked, main content and footer', () => {
    mockViewport();
    renderWithProviders(
      <SiteShell locale="pt-BR" chrome={siteChrome} alternates={{ 'pt-BR': '/campanhas', 'es-AR': '/campana' }} currentPath="/pt-BR/campanhas">
        <p>Conteúdo</p>
      </SiteShell>,
    );
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Pular para o conteúdo');
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Campanhas' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('main')).toHaveTextContent('Conteúdo');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Produtos' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terralis no Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/terralis');
    expect(within(footer).getByRole('link', { name: 'Terralis no YouTube' })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('Leia sempre a bula. © 2026 Terralis.');
    expect(screen.queryByTestId('preview-bar')).not.toBeInTheDocument();
  });

  it('shows the preview bar only in preview', () => {
    mockViewport();
    renderWithProviders(
      <SiteShell locale="en-US" chrome={siteChrome} alternates={{}} currentPath="/en-US/tools" preview={{ isDraft: true }}>
        <p>x</p>
      </SiteShell>,
      { locale: 'en-US' },
    );
    expect(screen.getByTestId('preview-bar')).toHaveTextContent('Preview mode: you are seeing unpublished drafts.');
    expect(screen.getByTestId('preview-bar')).toHaveTextContent('Draft');
  });
});

describe('LanguageSwitcher', () => {
  it('links to the same page in other locales, or to their home where it has no translation', () => {
    renderWithProviders(<LanguageSwitcher locale="pt-BR" alternates={{ 'pt-BR': '/campanhas', 'es-AR': '/campana' }} />);
    const nav = screen.getByRole('navigation', { name: 'Idioma' });
    expect(within(nav).getByRole('link', { name: 'Português (Brasil)' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Español (Argentina)' })).toHaveAttribute('href', '/es-AR/campana');
    expect(within(nav).getByRole('link', { name: 'English (US)' })).toHaveAttribute('href', '/en-US');
    expect(within(nav).getByRole('link', { name: 'English (US)' })).toHaveAttribute('hreflang', 'en-US');
    expect(within(nav).getByRole('link', { name: 'English (US)' })).toHaveTextContent('EN');
  });
});

describe('MobileMenu', () => {
  const links = [
    { label: 'Início', href: '/pt-BR', current: false },
    { label: 'Campanhas', href: '/pt-BR/campanhas', current: true },
  ];
  const labels = { open: 'Abrir menu', close: 'Fechar menu', title: 'Menu' };

  it('opens from its button, marks the current page and closes with the close button', async () => {
    mockViewport();
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu links={links} labels={labels} />);
    const toggle = screen.getByRole('button', { name: 'Abrir menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Campanhas' })).toHaveAttribute('aria-current', 'page');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes by itself when the window grows to the 1200 px desktop breakpoint', async () => {
    const viewport = mockViewport();
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu links={links} labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    act(() => viewport.resizeTo(1199));
    // While the drawer is open the page behind it (toggle included) is hidden from assistive tech.
    expect(screen.getByRole('button', { name: 'Abrir menu', hidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    act(() => viewport.resizeTo(1200));
    expect(screen.getByRole('button', { name: 'Abrir menu', hidden: true })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('PreviewBar', () => {
  it('exits preview with a POST form back to the same page, not a link', () => {
    renderWithProviders(<PreviewBar currentPath="/pt-BR/campanhas" isDraft={false} />);
    const exit = screen.getByRole('button', { name: 'Sair da pré-visualização' });
    const form = exit.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/preview/exit');
    expect(within(form).getByDisplayValue('/pt-BR/campanhas')).toHaveAttribute('name', 'path');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Rascunho')).not.toBeInTheDocument();
  });
});
