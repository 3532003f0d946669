import { z } from 'zod';
import { regionByCountry } from '@/lib/i18n/locales';

/**
 * A lead-capture form as this site knows it, whatever marketing-automation provider defines it.
 * `lib/upstreams/marketo/client.ts` is the only code that reads the provider's own shape; it reshapes it
 * into this one, which `/api/marketo-form` answers with and the form kit parses in the browser.
 */

export const fieldTypes = ['text', 'email', 'phone', 'number', 'textarea', 'select', 'radio', 'checkbox', 'checkboxes', 'hidden'] as const;

export type FieldType = (typeof fieldTypes)[number];

export const visibilityRuleSchema = z.object({
  /** Only 'contains' is applied (spec section 5); any other operator never matches. */
  operator: z.string(),
  subjectField: z.string(),
  values: z.array(z.string()),
});

export const visibilitySchema = z.object({
  defaultVisibility: z.enum(['show', 'hide']),
  rules: z.array(visibilityRuleSchema),
});

export type Visibility = z.output<typeof visibilitySchema>;

export const fieldOptionSchema = z.object({ label: z.string(), value: z.string() });

export type FieldOption = z.output<typeof fieldOptionSchema>;

export const formFieldSchema = z.object({
  kind: z.literal('field'),
  /** The provider's field name: the key of the submitted value. */
  name: z.string().min(1),
  type: z.enum(fieldTypes),
  label: z.string(),
  placeholder: z.string().optional(),
  required: z.boolean(),
  /** The field's own message; shown before our generic ones for required and e-mail errors. */
  validationMessage: z.string().optional(),
  /** The provider's input mask ('9' a digit, 'a' a letter, '*' either; anything else literal). */
  mask: z.string().optional(),
  maxLength: z.number().int().positive().optional(),
  /** Picklist values of select, radio and checkboxes; a single checkbox's one option is its label. */
  options: z.array(fieldOptionSchema),
  initialValue: z.string().optional(),
  /** Absent: always shown. */
  visibility: visibilitySchema.optional(),
});

export type FormField = z.output<typeof formFieldSchema>;

/** A block of text between fields (consent wording, privacy notice). Sanitized on the server. */
export const formHtmlSchema = z.object({
  kind: z.literal('html'),
  html: z.string(),
  visibility: visibilitySchema.optional(),
});

export type FormHtml = z.output<typeof formHtmlSchema>;

const leafItemSchema = z.discriminatedUnion('kind', [formFieldSchema, formHtmlSchema]);

export type FormLeafItem = z.output<typeof leafItemSchema>;

/** A group of rows under a legend; fieldsets do not nest. */
export const formFieldsetSchema = z.object({
  kind: z.literal('fieldset'),
  legend: z.string(),
  rows: z.array(z.array(leafItemSchema)),
  visibility: visibilitySchema.optional(),
});

export type FormFieldset = z.output<typeof formFieldsetSchema>;

export const formItemSchema = z.discriminatedUnion('kind', [formFieldSchema, formHtmlSchema, formFieldsetSchema]);

export type FormItem = z.output<typeof formItemSchema>;

/** The markets whose forms have rules of their own (spec section 5: Brazil, Argentina, US forms). */
export const formCountrySchema = z.enum(Object.keys(regionByCountry) as [keyof typeof regionByCountry, ...(keyof typeof regionByCountry)[]]);

export type FormCountry = z.output<typeof formCountrySchema>;

export const formDefinitionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  submitLabel: z.string(),
  /**
   * The market the form is for, from the provider's form locale: its rules and masks apply (CPF,
   * phones, postal codes, the e-mail wording), in the browser and on the server alike. Absent: the
   * generic rules only.
   */
  country: formCountrySchema.optional(),
  /** Items side by side in a row; rows top to bottom. */
  rows: z.array(z.array(formItemSchema)),
});

export type FormDefinition = z.output<typeof formDefinitionSchema>;

/** Every field of a definition in reading order, fieldsets included. */
export function formFields(definition: FormDefinition): FormField[] {
  const fields: FormField[] = [];
  for (const row of definition.rows) {
    for (const item of row) {
      if (item.kind === 'field') fields.push(item);
      else if (item.kind === 'fieldset') for (const inner of item.rows.flat()) if (inner.kind === 'field') fields.push(inner);
    }
  }
  return fields;
}

/** Marketo instance ids look like 123-ABC-456; nothing else may reach an upstream host or path. */
export const munchkinIdSchema = z.string().trim().regex(/^\d{3}-[A-Z]{3}-\d{3}$/, 'must look like 123-ABC-456');

export const formIdSchema = z.coerce.number().int().positive().max(99_999_999);
