import { fieldRule, type Country } from '@/lib/forms/country-rules';
import type { FormField } from '@/lib/forms/definition';
import { applyMask } from '@/lib/forms/masks';
import type { FieldValue, FormValues } from '@/lib/forms/visibility';

/** A form control the field's name may stand for: an input, a select, a textarea, or a group of them. */
function controlsOf(form: HTMLFormElement, name: string): Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement> {
  const found = form.elements.namedItem(name);
  if (!found) return [];
  const all = found instanceof RadioNodeList ? [...found] : [found];
  return all.filter(
    (control): control is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
      control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement,
  );
}

/** What the form's controls show for a field, as the form's value of that field's type. */
function shownValue(form: HTMLFormElement, field: FormField, country: Country | undefined, controlName: string): FieldValue | undefined {
  const controls = controlsOf(form, controlName);
  const boxes = controls.filter((control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'));
  if (field.type === 'checkbox') return boxes[0]?.checked;
  if (field.type === 'checkboxes') return boxes.filter((box) => box.checked).map((box) => box.value);
  if (field.type === 'radio') return boxes.find((box) => box.checked)?.value ?? '';
  const text = controls[0]?.value;
  if (text === undefined) return undefined;
  const { mask } = fieldRule(field, country);
  return mask ? applyMask(mask, text) : text;
}

const sameValue = (a: FieldValue, b: FieldValue) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((value) => b.includes(value)) : a === b;

/**
 * The values a visitor entered into the server's markup of the form before its code loaded
 * (loadWhenWanted carries them into the live form's inputs): the inputs show them but the form's
 * state does not know them, so the form adopts these. Only fields whose shown value differs from
 * the form's; masks applied as if typed now. `controlName` is the name a field's input has in the
 * markup (a form that keeps provider fields under a prefix names them so).
 */
export function typedBeforeLoad(
  form: HTMLFormElement,
  fields: readonly FormField[],
  values: FormValues,
  country: Country | undefined,
  controlName: (fieldName: string) => string = (fieldName) => fieldName,
): FormValues {
  const typed: FormValues = {};
  for (const field of fields) {
    if (field.type === 'hidden') continue;
    const shown = shownValue(form, field, country, controlName(field.name));
    const current = values[field.name];
    if (shown !== undefined && current !== undefined && !sameValue(shown, current)) typed[field.name] = shown;
  }
  return typed;
}
