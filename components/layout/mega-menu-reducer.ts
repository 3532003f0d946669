/**
 * The mega-menu's state machine: OPEN sets data and remembers the previous, BACK restores the
 * previous or closes, CLOSE clears. `data` is whatever the menu shows (the open item on desktop,
 * the drawer level on mobile); one level of history is all the spec asks for.
 */
export interface MegaMenuState<T> {
  open: boolean;
  data: T | null;
  previous: T | null;
}

export type MegaMenuAction<T> = { type: 'OPEN'; data: T } | { type: 'BACK' } | { type: 'CLOSE' };

export const closedMegaMenu = { open: false, data: null, previous: null } as const satisfies MegaMenuState<never>;

export function megaMenuReducer<T>(state: MegaMenuState<T>, action: MegaMenuAction<T>): MegaMenuState<T> {
  switch (action.type) {
    case 'OPEN':
      return { open: true, data: action.data, previous: state.open ? state.data : null };
    case 'BACK':
      return state.previous === null ? closedMegaMenu : { open: true, data: state.previous, previous: null };
    case 'CLOSE':
      return closedMegaMenu;
  }
}
