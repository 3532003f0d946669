import 'server-only';
import type { z } from 'zod';
import { env } from '@/lib/env';
import {
  formCountrySchema,
  formDefinitionSchema,
  munchkinIdSchema,
  type FieldType,
  type FormCountry,
  type FormDefinition,
  type FormFieldset,
  type FormItem,
  type FormLeafItem,
} from '@/lib/forms/definition';
import { providerPlainText, sanitizeProviderHtml } from '@/lib/html/provider-html';
import { log } from '@/lib/log';
import { requestJson, UpstreamError, type JsonCall } from '../http';
import type { MarketoSettings } from './config';
import {
  customObjectDescriptionSchema,
  customObjectResultSchema,
  formDescriptorSchema,
  leadFieldSchema,
  restAnswerSchema,
  submitFormResultSchema,
  tokenAnswerSchema,
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  type CustomObjectSyncRequest,
  type DescriptorField,
  type SubmitFormRequest,
} from './contract';

/**
 * Marketo, the marketing-automation provider of the lead forms. The only code that speaks
 * Marketo's shapes:
 * - form definitions: the Forms 2.0 descriptor, `GET {formsUrl}/index.php/form/getForm?munchkinId&id`
 *   (public; retried 3 times as the spec says), reshaped into our FormDefinition;
 * - REST (`{restUrl}` per instance, OAuth client credentials): lead field describe, `submitForm`,
 *   custom-object sync. REST answers HTTP 200 with `success: false` for errors, including auth ones.
 */

const SERVICE = 'marketo';
/** The spec's count; with settings.formTimeoutMs per attempt and these pauses, the whole wait is bounded. */
const FORM_RETRIES = 3;
/** Pauses of 100, 200 and 400 ms between the attempts of a form definition. */
const FORM_RETRY_DELAY_MS = 100;
/** Form definitions and field lists change when a marketer publishes: minutes of staleness are fine. */
const DEFINITION_TTL_MS = 5 * 60_000;
const DESCRIBE_TTL_MS = 10 * 60_000;
/** Renew a token this long before Marketo says it expires. */
const TOKEN_MARGIN_MS = 60_000;

// ---- Our shapes --------------------------------------------------------------------------------

/** A lead field of the instance: its name in form descriptors (SOAP) and in the REST API. */
export interface LeadFieldDescription {
  id: number;
  displayName: string;
  dataType: string;
  soap: { name: string };
  rest: { name: string };
}

export interface SubmittedLead {
  leadId: number;
  /** 'created' or 'updated' (Marketo matched an existing lead by e-mail). */
  status: string;
}

export type CustomObjectRecord = Record<string, string | number | boolean | null>;

/** A custom object of the instance: what identifies a record, and the fields a caller may write. */
export interface CustomObjectDescription {
  /** The fields createOrUpdate matches records on (Marketo's dedupe fields). */
  dedupeFields: string[];
  /** The dedupe fields and the updateable ones, with Marketo's data type and length. */
  fields: { name: string; dataType: string; length?: number }[];
}

/**
 * createOrUpdate may change an existing record; createOnly leaves it as it is (Marketo skips the
 * record with code 1005).
 */
export type CustomObjectAction = 'createOrUpdate' | 'createOnly';

/** What Marketo did with one record of a custom-object sync. */
export interface CustomObjectOutcome {
  seq: number;
  status: string;
  marketoGUID?: string;
  reasons?: { code: string; message: string }[];
}

// ---- Reshaping ---------------------------------------------------------------------------------

const fieldTypeByDatatype: Record<string, FieldType> = {
  string: 'text',
  text: 'text',
  url: 'text',
  email: 'email',
  phone: 'phone',
  telephone: 'phone',
  number: 'number',
  numeric: 'number',
  textArea: 'textarea',
  textarea: 'textarea',
  select: 'select',
  radio: 'radio',
  radioButtons: 'radio',
  checkbox: 'checkbox',
  single_checkbox: 'checkbox',
  checkboxes: 'checkboxes',
  hidden: 'hidden',
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);

/** Marketo labels often end in a colon ('First Name:'); our layout puts labels above inputs. */
const labelText = (label: string | undefined) => providerPlainText(label ?? '').replace(/\s*:\s*$/, '');

