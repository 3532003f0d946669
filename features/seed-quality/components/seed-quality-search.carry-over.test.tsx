import { fireEvent, screen, waitFor } from '@testing-library/react';
import { messagesByLocale } from '@/tests/render';
import { serverMarkupIsland } from '@/tests/server-markup-island';
import { SeedQualitySearch, type SeedQualitySearchProps } from './seed-quality-search.client';

/**
 * The search as the site runs it: the server's markup first, a code typed into it before the code
 * loaded, then `loadWhenWanted` mounts the live search over it: the code is adopted, upper-cased.
 */
const props: SeedQualitySearchProps = { idPrefix: 'lote', locale: 'pt-BR', labels: messagesByLocale['pt-BR'].SeedQuality };
const island = serverMarkupIsland(SeedQualitySearch);

it('adopts a code typed into the server markup, upper-cased', async () => {
  fireEvent.input(island.serve(props).querySelector('input')!, { target: { value: 'tl2280-24-0153' } });
  island.goLive(props);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código do lote' })).toHaveValue('TL2280-24-0153'));
  expect(screen.getByRole('button', { name: 'Consultar' })).toBeEnabled();
});
