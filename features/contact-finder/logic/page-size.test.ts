import { describe, expect, it } from 'vitest';
import { pageSizeFor } from './page-size';

describe('pageSizeFor (spec §9: 9 desktop, 8 tablet, 6 mobile; theme breakpoints sm 600, lg 1200)', () => {
  it.each([
    [320, 6],
    [599, 6],
    [600, 8],
    [899, 8],
    [900, 8],
    [1199, 8],
    [1200, 9],
    [1920, 9],
  ])('%i px -> %i contacts', (width, size) => {
    expect(pageSizeFor(width)).toBe(size);
  });
});
