import { vi } from 'vitest';

/**
 * A `window.matchMedia` that answers `(min-width: N px)` queries for a viewport the
 * test sets, and tells listeners when `resizeTo` crosses their breakpoint.
 */
export function mockViewport(initialWidth = 390) {
  let width = initialWidth;
  const queries: { minWidth: number; listeners: Set<(event: MediaQueryListEvent) => void> }[] = [];
  const matches = (minWidth: number) => width >= minWidth;
  window.matchMedia = vi.fn().mockImplementation((media: string) => {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(media)?.[1] ?? Number.NaN);
    const query = { minWidth, listeners: new Set<(event: MediaQueryListEvent) => void>() };
    queries.push(query);
    return {
      get matches() {
        return matches(minWidth);
      },
      media,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => query.listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => query.listeners.delete(listener),
    };
  });
  return {
    resizeTo(next: number) {
      const before = width;
      width = next;
      for (const query of queries) {
        if (matches(query.minWidth) === (before >= query.minWidth)) continue;
        query.listeners.forEach((listener) => listener({ matches: matches(query.minWidth), media: '' } as MediaQueryListEvent));
      }
    },
  };
}
