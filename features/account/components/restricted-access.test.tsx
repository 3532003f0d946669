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
    expect(screen.getByRole('link', { name: 'Cadastrar minha conta no site do parceiro' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Conheça o programa Impulso' })).toHaveAttribute('href', '/pt-BR/campanhas');
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
