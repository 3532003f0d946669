import { closedMegaMenu, megaMenuReducer, type MegaMenuState } from './mega-menu-reducer';

const closed: MegaMenuState<string> = closedMegaMenu;

describe('megaMenuReducer', () => {
  it('OPEN from closed opens with the data and nothing to go back to', () => {
    expect(megaMenuReducer(closed, { type: 'OPEN', data: 'produtos' })).toEqual({ open: true, data: 'produtos', previous: null });
  });

  it('OPEN while open shows the new data and remembers the previous', () => {
    const open = megaMenuReducer(closed, { type: 'OPEN', data: 'root' });
    expect(megaMenuReducer(open, { type: 'OPEN', data: 'produtos' })).toEqual({ open: true, data: 'produtos', previous: 'root' });
  });

  it('OPEN twice while open remembers only the data just left', () => {
    let state = megaMenuReducer(closed, { type: 'OPEN', data: 'root' });
    state = megaMenuReducer(state, { type: 'OPEN', data: 'produtos' });
    state = megaMenuReducer(state, { type: 'OPEN', data: 'ferramentas' });
    expect(state).toEqual({ open: true, data: 'ferramentas', previous: 'produtos' });
  });

  it('BACK with a previous restores it, and a second BACK closes', () => {
    const sub = { open: true, data: 'produtos', previous: 'root' };
    const back = megaMenuReducer(sub, { type: 'BACK' });
    expect(back).toEqual({ open: true, data: 'root', previous: null });
    expect(megaMenuReducer(back, { type: 'BACK' })).toEqual(closed);
  });

  it('BACK without a previous closes', () => {
    expect(megaMenuReducer({ open: true, data: 'produtos', previous: null }, { type: 'BACK' })).toEqual(closed);
  });

  it('BACK and CLOSE on a closed menu keep it closed', () => {
    expect(megaMenuReducer(closed, { type: 'BACK' })).toEqual(closed);
    expect(megaMenuReducer(closed, { type: 'CLOSE' })).toEqual(closed);
  });

  it('CLOSE clears the data and the previous', () => {
    expect(megaMenuReducer({ open: true, data: 'produtos', previous: 'root' }, { type: 'CLOSE' })).toEqual(closed);
  });

  it('keeps falsy data such as index 0 as data, not as "nothing"', () => {
    const state = megaMenuReducer<number>(megaMenuReducer<number>(closedMegaMenu, { type: 'OPEN', data: 0 }), { type: 'OPEN', data: 1 });
    expect(state).toEqual({ open: true, data: 1, previous: 0 });
    expect(megaMenuReducer(state, { type: 'BACK' })).toEqual({ open: true, data: 0, previous: null });
  });
});
