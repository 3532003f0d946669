import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';
import { messagesByLocale } from '@/tests/render';
import { SeedQualitySearch, type SeedQualitySearchProps } from './seed-quality-search.client';

/**
 * The search as the site runs it: the server's markup first, a code typed into it before the code
 * loaded, then `loadWhenWanted` mounts the live search over it: the code is adopted, upper-cased.
 */
const props: SeedQualitySearchProps = { idPrefix: 'lote', locale: 'pt-BR', labels: messagesByLocale['pt-BR'].SeedQuality };

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

it('adopts a code typed into the server markup, upper-cased', async () => {
  container.innerHTML = `<div>${renderToString(<SeedQualitySearch {...props} />)}</div>`;
  fireEvent.input(container.querySelector('input')!, { target: { value: 'tl2280-24-0153' } });
  const Island = loadWhenWanted(() => Promise.resolve(SeedQualitySearch));
  act(() => {
    root = hydrateRoot(container, <Island {...props} />);
  });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código do lote' })).toHaveValue('TL2280-24-0153'));
  expect(screen.getByRole('button', { name: 'Consultar' })).toBeEnabled();
});
