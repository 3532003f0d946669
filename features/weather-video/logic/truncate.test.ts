import { descriptionLimit, titleLimit, truncate } from './truncate';

describe('truncate', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly ten', 11, 'exactly ten'],
    ['one character too long', 21, 'one character too lo…'],
    ['cut after a space ', 10, 'cut after…'],
    ['  padded  ', 6, 'padded'],
    ['chuva 🌧🌧🌧', 8, 'chuva 🌧…'],
  ])('%j at %i -> %j', (text, max, expected) => {
    const cut = truncate(text, max);
    expect(cut).toBe(expected);
    expect(Array.from(cut).length).toBeLessThanOrEqual(max);
  });
});

describe('limits by width', () => {
  it.each([
    [320, 45, 140],
    [399, 45, 140],
    [400, 70, 140],
    [599, 70, 140],
    [600, 90, 140],
    [1199, 90, 140],
    [1200, 90, 93],
    [1920, 90, 93],
  ])('%i px: title %i, description %i', (width, title, description) => {
    expect(titleLimit(width)).toBe(title);
    expect(descriptionLimit(width)).toBe(description);
  });
});
