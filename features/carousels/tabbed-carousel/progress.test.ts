import { initialTabbedCarouselState, PROGRESS_STEP, tabbedCarouselReducer, type TabbedCarouselAction, type TabbedCarouselState } from './progress';

const run = (actions: TabbedCarouselAction[], from: TabbedCarouselState = initialTabbedCarouselState) => actions.reduce(tabbedCarouselReducer, from);
const ticks = (n: number, count = 3): TabbedCarouselAction[] => Array.from({ length: n }, () => ({ type: 'tick', count }));

describe('tabbedCarouselReducer', () => {
  it('adds 0.5 per 30 ms tick, so a tab lasts 6000 ms', () => {
    expect(PROGRESS_STEP).toBe(0.5);
    expect(run(ticks(1)).progress).toBe(0.5);
    expect(run(ticks(199))).toMatchObject({ progress: 99.5, carousel: { index: 0 } });
  });

  it('activates the next tab when progress reaches 100, starting it empty', () => {
    expect(run(ticks(200))).toMatchObject({ progress: 0, carousel: { index: 1 } });
    expect(run(ticks(201))).toMatchObject({ progress: 0.5, carousel: { index: 1 } });
  });

  it('goes back to the first tab after the last', () => {
    expect(run(ticks(600))).toMatchObject({ progress: 0, carousel: { index: 0 } });
  });

  it('freezes the bar while paused and resumes from the same value', () => {
    const paused = run([...ticks(37), { type: 'togglePause' }, ...ticks(50)]);
    expect(paused).toMatchObject({ progress: 18.5, carousel: { index: 0, pausedByUser: true } });
    expect(run([{ type: 'togglePause' }, ...ticks(1)], paused).progress).toBe(19);
  });

  it('holds the bar while the mouse is over or focus is inside, and only then', () => {
    const hovered = run([...ticks(10), { type: 'hover', hovered: true }, ...ticks(10)]);
    expect(hovered.progress).toBe(5);
    expect(run([{ type: 'hover', hovered: false }, ...ticks(1)], hovered).progress).toBe(5.5);
    const focused = run([{ type: 'focus', focusWithin: true }, ...ticks(10)]);
    expect(focused.progress).toBe(0);
    expect(run([{ type: 'focus', focusWithin: false }, ...ticks(1)], focused).progress).toBe(0.5);
  });

  it('shows a chosen tab from an empty bar and pauses', () => {
    const chosen = run([...ticks(40), { type: 'select', index: 2, count: 3 }, ...ticks(400)]);
    expect(chosen).toMatchObject({ progress: 0, carousel: { index: 2, pausedByUser: true } });
  });

  it('keeps the progress when the tab already shown is chosen again', () => {
    expect(run([...ticks(40), { type: 'select', index: 0, count: 3 }])).toMatchObject({ progress: 20, carousel: { index: 0, pausedByUser: true } });
  });

  it('pauses for reduced motion without undoing an earlier pause', () => {
    const paused = run([{ type: 'pause' }, ...ticks(10)]);
    expect(paused).toMatchObject({ progress: 0, carousel: { pausedByUser: true } });
    expect(run([{ type: 'pause' }], paused)).toBe(paused);
  });
});
