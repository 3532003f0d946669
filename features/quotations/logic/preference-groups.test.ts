import type { QuotationItem } from '@/lib/quotations/contract';
import { groupByCategory, withChecked } from './preference-groups';

const item = (itemId: string, name: string, checked = true): QuotationItem => ({ itemId, title: itemId, proName: `X:${itemId.toUpperCase()}`, checked, name });

describe('groupByCategory', () => {
  it.each([
    ['no items', [], []],
    ['one category', [item('corn', 'Grãos'), item('soy', 'Grãos')], [['Grãos', ['corn', 'soy']]]],
    [
      'categories in the order first seen, items kept in order even when interleaved',
      [item('corn', 'Grãos'), item('usd', 'Moedas'), item('soy', 'Grãos'), item('eur', 'Moedas'), item('gold', 'Metais')],
      [
        ['Grãos', ['corn', 'soy']],
        ['Moedas', ['usd', 'eur']],
        ['Metais', ['gold']],
      ],
    ],
    ['names that differ only in case are different categories', [item('a', 'Grãos'), item('b', 'grãos')], [['Grãos', ['a']], ['grãos', ['b']]]],
  ])('%s', (_name, items, expected) => {
    expect(groupByCategory(items).map((group) => [group.name, group.items.map((grouped) => grouped.itemId)])).toEqual(expected);
  });
});

describe('withChecked', () => {
  const items = [item('corn', 'Grãos', true), item('soy', 'Grãos', false)];

  it.each([
    ['checks one item', 'soy', true, [true, true]],
    ['unchecks one item', 'corn', false, [false, false]],
    ['leaves an item already so as it was', 'corn', true, [true, false]],
    ['leaves everything for an unknown item', 'rice', true, [true, false]],
  ])('%s', (_name, itemId, checked, expected) => {
    const changed = withChecked(items, itemId, checked);
    expect(changed.map((changedItem) => changedItem.checked)).toEqual(expected);
    expect(items.map((original) => original.checked)).toEqual([true, false]);
  });

  it('keeps the same object for items it does not change', () => {
    expect(withChecked(items, 'soy', true)[0]).toBe(items[0]);
  });
});