function toLeafItem(field: DescriptorField, context: { formId: number }): FormLeafItem | null {
  const visibility = field.VisibilityRule && { defaultVisibility: field.VisibilityRule.defaultVisibility, rules: field.VisibilityRule.rules };
  if (field.Datatype === 'htmltext') {
    const html = sanitizeProviderHtml(field.Htmltext ?? '');
    return html ? { kind: 'html', html, ...(visibility && { visibility }) } : null;
  }
  const type = Object.hasOwn(fieldTypeByDatatype, field.Datatype) ? fieldTypeByDatatype[field.Datatype] : undefined;
  if (!type || !field.Name) {
    // A control this site does not render (e.g. a date picker added in Marketo): the rest still works.
    log.warn('marketo.field_skipped', { formId: context.formId, datatype: field.Datatype, name: field.Name });
    return null;
  }
  const placeholder = nonEmpty(field.PlaceholderText);
  const validationMessage = nonEmpty(field.ValidationMessage && providerPlainText(field.ValidationMessage));
  const mask = nonEmpty(field.FieldMask);
  const initialValue = nonEmpty(field.InputInitialValue);
  return {
    kind: 'field',
    name: field.Name,
    type,
    label: labelText(field.InputLabel),
    required: field.IsRequired ?? false,
    options: (field.PicklistValues ?? []).map((option) => ({ label: providerPlainText(option.label), value: option.value })),
    ...(placeholder && { placeholder }),
    ...(validationMessage && { validationMessage }),
    ...(mask && { mask }),
    ...(field.Maxlength && { maxLength: field.Maxlength }),
    ...(initialValue && { initialValue }),
    ...(visibility && { visibility }),
  };
}

function toItem(field: DescriptorField, context: { formId: number }): FormItem | null {
  if (field.Datatype !== 'fieldset') return toLeafItem(field, context);
  const rows = (field.fieldsetRows ?? [])
    .map((row) => row.flatMap((inner) => {
      // Fieldsets do not nest on our forms: an inner fieldset is left out, not flattened into the wrong group.
      const item = inner.Datatype === 'fieldset' ? null : toLeafItem(inner, context);
      return item ? [item] : [];
    }))
    .filter((row) => row.length > 0);
  const fieldset: FormFieldset = {
    kind: 'fieldset',
    legend: labelText(field.InputLabel),
    rows,
    ...(field.VisibilityRule && { visibility: { defaultVisibility: field.VisibilityRule.defaultVisibility, rules: field.VisibilityRule.rules } }),
  };
  return rows.length > 0 ? fieldset : null;
}

/** The market of a form from its Marketo locale ('pt_BR' -> BR); none for a locale without one of ours. */
function countryOfLocale(locale: string | undefined): FormCountry | undefined {
  const parsed = formCountrySchema.safeParse(locale?.split(/[_-]/)[1]?.toUpperCase());
  return parsed.success ? parsed.data : undefined;
}

/** Marketo's Forms 2.0 descriptor as our FormDefinition. Exported for its unit tests. */
export function toFormDefinition(descriptor: z.output<typeof formDescriptorSchema>): FormDefinition {
  const context = { formId: descriptor.Id };
  const country = countryOfLocale(descriptor.Locale);
  const rows = descriptor.rows
    .map((row) => row.flatMap((field) => {
      const item = toItem(field, context);
      return item ? [item] : [];
    }))
    .filter((row) => row.length > 0);
  // Our own contract, checked on the way out as the browser will check it on the way in.
  return formDefinitionSchema.parse({ id: descriptor.Id, name: descriptor.Name, submitLabel: descriptor.SubmitLabel, ...(country && { country }), rows });
}

// ---- The client --------------------------------------------------------------------------------

interface Cached<T> {
  value: T;
  expiresAt: number;
}

/**
 * Values by key, answered before their expiry. Past it, the last good value is still answered at
 * once while a fresh one loads behind it (and stays when the provider fails): a visitor never waits
 * for a provider that has answered before. Only a key never loaded waits, and concurrent waits for
 * one key share one load. Failures are never kept.
 */
