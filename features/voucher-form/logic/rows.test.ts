import { addRow, initialRows, removeRow, type ProductRow } from './rows';

const row = (id: string, product = 'aurora-pro-5l', amount = '2'): ProductRow => ({ id, product, amount });

describe('the products list', () => {
  it('starts with one empty row at quantity 1, the same every time (server and browser agree)', () => {
    expect(initialRows()).toEqual([{ id: 'row-1', product: '', amount: '1' }]);
    expect(initialRows()).toEqual(initialRows());
  });

  it('appends an empty row at quantity 1 with a key no row has', () => {
    expect(addRow(initialRows())).toEqual([
      { id: 'row-1', product: '', amount: '1' },
      { id: 'row-2', product: '', amount: '1' },
    ]);
    // After removals from the middle, the new key is past the highest, never a reused one.
    expect(addRow([row('row-1'), row('row-4')]).at(-1)).toEqual({ id: 'row-5', product: '', amount: '1' });
  });

  it('leaves the rows it was given as they were', () => {
    const rows = [row('row-1')];
    addRow(rows);
    removeRow(rows, 'row-1');
    expect(rows).toEqual([row('row-1')]);
  });

  it('deletes a row when there are several, wherever it is', () => {
    const rows = [row('row-1', 'a'), row('row-2', 'b'), row('row-3', 'c')];
    expect(removeRow(rows, 'row-2')).toEqual([row('row-1', 'a'), row('row-3', 'c')]);
    expect(removeRow(rows, 'row-1')).toEqual([row('row-2', 'b'), row('row-3', 'c')]);
    expect(removeRow(rows, 'row-3')).toEqual([row('row-1', 'a'), row('row-2', 'b')]);
  });

  it('resets the only row to empty with quantity 1, keeping its key', () => {
    expect(removeRow([row('row-3', 'vertice-20l', '7')], 'row-3')).toEqual([{ id: 'row-3', product: '', amount: '1' }]);
  });

  it('changes nothing for a key it does not have', () => {
    const rows = [row('row-1'), row('row-2')];
    expect(removeRow(rows, 'row-9')).toEqual(rows);
    expect(removeRow([row('row-1')], 'row-9')).toEqual([row('row-1')]);
  });
});
