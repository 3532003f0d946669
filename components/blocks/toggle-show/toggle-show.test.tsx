import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { toggleShowSchema } from './schema';
import { ToggleShow } from './toggle-show';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

async function renderToggle(props = toggleShowSchema.parse({}), locale: 'pt-BR' | 'es-AR' | 'en-US' = 'pt-BR') {
  return renderWithProviders(
    await ToggleShow({ props, context: makeContext({ locale }), children: <p>Aplique no início do florescimento (R1).</p> }),
    { locale },
  );
}

describe('ToggleShow', () => {
  it('keeps the child blocks in the page but hidden until asked', async () => {
    await renderToggle();
    const button = screen.getByRole('button', { name: 'Ver mais' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(content).toHaveAttribute('hidden');
    expect(content).toHaveTextContent('Aplique no início do florescimento (R1).');
    expect(screen.getByText('Aplique no início do florescimento (R1).')).not.toBeVisible();
  });

  it('shows and hides the content by keyboard, switching the label', async () => {
    const user = userEvent.setup();
    await renderToggle();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Ver mais' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Ver menos');
    expect(screen.getByText('Aplique no início do florescimento (R1).')).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Ver mais');
    expect(screen.getByText('Aplique no início do florescimento (R1).')).not.toBeVisible();
  });

  it('uses the editor labels, or the locale defaults', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderToggle(toggleShowSchema.parse({ showLabel: 'Ver dosagens', hideLabel: 'Ocultar dosagens' }));
    await user.click(screen.getByRole('button', { name: 'Ver dosagens' }));
    expect(screen.getByRole('button', { name: 'Ocultar dosagens' })).toBeInTheDocument();
    unmount();
    await renderToggle(toggleShowSchema.parse({}), 'en-US');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('refuses blank labels', () => {
    expect(toggleShowSchema.safeParse({ showLabel: ' ' }).success).toBe(false);
  });
});
