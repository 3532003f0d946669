import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/tests/render';
import { LoginPanel } from './login-panel';
import { RestrictedAccess } from './restricted-access';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('RestrictedAccess', () => {
  it('names the programme, says to register on the partner site and wait up to 2 days, with both links', async () => {
    renderWithProviders(await RestrictedAccess({ locale: 'pt-BR' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Acesso Restrito' })).toBeInTheDocument();
    expect(screen.getByText('Impulso')).toBeInTheDocument();
    expect(screen.getByText(/cadastre a sua conta do programa Impulso no site do parceiro.*até 2 dias/)).toBeInTheDocument();
    const register = screen.getByRole('link', { name: 'Cadastrar minha conta no site do parceiro' });
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
    expect(register).toHaveAttribute('target', '_blank');
    // The sandbox's stand-ins of the partner's pages while nothing is configured.
    expect(register).toHaveAttribute('href', '/sandbox/accounts/programme/pt-BR/register');
    expect(screen.getByRole('link', { name: 'Conheça o programa Impulso' })).toHaveAttribute('href', '/sandbox/accounts/programme/pt-BR/about');
  });

  it('links to the configured partner pages, in the page’s locale', async () => {
    const links = { registerUrl: 'https://parceiros.impulso.example/{locale}/cadastro', infoUrl: 'https://impulso.example/sobre?lang={locale}' };
    renderWithProviders(await RestrictedAccess({ locale: 'es-AR', links }), { locale: 'es-AR' });
    expect(screen.getByRole('link', { name: 'Registrar mi cuenta en el sitio del socio' })).toHaveAttribute('href', 'https://parceiros.impulso.example/es-AR/cadastro');
    expect(screen.getByRole('link', { name: 'Conocé el programa Impulso' })).toHaveAttribute('href', 'https://impulso.example/sobre?lang=es-AR');
  });

  it('leaves out a link that is not configured, never pointing it at a made-up address', async () => {
    renderWithProviders(await RestrictedAccess({ locale: 'en-US', links: { registerUrl: 'https://partner.example/register', infoUrl: null } }), { locale: 'en-US' });
    expect(screen.getByRole('link', { name: 'Register my account on the partner site' })).toHaveAttribute('href', 'https://partner.example/register');
    expect(screen.queryByRole('link', { name: 'About the Impulso programme' })).not.toBeInTheDocument();
    expect(screen.getByText(/up to 2 days/)).toBeInTheDocument();
  });
});

describe('LoginPanel', () => {
  it('leads to the sign-in with the return path in the state, and shows the last error', async () => {
    renderWithProviders(await LoginPanel({ locale: 'es-AR', returnTo: '/es-AR/finanzas', error: 'refused' }), { locale: 'es-AR' });
    const link = screen.getByRole('link', { name: 'Ingresar con la cuenta Terralis' });
    expect(JSON.parse(new URL(link.getAttribute('href')!, 'http://x').searchParams.get('state')!)).toEqual({ redirectUri: '/es-AR/finanzas' });
    expect(screen.getByText('Se canceló el inicio de sesión. Probá de nuevo.')).toBeInTheDocument();
  });
});
