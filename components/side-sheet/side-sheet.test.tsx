import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@/tests/render';
import { SideSheet } from './side-sheet.client';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver detalhes
      </button>
      <SideSheet open={open} title="Detalhes da transação" closeLabel="Fechar" onClose={() => setOpen(false)} footer={<button type="button">Salvar</button>}>
        <p>Compra de produtos</p>
      </SideSheet>
    </>
  );
}

describe('SideSheet', () => {
  it('renders nothing (and loads nothing) until it is first opened', () => {
    renderWithProviders(<Opener />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a dialog named by its title, with its footer, and closes on Escape with focus back on the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Ver detalhes' });
    await user.click(opener);

    const sheet = await screen.findByRole('dialog', { name: 'Detalhes da transação' });
    expect(sheet).toHaveTextContent('Compra de produtos');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    // Its scrolling content can be reached by keyboard even when it holds no control.
    expect(screen.getByText('Compra de produtos').parentElement).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes by its close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ver detalhes' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
