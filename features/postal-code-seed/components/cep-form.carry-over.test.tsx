import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';
import { messagesByLocale } from '@/tests/render';
import { CepForm, type CepFormProps } from './cep-form.client';

/**
 * The CEP field as the site runs it: the server's markup first, a CEP typed into it before the
 * code loaded, then `loadWhenWanted` mounts the live form over it: the CEP is adopted, masked, and
 * may be submitted.
 */
const props: CepFormProps = { idPrefix: 'cep', labels: messagesByLocale['pt-BR'].PostalCodeSeed, onFound: () => {} };

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  // Without IntersectionObserver an island that watches the screen goes live at once.
  vi.stubGlobal('IntersectionObserver', undefined);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

it('adopts a CEP typed into the server markup, masked, and lets it be submitted', async () => {
  container.innerHTML = `<div>${renderToString(<CepForm {...props} />)}</div>`;
  const served = container.querySelector('input')!;
  expect(container.querySelector('button')).toBeDisabled();
  fireEvent.input(served, { target: { value: '78890000' } });
  const Island = loadWhenWanted(() => Promise.resolve(CepForm));
  act(() => {
    root = hydrateRoot(container, <Island {...props} />);
  });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('78.890-000'));
  expect(screen.getByRole('button', { name: 'Ver recomendação' })).toBeEnabled();
});
