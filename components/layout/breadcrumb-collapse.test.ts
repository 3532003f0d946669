import { collapseTrail } from './breadcrumb-collapse';

const trailOf = (length: number) => Array.from({ length }, (_, index) => `c${index}`);

describe('collapseTrail', () => {
  it.each([1, 2, 3])('never collapses a trail of %i crumbs, on mobile or desktop', (length) => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      expect(collapseTrail(trailOf(length), viewport)).toEqual({ leading: trailOf(length), hidden: [], trailing: [] });
    }
  });

  it('shows the last 3 on mobile and hides the ones before', () => {
    expect(collapseTrail(trailOf(4), 'mobile')).toEqual({ leading: [], hidden: ['c0'], trailing: ['c1', 'c2', 'c3'] });
    expect(collapseTrail(trailOf(7), 'mobile')).toEqual({ leading: [], hidden: ['c0', 'c1', 'c2', 'c3'], trailing: ['c4', 'c5', 'c6'] });
  });

  it('keeps up to 5 crumbs whole on desktop', () => {
    expect(collapseTrail(trailOf(4), 'desktop')).toEqual({ leading: trailOf(4), hidden: [], trailing: [] });
    expect(collapseTrail(trailOf(5), 'desktop')).toEqual({ leading: trailOf(5), hidden: [], trailing: [] });
  });

  it('collapses more than 5 on desktop to the first (home) and the last 3', () => {
    expect(collapseTrail(trailOf(6), 'desktop')).toEqual({ leading: ['c0'], hidden: ['c1', 'c2'], trailing: ['c3', 'c4', 'c5'] });
    expect(collapseTrail(trailOf(9), 'desktop')).toEqual({ leading: ['c0'], hidden: ['c1', 'c2', 'c3', 'c4', 'c5'], trailing: ['c6', 'c7', 'c8'] });
  });

  it('never loses or reorders a crumb', () => {
    for (let length = 0; length <= 10; length++) {
      for (const viewport of ['mobile', 'desktop'] as const) {
        const { leading, hidden, trailing } = collapseTrail(trailOf(length), viewport);
        expect([...leading, ...hidden, ...trailing]).toEqual(trailOf(length));
      }
    }
  });

  it('leaves an empty trail empty', () => {
    expect(collapseTrail([], 'mobile')).toEqual({ leading: [], hidden: [], trailing: [] });
  });
});
