import { z } from 'zod';
import { formFields, type FieldOption, type FormDefinition, type FormField } from '@/lib/forms/definition';
import { emailMessageKey, fieldRule, type Country, type ValidationMessageKey } from './country-rules';
import { emailIsValid } from './rules';
import { visibleFields, type FieldValue, type FormValues } from './visibility';

/** The values a form starts with: the provider's initial values, checkboxes unticked unless it says 'yes'. */
export function initialValues(definition: FormDefinition): FormValues {
  const values: FormValues = {};
  for (const field of formFields(definition)) {
    if (field.type === 'checkbox') values[field.name] = /^(yes|true)$/i.test(field.initialValue?.trim() ?? '');
    else if (field.type === 'checkboxes') values[field.name] = (field.initialValue ?? '').split(';').map((value) => value.trim()).filter(Boolean);
    else values[field.name] = field.initialValue ?? '';
  }
  return values;
}

/** The ticked values of a checkbox list that are among its options, in option order. */
function tickedOptions(field: FormField, value: FieldValue | undefined): string[] {
  const ticked = Array.isArray(value) ? value : [];
  return field.options.map((option) => option.value).filter((option) => ticked.includes(option));
}

/** A field's text for validation and submission; a choice that is not one of the options counts as none. */
function textOf(field: FormField, value: FieldValue | undefined): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if ((field.type === 'select' || field.type === 'radio') && !field.options.some((option) => option.value === text)) return '';
  return text;
}

/** Digits with an optional sign and decimal point: what "numbers only" means to a visitor (no 1e3, no 0x1F). */
const numberPattern = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

interface SchemaOptions {
  country: Country;
  /** The translated text of one of our messages. */
  message: (key: ValidationMessageKey) => string;
}

/**
 * The validation of a provider-defined form (spec section 5), for react-hook-form's zod resolver.
 * Only fields showing for the values being validated are checked, each with its first failing rule.
 */
export function buildFormSchema(definition: FormDefinition, { country, message }: SchemaOptions) {
  const problem = (field: FormField, value: FieldValue | undefined): string | null => {
    if (field.type === 'hidden') return null;
    if (field.type === 'checkbox') return field.required && value !== true ? (field.validationMessage ?? message('required-checkbox')) : null;
    if (field.type === 'checkboxes') {
      return field.required && tickedOptions(field, value).length === 0 ? (field.validationMessage ?? message('required-field')) : null;
    }
    const text = textOf(field, value);
    if (!text) return field.required ? (field.validationMessage ?? message('required-field')) : null;
    if (field.type === 'email' && !emailIsValid(text)) return field.validationMessage ?? message(emailMessageKey(country));
    if (field.type === 'number' && !numberPattern.test(text)) return message('invalid-number');
    const key = fieldRule(field, country).check?.(text);
    return key ? message(key) : null;
  };

  return z.record(z.string(), z.union([z.string(), z.boolean(), z.array(z.string())])).superRefine((values, context) => {
    for (const field of visibleFields(definition, values)) {
      const text = problem(field, values[field.name]);
      if (text) context.addIssue({ code: 'custom', path: [field.name], message: text });
    }
  });
}

/** The lead as the provider takes it: the showing fields' values as text, checkboxes as 'yes'/'no', lists joined by ';'. */
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

/** Short labels fit side by side: a checkbox list goes in columns when none is longer than 30 characters. */
export function checkboxListInColumns(options: FieldOption[]): boolean {
  return options.length > 0 && options.every((option) => option.label.length <= 30);
}
