import type { Contact } from './contact-card';

/**
 * Filter values as editors write them in a contact field (spec §5): values split on `&&`, groups
 * on `##`, a group optionally headed by `Heading::`. 'Culturas::Soja&&Milho##Regiões::Sul' is the
 * values Soja and Milho under Culturas, and Sul under Regiões.
 */

export interface ValueGroup {
  /** The group's heading; none for values written without one. */
  heading?: string;
  values: string[];
}

const GROUP_SEPARATOR = '##';
const VALUE_SEPARATOR = '&&';
const HEADING_SEPARATOR = '::';

/** The groups of a field's text, blanks left out. */
export function parseFilterValue(text: string): ValueGroup[] {
  return text.split(GROUP_SEPARATOR).flatMap((group) => {
    const at = group.indexOf(HEADING_SEPARATOR);
    const heading = at >= 0 ? group.slice(0, at).trim() : '';
    const values = (at >= 0 ? group.slice(at + HEADING_SEPARATOR.length) : group)
      .split(VALUE_SEPARATOR)
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length === 0) return [];
    return [heading ? { heading, values } : { values }];
  });
}

/** Every value of a field's text, whatever its group. */
export const valuesOf = (text: string | undefined): string[] => (text === undefined ? [] : parseFilterValue(text).flatMap((group) => group.values));

const fold = (value: string) => value.trim().toLocaleLowerCase();

/**
 * The options of one filter select: the values of that field across the contacts, grouped under
 * their headings (values without one first), each value once whatever its case (its first
 * spelling kept), sorted in the locale's order.
 */
export function filterOptions(contacts: readonly Contact[], field: string, locale: string): ValueGroup[] {
  const groups = new Map<string, Map<string, string>>();
  for (const contact of contacts) {
    const text = contact.fields[field];
    if (text === undefined) continue;
    for (const { heading = '', values } of parseFilterValue(text)) {
      const group = groups.get(heading) ?? new Map<string, string>();
      groups.set(heading, group);
      for (const value of values) if (!group.has(fold(value))) group.set(fold(value), value);
    }
  }
  const compare = new Intl.Collator(locale).compare;
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : compare(a, b)))
    .map(([heading, values]) => {
      const sorted = [...values.values()].sort(compare);
      return heading ? { heading, values: sorted } : { values: sorted };
    });
}

/** Field -> chosen value; a field left at "all" is absent or empty. */
export type FilterSelection = Readonly<Record<string, string>>;

/** Whether a contact has every chosen value (case-insensitively) among its field's values. */
export function matchesFilters(contact: Contact, selection: FilterSelection): boolean {
  return Object.entries(selection).every(([field, chosen]) => chosen === '' || valuesOf(contact.fields[field]).some((value) => fold(value) === fold(chosen)));
}

export const filterContacts = (contacts: readonly Contact[], selection: FilterSelection): Contact[] => contacts.filter((contact) => matchesFilters(contact, selection));
