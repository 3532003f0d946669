import type { FormDefinition, FormField, Visibility } from '@/lib/forms/definition';

/** A text-like field's text, a checkbox's state, or the values ticked in a checkbox list. */
export type FieldValue = string | boolean | string[];

/** The values of a form, by field name. */
export type FormValues = Record<string, FieldValue>;

/** The subject field's value as the texts a rule searches: a checkbox reads as the provider writes it. */
function texts(value: FieldValue | undefined): string[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'boolean') return [value ? 'yes' : 'no'];
  return [value ?? ''];
}

/**
 * Whether a field, block of text or fieldset shows: always without rules or with defaultVisibility
 * 'show', otherwise when any 'contains' rule finds one of its values in the subject field's value
 * (ignoring case). The provider's other operators are not supported, so they never match.
 */
export function isItemVisible(item: { visibility?: Visibility }, values: FormValues): boolean {
  const { visibility } = item;
  if (!visibility || visibility.defaultVisibility === 'show') return true;
  return visibility.rules.some((rule) => {
    if (rule.operator !== 'contains') return false;
    const subject = texts(values[rule.subjectField]).map((text) => text.toLowerCase());
    return rule.values.some((wanted) => wanted !== '' && subject.some((text) => text.includes(wanted.toLowerCase())));
  });
}

/** The fields showing for these values, in reading order; a hidden fieldset hides every field in it. */
export function visibleFields(definition: FormDefinition, values: FormValues): FormField[] {
  const fields: FormField[] = [];
  for (const item of definition.rows.flat()) {
    if (!isItemVisible(item, values)) continue;
    if (item.kind === 'field') fields.push(item);
    else if (item.kind === 'fieldset') {
      for (const inner of item.rows.flat()) if (inner.kind === 'field' && isItemVisible(inner, values)) fields.push(inner);
    }
  }
  return fields;
}
