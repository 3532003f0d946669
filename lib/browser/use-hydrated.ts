import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the component, true from then on. A form
 * keeps its submit button disabled until then: a click before hydration would submit natively, a
 * GET that puts what the visitor typed in the address and loses the form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
