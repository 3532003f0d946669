'use client';

import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog-island.client';

export interface ModalOptions {
  /** The dialog's heading, which is also its accessible name. */
  title: string;
  /**
   * Escape and a click on the backdrop leave it open, and it has no close button: only an explicit
   * action inside its content (`useModal().close()`) closes it.
   */
  preventClose?: boolean;
}

export interface ModalControls {
  /** Shows `content` in the modal dialog (replacing what it showed); focus moves into it. */
  open: (content: ReactNode, options: ModalOptions) => void;
  /** Closes the dialog; focus returns to the control that opened it. */
  close: () => void;
}

interface ModalState {
  open: boolean;
  content: ReactNode;
  options: ModalOptions;
}

const ModalContext = createContext<ModalControls | null>(null);

/** The spec's message (error catalogue §8) for a component that opens modals with no provider above it. */
export const MISSING_MODAL_PROVIDER = 'O useModal precisa estar em um Provider';

/**
 * The one modal of the widgets below it: `useModal()` opens it with any content and closes it.
 * The dialog's code (MUI's Dialog: focus trap, backdrop, transitions) is a chunk of its own,
 * loaded the first time a modal opens, so a page pays for it only when someone opens one.
 */
export function ModalProvider({ closeLabel, children }: { /** The close button's accessible name, in the page's language. */ closeLabel: string; children: ReactNode }) {
  const [modal, setModal] = useState<ModalState | null>(null);
  const controls = useMemo<ModalControls>(
    () => ({
      open: (content, options) => setModal({ open: true, content, options }),
      // The content stays while the dialog fades out.
      close: () => setModal((current) => current && { ...current, open: false }),
    }),
    [],
  );
  return (
    <ModalContext value={controls}>
      {children}
      {modal && (
        // A boundary of its own while the dialog's chunk loads: else the nearest one above (a block's
        // skeleton) stands in for the whole widget meanwhile, and the opener loses the focus.
        <Suspense fallback={null}>
          <ModalDialog open={modal.open} title={modal.options.title} preventClose={modal.options.preventClose ?? false} closeLabel={closeLabel} onClose={controls.close}>
            {modal.content}
          </ModalDialog>
        </Suspense>
      )}
    </ModalContext>
  );
}

/** Opens and closes the modal of the nearest `ModalProvider`; throws when there is none. */
export function useModal(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error(MISSING_MODAL_PROVIDER);
  return controls;
}
