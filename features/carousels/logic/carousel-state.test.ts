import { carouselReducer, initialCarouselState, isRotating, type CarouselState } from './carousel-state';

const at = (overrides: Partial<CarouselState> = {}): CarouselState => ({ ...initialCarouselState, ...overrides });

describe('carouselReducer', () => {
  it('starts on the first slide, rotating', () => {
    expect(initialCarouselState.index).toBe(0);
    expect(isRotating(initialCarouselState)).toBe(true);
  });

  it('advances on each tick and wraps from the last slide to the first', () => {
    let state = at();
    state = carouselReducer(state, { type: 'advance', count: 3 });
    expect(state.index).toBe(1);
    state = carouselReducer(state, { type: 'advance', count: 3 });
    state = carouselReducer(state, { type: 'advance', count: 3 });
    expect(state.index).toBe(0);
    expect(isRotating(state)).toBe(true);
  });

  it('ignores a tick while anything holds the rotation', () => {
    for (const hold of [{ pausedByUser: true }, { hovered: true }, { focusWithin: true }]) {
      const state = at({ index: 1, ...hold });
      expect(carouselReducer(state, { type: 'advance', count: 3 })).toBe(state);
    }
  });

  it('steps both ways with wrap-around and pauses: a step is the visitor taking control', () => {
    expect(carouselReducer(at(), { type: 'step', delta: -1, count: 3 })).toEqual(at({ index: 2, pausedByUser: true }));
    expect(carouselReducer(at({ index: 2 }), { type: 'step', delta: 1, count: 3 })).toEqual(at({ index: 0, pausedByUser: true }));
    expect(carouselReducer(at({ index: 1 }), { type: 'step', delta: 1, count: 3 })).toEqual(at({ index: 2, pausedByUser: true }));
  });

  it('shows a picked slide and pauses', () => {
    expect(carouselReducer(at(), { type: 'show', index: 2, count: 3 })).toEqual(at({ index: 2, pausedByUser: true }));
    expect(carouselReducer(at(), { type: 'show', index: 3, count: 3 }).index).toBe(0);
  });

  it('toggles between playing and paused', () => {
    const paused = carouselReducer(at(), { type: 'togglePlay' });
    expect(paused.pausedByUser).toBe(true);
    expect(isRotating(paused)).toBe(false);
    const playing = carouselReducer(paused, { type: 'togglePlay' });
    expect(playing.pausedByUser).toBe(false);
    expect(isRotating(playing)).toBe(true);
  });

  it('pauses for reduced motion, and stays paused if already so', () => {
    expect(carouselReducer(at(), { type: 'pause' }).pausedByUser).toBe(true);
    const paused = at({ pausedByUser: true });
    expect(carouselReducer(paused, { type: 'pause' })).toBe(paused);
  });

  it('holds the rotation only while hovered or focused, keeping the visitor choice', () => {
    const hovered = carouselReducer(at(), { type: 'hover', hovered: true });
    expect(isRotating(hovered)).toBe(false);
    expect(hovered.pausedByUser).toBe(false);
    expect(isRotating(carouselReducer(hovered, { type: 'hover', hovered: false }))).toBe(true);

    const focused = carouselReducer(at(), { type: 'focus', focusWithin: true });
    expect(isRotating(focused)).toBe(false);
    expect(isRotating(carouselReducer(focused, { type: 'focus', focusWithin: false }))).toBe(true);

    const pausedAndHovered = at({ pausedByUser: true, hovered: true });
    expect(isRotating(carouselReducer(pausedAndHovered, { type: 'hover', hovered: false }))).toBe(false);
  });

  it('returns the same state when hover or focus does not change (no re-render)', () => {
    const state = at({ hovered: true, focusWithin: true });
    expect(carouselReducer(state, { type: 'hover', hovered: true })).toBe(state);
    expect(carouselReducer(state, { type: 'focus', focusWithin: true })).toBe(state);
  });
});
