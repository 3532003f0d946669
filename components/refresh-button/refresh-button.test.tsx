import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { RefreshButton } from './refresh-button.client';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

describe('RefreshButton', () => {
  beforeEach(() => refresh.mockReset());

  it('is disabled in the server HTML: a click before hydration would do nothing', () => {
    expect(renderToString(<RefreshButton label="Tentar novamente" />)).toMatch(/<button[^>]*disabled/);
  });

  it('asks the server for the page again when pressed, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    render(<RefreshButton label="Tentar novamente" className="retry" />);
    const button = screen.getByRole('button', { name: 'Tentar novamente' });
    expect(button).toHaveClass('retry');
    await user.click(button);
    expect(refresh).toHaveBeenCalledTimes(1);
    button.focus();
    await act(() => user.keyboard('{Enter}'));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(button).toHaveFocus();
  });

  it('hands the focus to its widget’s heading when the new render replaces it, and only if it had the focus', async () => {
    const user = userEvent.setup();
    const widget = (content: React.ReactNode) => (
      <section aria-labelledby="pontos">
        <h2 id="pontos">Pontos acumulados</h2>
        {content}
      </section>
    );
    const { rerender } = render(widget(<RefreshButton label="Tentar novamente" />));
    screen.getByRole('button', { name: 'Tentar novamente' }).focus();
    await act(() => user.keyboard('{Enter}'));
    rerender(widget(<p>12.500 pontos</p>));
    expect(screen.getByRole('heading', { name: 'Pontos acumulados' })).toHaveFocus();

    // Pressed without the focus (a mouse in a browser that does not focus buttons), or the focus
    // moved on meanwhile: nothing is taken from where it is.
    const other = render(
      <>
        {widget(<RefreshButton label="Tentar de novo" />)}
        <input aria-label="Busca" />
      </>,
    );
    screen.getByRole('button', { name: 'Tentar de novo' }).focus();
    await act(() => user.keyboard('{Enter}'));
    screen.getByRole('textbox', { name: 'Busca' }).focus();
    other.rerender(
      <>
        {widget(<p>12.500 pontos</p>)}
        <input aria-label="Busca" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Busca' })).toHaveFocus();
  });
});
