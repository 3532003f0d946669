import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messagesByLocale } from '@/tests/render';
import { serverMarkupIsland } from '@/tests/server-markup-island';
import { CepForm, type CepFormProps } from './cep-form.client';

/**
 * The CEP field as the site runs it: the server's markup first, a CEP typed into it before the
 * code loaded, then `loadWhenWanted` mounts the live form over it: the CEP is adopted, masked, and
 * may be submitted.
 */
const props: CepFormProps = { idPrefix: 'cep', labels: messagesByLocale['pt-BR'].PostalCodeSeed, onFound: () => {} };
const island = serverMarkupIsland(CepForm);

it('adopts a CEP typed into the server markup, masked, and lets it be submitted', async () => {
  const page = island.serve(props);
  expect(page.querySelector('button')).toBeDisabled();
  fireEvent.input(page.querySelector('input')!, { target: { value: '78890000' } });
  island.goLive(props);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('78.890-000'));
  expect(screen.getByRole('button', { name: 'Ver recomendação' })).toBeEnabled();
});
