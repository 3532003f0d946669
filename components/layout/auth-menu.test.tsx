import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/tests/setup/msw-server';
import { renderWithProviders } from '@/tests/render';
import { AuthMenu } from './auth-menu.client';

const props = {
  loginHref: '/pt-BR/login?redirectUrl=%2Fpt-BR%2Fcampanhas',
  homeHref: '/pt-BR',
  preLogin: [{ label: 'Cadastre-se no Impulso', href: 'https://parceiros.impulso.example/cadastro', external: true }],
  postLogin: [{ label: 'Área logada', href: '/pt-BR/area-logada', external: false }],
  labels: { signIn: 'Entrar', accountMenu: 'Minha conta', signOut: 'Sair' },
};

const session = (body: JsonBodyType, status = 200) => server.use(http.get('/api/account/session', () => HttpResponse.json(body, { status })));

describe('AuthMenu', () => {
  it('keeps the place while it asks who is signed in', () => {
    server.use(http.get('/api/account/session', () => new Promise(() => {})));
    renderWithProviders(<AuthMenu {...props} />);
    expect(screen.getByTestId('auth-menu-loading')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('offers sign-in back to this page, and the pre-login links, to visitors', async () => {
    session({ isLoggedIn: false });
    renderWithProviders(<AuthMenu {...props} />);
    expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', props.loginHref);
    expect(screen.getByRole('link', { name: 'Cadastre-se no Impulso' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Minha conta' })).not.toBeInTheDocument();
  });

  it('treats a failed ask as signed out', async () => {
    session({ error: 'x' }, 500);
    renderWithProviders(<AuthMenu {...props} />);
    expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('gives a signed-in user a keyboard menu of the post-login links and sign-out, and no sign-in', async () => {
    session({ isLoggedIn: true, user: { email: 'ana.ribeiro@example.com.br', name: 'Ana Ribeiro', document: '12345678909', isEleva: false } });
    const user = userEvent.setup();
    renderWithProviders(<AuthMenu {...props} />);
    const button = await screen.findByRole('button', { name: 'Minha conta: Ana' });
    expect(button).toHaveTextContent('Ana');
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();

    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Área logada' })).toHaveAttribute('href', '/pt-BR/area-logada');
    const signOut = within(menu).getByRole('menuitem', { name: 'Sair' });
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.closest('form')).toHaveAttribute('action', '/api/auth/logout');
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')!.querySelector('input[name="redirectUrl"]')).toHaveValue('/pt-BR');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
