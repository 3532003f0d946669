import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCard } from './error-card';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

describe('ErrorCard', () => {
  beforeEach(() => refresh.mockClear());
  it('announces the failure with its title and text, and leads to the reload page', () => {
    render(<ErrorCard title="Erro ao carregar as informações" text="Atualize a página para tentar novamente." action={{ label: 'Recarregar página', href: '/pt-BR/mi-impulso' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar as informações');
    expect(alert).toHaveTextContent('Atualize a página para tentar novamente.');
    expect(screen.getByRole('link', { name: 'Recarregar página' })).toHaveAttribute('href', '/pt-BR/mi-impulso');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the server for the page again from its button, by keyboard too', async () => {
    render(<ErrorCard title="Erro ao carregar as informações" text="Tente novamente em instantes." action={{ label: 'Tentar novamente', refresh: true }} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("runs a client widget's own retry from its button", async () => {
    const retry = vi.fn();
    render(<ErrorCard title="No pudimos cargar tus finanzas" text="Probá de nuevo." action={{ label: 'Reintentar', retry }} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('says the retry is under way, and ignores presses until it ends', async () => {
    const retry = vi.fn();
    render(<ErrorCard title="No pudimos cargar tus finanzas" text="Probá de nuevo." action={{ label: 'Reintentar', retry, busy: true }} />);
    const button = screen.getByRole('button', { name: 'Reintentar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(retry).not.toHaveBeenCalled();
  });
});
