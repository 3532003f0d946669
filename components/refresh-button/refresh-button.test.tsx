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
});
