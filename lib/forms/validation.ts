import type { FormDefinition, FormField } from '@/lib/forms/definition';
import { emailMessageKey, fieldRule, type Country, type ValidationMessageKey } from './country-rules';
import { emailIsValid, numberIsValid } from './rules';
import { visibleFields, type FieldValue, type FormValues } from './visibility';

/**
 * The rules of a provider-defined form (spec section 5), in one place for the browser and the
 * server: the form shows the first message of each field, the submit route refuses a lead with
 * them all. The browser's controls cannot produce some problems (a picklist value that is not an
 * option, a changed hidden field): they are checked the same way, for the leads that do not come
 * from the form.
 */

/** The error code of the submit route's answer to a lead that breaks the rules (400, `details.fields`: LeadProblems). */
export const INVALID_LEAD = 'invalid_lead';

/** The rules each showing field breaks, by field name; a field that passes is not listed. */
export type LeadProblems = Record<string, ValidationMessageKey[]>;

const isOption = (field: FormField, value: string) => field.options.some((option) => option.value === value);

/** The message keys of every rule `value` breaks, the one the form shows first; [] when it passes. */
export function fieldProblems(field: FormField, value: FieldValue | undefined, country: Country | undefined): ValidationMessageKey[] {
  if (field.type === 'checkbox') {
    if (value !== undefined && typeof value !== 'boolean') return ['invalid-option'];
    return field.required && value !== true ? ['required-checkbox'] : [];
  }
  if (field.type === 'checkboxes') {
    if (value !== undefined && !Array.isArray(value)) return ['invalid-option'];
    const ticked = value ?? [];
    if (ticked.some((option) => !isOption(field, option))) return ['invalid-option'];
    return field.required && ticked.length === 0 ? ['required-field'] : [];
  }
  if (value !== undefined && typeof value !== 'string') return ['invalid-option'];
  const text = value?.trim() ?? '';
  // The form never lets anyone change a hidden field: it always holds the provider's value.
  if (field.type === 'hidden') return text === (field.initialValue ?? '').trim() ? [] : ['invalid-option'];
  if (!text) return field.required ? ['required-field'] : [];
  if ((field.type === 'select' || field.type === 'radio') && !isOption(field, text)) return ['invalid-option'];

  const problems: ValidationMessageKey[] = [];
  if (field.type === 'email' && !emailIsValid(text)) problems.push(emailMessageKey(country));
  if (field.type === 'number' && !numberIsValid(text)) problems.push('invalid-number');
  const countryProblem = fieldRule(field, country).check?.(text);
  if (countryProblem) problems.push(countryProblem);
  if (field.maxLength !== undefined && text.length > field.maxLength) problems.push('too-long');
  return problems;
}

/** The problems of every field showing for these values (hidden ones are neither checked nor sent). */
export function leadProblems(definition: FormDefinition, values: FormValues): LeadProblems {
  const problems: LeadProblems = {};
  for (const field of visibleFields(definition, values)) {
    const found = fieldProblems(field, values[field.name], definition.country);
    if (found.length > 0) problems[field.name] = found;
  }
  return problems;
}
