import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { siteChrome } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { LanguageSwitcher } from './language-switcher';
import { mockViewport } from '@/tests/mock-viewport';
import { PreviewBar } from './preview-bar';
import { SiteShell } from './site-shell';

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
    // The mega-menu item is a closed disclosure button; its panel's links are not exposed until it opens.
    expect(within(nav).getByRole('button', { name: 'Produtos' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: /Aurora Pro/ })).not.toBeInTheDocument();
    // The search button leads to the results page until its panel's code runs.
    expect(screen.getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/pt-BR/search');
    expect(screen.getByRole('main')).toHaveTextContent('Conteúdo');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Produtos' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terralis no Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/terralis');
    expect(within(footer).getByRole('link', { name: 'Terralis no YouTube' })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('Leia sempre a bula. © 2026 Terralis.');
    const logos = within(footer).getByRole('list', { name: 'Marcas e certificações' });
    expect(within(logos).getByRole('img', { name: 'Selo de uso responsável' })).toBeInTheDocument();
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
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['pt-BR', 'A instância de autoria recusou as credenciais configuradas: você está vendo a versão publicada, não o rascunho.'],
    ['es-AR', 'La instancia de autoría rechazó las credenciales configuradas: estás viendo la versión publicada, no el borrador.'],
    ['en-US', 'The author instance refused the configured credentials: you are seeing the published version, not the draft.'],
  ] as const)('says in %s that the author instance refused our credentials and the page is the published one', (locale, message) => {
    renderWithProviders(<PreviewBar currentPath={`/${locale}/campanhas`} isDraft={false} notice="author-refused" />, { locale });
    expect(within(screen.getByTestId('preview-bar')).getByRole('status')).toHaveTextContent(message);
  });
});
