import { scrollToReveal, stepWithin } from './gallery';

describe('stepWithin', () => {
  it('steps forward and back inside the gallery', () => {
    expect(stepWithin(0, 1, 4)).toBe(1);
    expect(stepWithin(2, -1, 4)).toBe(1);
  });

  it('stops at the first and at the last image instead of wrapping', () => {
    expect(stepWithin(0, -1, 4)).toBe(0);
    expect(stepWithin(3, 1, 4)).toBe(3);
    expect(stepWithin(1, 10, 4)).toBe(3);
  });

  it('stays at 0 in an empty gallery', () => {
    expect(stepWithin(0, 1, 0)).toBe(0);
  });
});

describe('scrollToReveal', () => {
  const view = { scrollStart: 100, viewSize: 300 };

  it('leaves a fully visible item where it is', () => {
    expect(scrollToReveal({ ...view, itemStart: 100, itemSize: 96 })).toBeNull();
    expect(scrollToReveal({ ...view, itemStart: 304, itemSize: 96 })).toBeNull();
  });

  it('scrolls back to an item cut off at the start', () => {
    expect(scrollToReveal({ ...view, itemStart: 60, itemSize: 96 })).toBe(60);
  });

  it('scrolls forward just enough to show an item cut off at the end', () => {
    expect(scrollToReveal({ ...view, itemStart: 350, itemSize: 96 })).toBe(146);
  });

  it('aligns an item wider than the view to its start', () => {
    expect(scrollToReveal({ ...view, itemStart: 200, itemSize: 400 })).toBe(200);
    expect(scrollToReveal({ ...view, itemStart: 100, itemSize: 400 })).toBeNull();
  });
});
