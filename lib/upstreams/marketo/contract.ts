import { z } from 'zod';

/**
 * Marketo's wire format, as far as this site speaks it. The client parses every answer with these
 * schemas and its sandbox (./sandbox) builds every answer from their types, so the two cannot
 * drift apart. Fields Marketo sends that the site ignores are declared optional, so the sandbox's
 * seed data can carry them like the real thing does.
 */

// ---- Forms 2.0: GET {formsHost}/index.php/form/getForm?munchkinId&id (public, no token) ---------

const picklistValueSchema = z.object({ label: z.string(), value: z.string() });

const visibilityRuleSchema = z.object({
  defaultVisibility: z.enum(['show', 'hide']),
  rules: z
    .array(z.object({ subjectField: z.string(), operator: z.string(), values: z.array(z.string()), altLabel: z.string().optional() }))
    .default([]),
});

/** A control of a form, as Marketo sends it (`Rule`: the visibility rule before or after defaults). */
interface DescriptorFieldShape<Rule> {
  Id?: number;
  Name?: string;
  Datatype: string;
  IsRequired?: boolean;
  Maxlength?: number;
  InputLabel?: string;
  InputInitialValue?: string;
  PlaceholderText?: string;
  ValidationMessage?: string;
  FieldMask?: string;
  PicklistValues?: z.input<typeof picklistValueSchema>[];
  Htmltext?: string;
  VisibilityRule?: Rule;
  /** Layout widths in pixels: Marketo's own renderer uses them, this site does not. */
  LabelWidth?: number;
  FieldWidth?: number;
  fieldsetRows?: DescriptorFieldShape<Rule>[][];
}

/** A control as Marketo sends it. */
export type DescriptorFieldInput = DescriptorFieldShape<z.input<typeof visibilityRuleSchema>>;
/** A control as the client reads it (a visibility rule always has its list of rules). */
export type DescriptorField = DescriptorFieldShape<z.output<typeof visibilityRuleSchema>>;

export const descriptorFieldSchema: z.ZodType<DescriptorField, DescriptorFieldInput> = z.lazy(() =>
  z.object({
    Id: z.number().int().optional(),
    Name: z.string().optional(),
    Datatype: z.string(),
    IsRequired: z.boolean().optional(),
    Maxlength: z.number().int().positive().optional(),
    InputLabel: z.string().optional(),
    InputInitialValue: z.string().optional(),
    PlaceholderText: z.string().optional(),
    ValidationMessage: z.string().optional(),
    FieldMask: z.string().optional(),
    PicklistValues: z.array(picklistValueSchema).optional(),
    Htmltext: z.string().optional(),
    VisibilityRule: visibilityRuleSchema.optional(),
    LabelWidth: z.number().optional(),
    FieldWidth: z.number().optional(),
    fieldsetRows: z.array(z.array(descriptorFieldSchema)).optional(),
  }),
);

/** The Forms 2.0 descriptor of one form. */
export const formDescriptorSchema = z.object({
  Id: z.number().int().positive(),
  Vid: z.number().int().optional(),
  Name: z.string(),
  Language: z.string().optional(),
  Locale: z.string().optional(),
  SubmitLabel: z.string().default(''),
  ButtonLocation: z.string().optional(),
  ThemeStyle: z.object({ id: z.number(), displayOrder: z.number() }).optional(),
  rows: z.array(z.array(descriptorFieldSchema)),
});

export type FormDescriptor = z.input<typeof formDescriptorSchema>;

// ---- OAuth: {restHost}/identity/oauth/token?grant_type=client_credentials&client_id&client_secret --

export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Seconds. */
  expires_in: z.number().int().nonnegative(),
  scope: z.string().optional(),
});

export type TokenAnswer = z.input<typeof tokenAnswerSchema>;

// ---- REST: {restHost}/rest/v1/...: always HTTP 200, with `success` and `result` or `errors` ------

export const marketoErrorSchema = z.object({ code: z.string(), message: z.string() });

export type MarketoError = z.input<typeof marketoErrorSchema>;

/** Every REST answer: `success`, then `result` or `errors`. */
export const restAnswerSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    requestId: z.string().optional(),
    success: z.boolean(),
    result: z.array(item).optional(),
    errors: z.array(marketoErrorSchema).optional(),
  });

export type RestAnswer<T> = { requestId?: string; success: boolean; result?: T[]; errors?: MarketoError[] };

/** The codes of an access token Marketo refuses: the client renews the token and tries once more. */
export const TOKEN_INVALID = '601';
export const TOKEN_EXPIRED = '602';

/** GET /rest/v1/leads/describe.json: the instance's lead fields, by their SOAP (form) and REST names. */
export const leadFieldSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  dataType: z.string(),
  length: z.number().int().optional(),
  rest: z.object({ name: z.string(), readOnly: z.boolean().optional() }).optional(),
  soap: z.object({ name: z.string(), readOnly: z.boolean().optional() }).optional(),
});

export type LeadField = z.input<typeof leadFieldSchema>;

/** POST /rest/v1/leads/submitForm.json */
export const submitFormRequestSchema = z.object({
  formId: z.number().int(),
  input: z.array(z.object({ leadFormFields: z.record(z.string(), z.string()) })).min(1),
});

export type SubmitFormRequest = z.input<typeof submitFormRequestSchema>;

export const submitFormResultSchema = z.object({
  id: z.number().int().optional(),
  status: z.string(),
  reasons: z.array(marketoErrorSchema).optional(),
});

export type SubmitFormResult = z.input<typeof submitFormResultSchema>;

/** GET /rest/v1/customobjects/{name}/describe.json: a custom object's dedupe fields and fields. */
export const customObjectDescriptionSchema = z.object({
  name: z.string(),
  displayName: z.string().optional(),
  idField: z.string().optional(),
  dedupeFields: z.array(z.string()).min(1),
  fields: z.array(
    z.object({
      name: z.string(),
      displayName: z.string().optional(),
      dataType: z.string(),
      length: z.number().int().optional(),
      /** False for system fields and for the dedupe fields, which are written only when a record is created. */
      updateable: z.boolean().optional(),
    }),
  ),
});

export type CustomObjectDescription = z.input<typeof customObjectDescriptionSchema>;

/** POST /rest/v1/customobjects/{name}.json */
export const customObjectSyncRequestSchema = z.object({
  action: z.enum(['createOrUpdate', 'createOnly', 'updateOnly']).default('createOrUpdate'),
  dedupeBy: z.enum(['dedupeFields', 'idField']).default('dedupeFields'),
  input: z.array(z.record(z.string(), z.unknown())).min(1).max(300),
});

export type CustomObjectSyncRequest = z.input<typeof customObjectSyncRequestSchema>;

export const customObjectResultSchema = z.object({
  seq: z.number().int(),
  status: z.string(),
  marketoGUID: z.string().optional(),
  reasons: z.array(marketoErrorSchema).optional(),
});

export type CustomObjectResult = z.input<typeof customObjectResultSchema>;
