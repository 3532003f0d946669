import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/tests/render';
import { ModalProvider, useModal, type ModalOptions } from './modal-provider.client';

/** A page widget that opens the modal: its opener, and content with its own way out. */
function Opener({ options }: { options: ModalOptions }) {
  const modal = useModal();
  return (
    <>
      <button type="button" onClick={() => modal.open(<Content />, options)}>
        Abrir detalhes
      </button>
      <button type="button">Outro controle</button>
    </>
  );
}

function Content() {
  const modal = useModal();
  return (
    <>
      <p>Conteúdo do modal</p>
      <a href="#detalhe">Um link</a>
      <button type="button" onClick={modal.close}>
        Entendi
      </button>
    </>
  );
}

async function openModal(options: ModalOptions = { title: 'Detalhes' }) {
  const user = userEvent.setup();
  renderWithProviders(
    <ModalProvider closeLabel="Fechar">
      <Opener options={options} />
    </ModalProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Abrir detalhes' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: options.title });
  return { user, opener, dialog };
}

/** MUI removes the dialog once its exit transition ends. */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ModalProvider and useModal', () => {
  it('opens the content in a dialog named by its title, moves focus in, and the close button closes it with focus back on the opener', async () => {
    const { user, opener, dialog } = await openModal();
    expect(dialog).toHaveTextContent('Conteúdo do modal');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await closed();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    await closed();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const { user } = await openModal();
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop!);
    await closed();
  });

  it('keeps Tab inside the dialog while it is open', async () => {
    const { user, dialog } = await openModal();
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Outro controle', hidden: true })).not.toHaveFocus();
  });

  it('with preventClose, Escape and the backdrop leave it open, it has no close button, and only an action inside closes it', async () => {
    const { user, opener, dialog } = await openModal({ title: 'Conecte sua conta', preventClose: true });
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Conecte sua conta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    await closed();
    expect(opener).toHaveFocus();
  });

  it('opening again shows the new content', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await closed();
    await user.click(screen.getByRole('button', { name: 'Abrir detalhes' }));
    expect(await screen.findByRole('dialog', { name: 'Detalhes' })).toHaveTextContent('Conteúdo do modal');
  });

  it('throws the spec’s message when used outside a provider', () => {
    // React reports the error thrown during render on the console as well; the test only needs the throw.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Opener options={{ title: 'Detalhes' }} />)).toThrow('O useModal precisa estar em um Provider');
    consoleError.mockRestore();
  });
});
