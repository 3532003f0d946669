import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageErrorTextProvider } from '@/components/providers/page-error-text.client';
import { messagesByLocale, renderWithProviders } from '@/tests/render';
import LocaleError from './error';

describe('the localized error page', () => {
  it('explains in the visitor language and offers a retry and the way home', async () => {
    const reset = vi.fn();
    // The layout reads the text on the server and hands it down; the page ships no message catalogue.
    const text = { ...messagesByLocale['es-AR'].Error, homeHref: '/es-AR' };
    renderWithProviders(
      <PageErrorTextProvider text={text}>
        <LocaleError error={new Error('upstream exploded at line 42')} reset={reset} />
      </PageErrorTextProvider>,
      { locale: 'es-AR' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.queryByText(/exploded/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es-AR');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(reset).toHaveBeenCalledOnce();
  });
});
