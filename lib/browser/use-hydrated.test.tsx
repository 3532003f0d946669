import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Submit() {
  return <button disabled={!useHydrated()}>Send</button>;
}

describe('useHydrated', () => {
  it('is false in the server HTML, so a click before hydration cannot submit natively', () => {
    expect(renderToString(<Submit />)).toContain('disabled');
  });

  it('is true once rendered in the browser', () => {
    render(<Submit />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