function lastGoodCache<T>(ttlMs: number) {
  const entries = new Map<string, Cached<T>>();
  const loading = new Map<string, Promise<T>>();
  const load = (key: string, fetchValue: () => Promise<T>) => {
    let pending = loading.get(key);
    if (!pending) {
      pending = fetchValue()
        .then((value) => {
          entries.set(key, { value, expiresAt: Date.now() + ttlMs });
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };
  return (key: string, fetchValue: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (!hit) return load(key, fetchValue);
    // Its failure is logged by the HTTP helper; the last good value stays.
    if (hit.expiresAt <= Date.now()) load(key, fetchValue).catch(() => undefined);
    return Promise.resolve(hit.value);
  };
}

export function createMarketoClient(settings: MarketoSettings) {
  const tokens = new Map<string, Cached<string>>();
  const definitions = lastGoodCache<FormDefinition>(DEFINITION_TTL_MS);
  const descriptions = lastGoodCache<LeadFieldDescription[]>(DESCRIBE_TTL_MS);
  const customObjects = lastGoodCache<CustomObjectDescription>(DESCRIBE_TTL_MS);

  /** Every call starts here: an instance that is not ours is never called, least of all with our credentials. */
  const ours = (munchkinId: string) => {
    if (!settings.munchkinIds.includes(munchkinId)) throw new UpstreamError(SERVICE, 'rejected', `${munchkinId} is not one of our Marketo instances`);
    return munchkinId;
  };
  const restBase = (munchkinId: string) => settings.restUrl.replace('{munchkinId}', ours(munchkinId)).replace(/\/+$/, '');
  const call = <T>(operation: string, url: string, schema: z.ZodType<T>, rest: Partial<JsonCall<T>> = {}) =>
    requestJson({ service: SERVICE, operation, url, schema, timeoutMs: settings.timeoutMs, ...rest });

  async function accessToken(munchkinId: string): Promise<string> {
    const hit = tokens.get(munchkinId);
    if (hit && hit.expiresAt > Date.now()) return hit.value;
    const url = new URL(`${restBase(munchkinId)}/identity/oauth/token`);
    url.search = new URLSearchParams({ grant_type: 'client_credentials', client_id: settings.clientId, client_secret: settings.clientSecret }).toString();
    const token = await call('token', url.toString(), tokenAnswerSchema);
    tokens.set(munchkinId, { value: token.access_token, expiresAt: Date.now() + token.expires_in * 1000 - TOKEN_MARGIN_MS });
    return token.access_token;
  }

  /**
   * A REST call with a bearer token. A token Marketo calls invalid or expired (601, 602) is
   * dropped and the call made once more with a new one; any other `success: false` is a rejection.
   */
  async function rest<T extends z.ZodType>(
    operation: string,
    munchkinId: string,
    path: string,
    item: T,
    init?: RequestInit,
  ): Promise<z.output<T>[]> {
    for (let renewed = false; ; renewed = true) {
      const token = await accessToken(munchkinId);
      const answer = await call(operation, `${restBase(munchkinId)}${path}`, restAnswerSchema(item), {
        init: { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}`, accept: 'application/json' } },
      });
      if (answer.success) return answer.result ?? [];
      const codes = (answer.errors ?? []).map((error) => error.code);
      if (!renewed && codes.some((code) => code === TOKEN_INVALID || code === TOKEN_EXPIRED)) {
        tokens.delete(munchkinId);
        continue;
      }
      log.warn('upstream.rejected', { service: SERVICE, operation, codes });
      throw new UpstreamError(SERVICE, 'rejected', `Marketo rejected ${operation}: ${answer.errors?.[0]?.message ?? 'no reason given'}`);
    }
  }

  const postJson = (body: SubmitFormRequest | CustomObjectSyncRequest): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function describeLeadFields(munchkinId: string): Promise<LeadFieldDescription[]> {
    return descriptions(ours(munchkinId), async () =>
      (await rest('describe', munchkinId, '/rest/v1/leads/describe.json', leadFieldSchema)).flatMap((field) =>
        field.rest && field.soap
          ? [{ id: field.id, displayName: field.displayName, dataType: field.dataType, soap: { name: field.soap.name }, rest: { name: field.rest.name } }]
          : [],
      ),
    );
  }

  return {
    async getFormDefinition(munchkinId: string, formId: number): Promise<FormDefinition> {
      const url = new URL(`${settings.formsUrl.replace(/\/+$/, '')}/index.php/form/getForm`);
      url.search = new URLSearchParams({ munchkinId: ours(munchkinId), id: String(formId) }).toString();
      return definitions(`${munchkinId}:${formId}`, async () =>
        toFormDefinition(
          await call('getForm', url.toString(), formDescriptorSchema, { retries: FORM_RETRIES, retryDelayMs: FORM_RETRY_DELAY_MS, timeoutMs: settings.formTimeoutMs }),
        ),
      );
    },

    describeLeadFields,

    /**
     * Submits one lead through a form. `fields` are keyed by the form's field names (SOAP names,
     * as in the descriptor); Marketo's REST `submitForm` wants REST names, so they are translated
     * with the instance's field list.
     */
    async submitLead(munchkinId: string, formId: number, fields: Record<string, string>): Promise<SubmittedLead> {
      const restName = new Map((await describeLeadFields(munchkinId)).map((field) => [field.soap.name, field.rest.name]));
      const unknown = Object.keys(fields).filter((name) => !restName.has(name));
      if (unknown.length > 0) throw new UpstreamError(SERVICE, 'rejected', `Marketo has no lead field named ${unknown.join(', ')}`);
      const leadFormFields = Object.fromEntries(Object.entries(fields).map(([name, value]) => [restName.get(name), value]));
      const [result] = await rest('submitForm', munchkinId, '/rest/v1/leads/submitForm.json', submitFormResultSchema, postJson({ formId, input: [{ leadFormFields }] }));
      if (!result || result.id === undefined || (result.status !== 'created' && result.status !== 'updated')) {
        throw new UpstreamError(SERVICE, 'rejected', `Marketo did not record the lead: ${result?.reasons?.[0]?.message ?? result?.status ?? 'no result'}`);
      }
      return { leadId: result.id, status: result.status };
    },

    /** A custom object's dedupe fields and writable fields (cached like the lead fields). */
    async describeCustomObject(munchkinId: string, customObjectName: string): Promise<CustomObjectDescription> {
      return customObjects(`${ours(munchkinId)}:${customObjectName}`, async () => {
        const path = `/rest/v1/customobjects/${encodeURIComponent(customObjectName)}/describe.json`;
        const [description] = await rest('customObjectDescribe', munchkinId, path, customObjectDescriptionSchema);
        if (!description) throw new UpstreamError(SERVICE, 'malformed', `Marketo described no custom object ${customObjectName}`);
        const { dedupeFields } = description;
        return {
          dedupeFields,
          fields: description.fields
            .filter((field) => field.updateable !== false || dedupeFields.includes(field.name))
            .map(({ name, dataType, length }) => ({ name, dataType, ...(length !== undefined && { length }) })),
        };
      });
    },

    async syncCustomObject(munchkinId: string, customObjectName: string, input: CustomObjectRecord[], action: CustomObjectAction = 'createOrUpdate'): Promise<CustomObjectOutcome[]> {
      const path = `/rest/v1/customobjects/${encodeURIComponent(customObjectName)}.json`;
      const results = await rest('customObjectSync', munchkinId, path, customObjectResultSchema, postJson({ action, dedupeBy: 'dedupeFields', input }));
      return results.map((item) => ({
        seq: item.seq,
        status: item.status,
        ...(item.marketoGUID && { marketoGUID: item.marketoGUID }),
        ...(item.reasons && { reasons: item.reasons }),
      }));
    },
  };
}

export type MarketoClient = ReturnType<typeof createMarketoClient>;

/** The site's Marketo, as configured by the environment (the sandbox by default). */
export const marketo = createMarketoClient(env.marketo);

/** A munchkin id a caller sends, when it is one of our instances (MARKETO_MUNCHKIN_IDS): routes answer 400 to any other, before any call. */
export const ourMunchkinIdSchema = munchkinIdSchema.refine((munchkinId) => env.marketo.munchkinIds.includes(munchkinId), 'is not one of our Marketo instances');
