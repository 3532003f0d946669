import { z } from 'zod';
import { formFields, type FieldOption, type FormDefinition, type FormField } from '@/lib/forms/definition';
import type { ValidationMessageKey } from './country-rules';
import { leadProblems, type LeadProblems } from './validation';
import { visibleFields, type FieldValue, type FormValues } from './visibility';

/**
 * The values a form starts with: the provider's initial values, checkboxes unticked unless it says
 * 'yes', and a choice only when it is one of the options.
 */
export function initialValues(definition: FormDefinition): FormValues {
  const values: FormValues = {};
  for (const field of formFields(definition)) {
    const initial = field.initialValue?.trim() ?? '';
    if (field.type === 'checkbox') values[field.name] = /^(yes|true)$/i.test(initial);
    else if (field.type === 'checkboxes') values[field.name] = tickedOptions(field, initial.split(';').map((value) => value.trim()));
    else values[field.name] = field.type === 'select' || field.type === 'radio' ? textOf(field, initial) : (field.initialValue ?? '');
  }
  return values;
}

/** Our message for a rule, translated; `max` is the field's length limit, for 'too-long'. */
export type TranslateRule = (key: ValidationMessageKey, values: { max: number }) => string;

/** The field's own ValidationMessage speaks for its required and e-mail rules (spec section 5); ours for the rest. */
const ownMessageKeys: ReadonlySet<ValidationMessageKey> = new Set(['required-field', 'required-checkbox', 'invalid-email-format', 'email-br', 'email-ar', 'email-us']);

/** The text a field shows for a rule it breaks, whether the browser or the server found it. */
export function messageOf(field: FormField, key: ValidationMessageKey, translate: TranslateRule): string {
  if (field.validationMessage && ownMessageKeys.has(key)) return field.validationMessage;
  return translate(key, { max: field.maxLength ?? 0 });
}

/**
 * The validation of a provider-defined form (spec section 5) for react-hook-form's zod resolver:
 * the rules of ./validation.ts, the server's too, each showing field with its first problem.
 */
export function buildFormSchema(definition: FormDefinition, translate: TranslateRule) {
  const fieldsByName = new Map(formFields(definition).map((field) => [field.name, field]));
  return z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())])).superRefine((values, context) => {
    for (const [name, keys] of Object.entries(leadProblems(definition, values))) {
      const field = fieldsByName.get(name);
      if (field && keys[0]) context.addIssue({ code: 'custom', path: [name], message: messageOf(field, keys[0], translate) });
    }
  });
}

/** The ticked values of a checkbox list that are among its options, in option order. */
function tickedOptions(field: FormField, value: FieldValue | undefined): string[] {
  const ticked = Array.isArray(value) ? value : [];
  return field.options.map((option) => option.value).filter((option) => ticked.includes(option));
}

/** A field's text as sent; a choice that is not one of the options is sent as none. */
function textOf(field: FormField, value: FieldValue | undefined): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if ((field.type === 'select' || field.type === 'radio') && !field.options.some((option) => option.value === text)) return '';
  return text;
}

/** The lead as the provider takes it: the showing fields' values as text, checkboxes as 'yes'/'no', lists joined by ';' in option order. */
export function toLeadFormFields(definition: FormDefinition, values: FormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of visibleFields(definition, values)) {
    const value = values[field.name];
    if (field.type === 'checkbox') fields[field.name] = value === true ? 'yes' : 'no';
    else if (field.type === 'checkboxes') fields[field.name] = tickedOptions(field, value).join(';');
    else fields[field.name] = textOf(field, value);
  }
  return fields;
}

/**
 * A submitted lead (field name -> text, as toLeadFormFields writes it) read back into form values, so
 * the server checks it with the form's own rules: 'yes'/'no' as a checkbox's state, ';' lists as the
 * ticked options. Text that is neither stays text, for the rules to refuse.
 */
export function fromLeadFormFields(definition: FormDefinition, fields: Record<string, string>): FormValues {
  const values: FormValues = {};
  for (const field of formFields(definition)) {
    const text = fields[field.name];
    if (text === undefined) continue;
    if (field.type === 'checkbox') values[field.name] = text === 'yes' ? true : text === 'no' ? false : text;
    else if (field.type === 'checkboxes') values[field.name] = text.split(';').map((value) => value.trim()).filter(Boolean);
    else values[field.name] = text;
  }
  return values;
}

/** A submitted lead checked with the form's rules: the fields to forward to the provider, or each field's problems. */
export function checkLead(definition: FormDefinition, submitted: Record<string, string>): { ok: true; fields: Record<string, string> } | { ok: false; problems: LeadProblems } {
  const values = fromLeadFormFields(definition, submitted);
  const problems = leadProblems(definition, values);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, fields: toLeadFormFields(definition, values) };
}

/** Short labels fit side by side: a checkbox list goes in columns when none is longer than 30 characters. */
export function checkboxListInColumns(options: FieldOption[]): boolean {
  return options.length > 0 && options.every((option) => option.label.length <= 30);
}
