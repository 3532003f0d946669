import type { QuotationItem } from '@/lib/quotations/contract';

export interface PreferenceGroup {
  /** The category (the items' `name`). */
  name: string;
  items: QuotationItem[];
}

/** Spec §3: quotation items "grouped by name", the groups and their items in the service's order. */
export function groupByCategory(items: readonly QuotationItem[]): PreferenceGroup[] {
  const groups = new Map<string, QuotationItem[]>();
  for (const item of items) {
    const group = groups.get(item.name);
    if (group) group.push(item);
    else groups.set(item.name, [item]);
  }
  return [...groups].map(([name, grouped]) => ({ name, items: grouped }));
}

/** The items with one of them checked or not (an optimistic change, or its undoing); the others untouched. */
export const withChecked = (items: readonly QuotationItem[], itemId: string, checked: boolean): QuotationItem[] =>
  items.map((item) => (item.itemId === itemId && item.checked !== checked ? { ...item, checked } : item));
