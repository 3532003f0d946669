import { ELLIPSIS, HISTORY_DESCRIPTION_LIMITS, ORDER_ITEM_DESCRIPTION_LIMIT, historyDescriptionLimit, truncate } from './truncation';

describe('the limits of the spec', () => {
  it('are 20 under 540 px, 40 from 540 px, and 30 for order items', () => {
    expect(HISTORY_DESCRIPTION_LIMITS).toEqual({ narrow: 20, wide: 40 });
    expect(ORDER_ITEM_DESCRIPTION_LIMIT).toBe(30);
    expect(ELLIPSIS).toBe('\u2026');
  });
});

describe('historyDescriptionLimit', () => {
  it.each([
    [320, 20],
    [539, 20],
    [539.5, 20],
    [540, 40],
    [1200, 40],
  ])('%d px: %d characters', (width, limit) => {
    expect(historyDescriptionLimit(width)).toBe(limit);
  });
});

describe('truncate', () => {
  it.each([
    ['shorter than the limit', 'Compra', 20, 'Compra'],
    ['exactly the limit', 'Compra de defensivos', 20, 'Compra de defensivos'],
    ['one over the limit', 'Compra de defensivos!', 20, 'Compra de defensivos…'],
    ['a long description, narrow', 'Compra de defensivos agrícolas na revenda', 20, 'Compra de defensivos…'],
    ['a long description, wide', 'Compra de defensivos agrícolas na revenda Agro Sul', 40, 'Compra de defensivos agrícolas na revend…'],
    ['an order item', 'Herbicida seletivo pós-emergente 20 L', 30, 'Herbicida seletivo pós-emergen…'],
    ['the cut ends in a space', 'Compra de sementes de milho', 19, 'Compra de sementes…'],
    ['empty', '', 20, ''],
    // Accents written as combining marks stay on their letter, and count with it.
    ['decomposed accents', 'Cafe\u0301 pa\u0303o leite', 4, 'Cafe\u0301…'],
    ['decomposed accents, no cut', 'Sa\u0303o Paulo', 9, 'Sa\u0303o Paulo'],
    // Characters beyond the BMP (two UTF-16 units) are never split.
    ['mathematical letters', '𝔸𝔹𝔺𝔻', 2, '𝔸𝔹…'],
    ['emoji with a skin tone', '👍🏽👍🏽👍🏽', 2, '👍🏽👍🏽…'],
    ['a family emoji (joined by ZWJ) is one character', '👨‍👩‍👧 Família Ribeiro', 1, '👨‍👩‍👧…'],
    ['flags', '🇧🇷🇦🇷🇺🇸', 1, '🇧🇷…'],
    ['a limit of 0', 'Compra', 0, '…'],
  ])('%s', (_, text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  it('keeps exactly limit characters, as a reader counts them, before the ellipsis', () => {
    const cut = truncate('Pulverização aérea em área de café, talhão 12', 20);
    const graphemes = [...new Intl.Segmenter('pt-BR', { granularity: 'grapheme' }).segment(cut)];
    expect(graphemes).toHaveLength(21);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
  });
});
