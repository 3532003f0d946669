/**
 * The products list of the voucher form (spec section 4): it starts with one empty row at
 * quantity 1; "add product" appends one; removing deletes a row, or empties the only one.
 */

/** One row as the form holds it: the product's id ('' for none) and the quantity as typed. */
export interface ProductRow {
  /** The row's own key (`row-1`, `row-2`…), stable while it lives: React's key and the request's `id`. */
  id: string;
  product: string;
  amount: string;
}

const emptyRow = (id: string): ProductRow => ({ id, product: '', amount: '1' });

/** The rows a form starts with: the same on the server and in the browser, so the markup matches. */
export const initialRows = (): ProductRow[] => [emptyRow('row-1')];

/** A key no row of the list has (rows may have been removed from anywhere). */
function nextRowId(rows: readonly ProductRow[]): string {
  const numbers = rows.map((row) => Number(/^row-(\d+)$/.exec(row.id)?.[1] ?? 0));
  return `row-${Math.max(0, ...numbers) + 1}`;
}

export const addRow = (rows: readonly ProductRow[]): ProductRow[] => [...rows, emptyRow(nextRowId(rows))];

/** Without the row; the only row is emptied instead, keeping its key so its controls keep the focus. */
export function removeRow(rows: readonly ProductRow[], id: string): ProductRow[] {
  if (rows.length > 1) return rows.filter((row) => row.id !== id);
  return rows.map((row) => (row.id === id ? emptyRow(row.id) : row));
}
