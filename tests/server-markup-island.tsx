import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadWhenWanted } from '@/lib/browser/load-when-wanted.client';

/**
 * A client component as the site runs it behind `loadWhenWanted`: `serve` puts its server markup
 * on the page (for a test to type into, as a visitor would before the code loaded), and `goLive`
 * hydrates the island over it, which mounts the live component at once (no IntersectionObserver
 * here). Call at the top of a test file: it registers the page's set-up and clean-up.
 */
export function serverMarkupIsland<Props extends object>(Component: ComponentType<Props>) {
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

  return {
    /** The component's server markup in the island's frame; the page's container, to type into. */
    serve(props: Props): HTMLElement {
      container.innerHTML = `<div>${renderToString(<Component {...props} />)}</div>`;
      return container;
    },
    goLive(props: Props) {
      const Island = loadWhenWanted(() => Promise.resolve(Component));
      act(() => {
        root = hydrateRoot(container, <Island {...props} />);
      });
    },
  };
}
