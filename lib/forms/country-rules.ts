import type { FormCountry, FormField } from '@/lib/forms/definition';
import { cpfIsValid } from './cpf';
import { providerMask, type InputMask } from './masks';
import {
  argentinaMobileIsValid,
  argentinaPostalIsValid,
  brazilMobileIsValid,
  usPhoneProblem,
  usPhoneWithCountryCodeIsValid,
  usZipProblem,
} from './rules';

/** The countries whose masks and rules a lead form applies: the form definition's market. */
export type Country = FormCountry;

/**
 * Every key under `LeadForm.validation` in the message files: what the form shows, and what the
 * submit route answers per field when it refuses a lead.
 */
export const validationMessageKeys = [
  'required-field',
  'required-checkbox',
  'invalid-email-format',
  'invalid-number',
  'invalid-option',
  'too-long',
  'email-br',
  'email-ar',
  'email-us',
  'cpf-br',
  'mobile-br',
  'mobile-ar',
  'postal-ar',
  'zip-us-length',
  'zip-us-invalid',
  'phone-us-length',
  'phone-us-invalid',
  'phone-us-country-code',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];

export type FieldKind = 'email' | 'cpf' | 'phone' | 'postal' | 'other';

/** What a field holds, from its type or, for the provider's free-text fields, its name. */
export function fieldKind(field: FormField): FieldKind {
  if (field.type === 'email') return 'email';
  if (/cpf/i.test(field.name)) return 'cpf';
  if (field.type === 'phone' || /phone|mobile|celular|telefone|tel[eé]fono/i.test(field.name)) return 'phone';
  if (/postal|zip/i.test(field.name)) return 'postal';
  return 'other';
}

export interface FieldRule {
  mask?: InputMask;
  /** The message of a filled-in value that breaks the country's rule, or null when it is fine. */
  check?: (value: string) => ValidationMessageKey | null;
}

/**
 * Only free-text inputs get a country's mask and rule: a select named 'PhoneType' holds no phone number,
 * and a number field keeps its own numbers-only rule.
 */
const typedTypes: ReadonlySet<FormField['type']> = new Set(['text', 'phone']);

const cpfMask: InputMask = { pattern: '000.000.000-00' };
const brazilMobileMask: InputMask = { pattern: '(00)00000-0000' };
const usPhoneMask: InputMask = { pattern: '(000) 000-0000' };
const usPhoneWithCountryCodeMask: InputMask = { pattern: '1 (000) 000-0000' };
const usPhoneMessages = { length: 'phone-us-length', invalid: 'phone-us-invalid' } as const;
const usZipMessages = { length: 'zip-us-length', invalid: 'zip-us-invalid' } as const;

/**
 * The mask and check a field gets on a form for `country` (spec section 5, Brazil/Argentina/US forms
 * and input masks); a form without a market keeps the provider's mask and no country check.
 */
export function fieldRule(field: FormField, country: Country | undefined): FieldRule {
  const kind = typedTypes.has(field.type) ? fieldKind(field) : 'other';
  if (country === 'BR') {
    if (kind === 'cpf') return { mask: cpfMask, check: (value) => (cpfIsValid(value) ? null : 'cpf-br') };
    if (kind === 'phone') return { mask: brazilMobileMask, check: (value) => (brazilMobileIsValid(value) ? null : 'mobile-br') };
  }
  if (country === 'AR') {
    // No mask: the spec's 11-character limit counted separators and cut '11 2345-6789' to a wrong
    // number the rule then took. What is typed stays whole; the rule (up to 15 digits) says what is wrong.
    if (kind === 'phone') return { check: (value) => (argentinaMobileIsValid(value) ? null : 'mobile-ar') };
    if (kind === 'postal') return { mask: { maxDigits: 4 }, check: (value) => (argentinaPostalIsValid(value) ? null : 'postal-ar') };
  }
  if (country === 'US') {
    // The provider marks the form that wants the country code by a mask starting with it.
    if (kind === 'phone' && field.mask?.startsWith('1')) {
      return { mask: usPhoneWithCountryCodeMask, check: (value) => (usPhoneWithCountryCodeIsValid(value) ? null : 'phone-us-country-code') };
    }
    if (kind === 'phone') {
      return {
        mask: usPhoneMask,
        check: (value) => {
          const problem = usPhoneProblem(value);
          return problem && usPhoneMessages[problem];
        },
      };
    }
    if (kind === 'postal') {
      return {
        mask: { maxDigits: 5 },
        check: (value) => {
          const problem = usZipProblem(value);
          return problem && usZipMessages[problem];
        },
      };
    }
  }
  return { mask: providerMask(field.mask) };
}

/** The e-mail message in the wording of the country's forms (the spec's), or the generic one where no country applies. */
export function emailMessageKey(country: Country | undefined): 'email-br' | 'email-ar' | 'email-us' | 'invalid-email-format' {
  return country ? ({ BR: 'email-br', AR: 'email-ar', US: 'email-us' } as const)[country] : 'invalid-email-format';
}
