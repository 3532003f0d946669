import type { ValidationMessageKey } from '@/lib/forms/country-rules';
import { cpfIsValid } from '@/lib/forms/cpf';
import { emailIsValid, numberIsValid } from '@/lib/forms/rules';

/**
 * The records a caller syncs into a Marketo custom object (a farm profile), checked with the lead
 * form's own rules for the fields it knows (a CPF, an e-mail) and with Marketo's description of
 * the object for the rest (data types, lengths, the dedupe fields every record needs).
 */

export type RecordValue = string | number | boolean | null;
export type CustomObjectRecord = Record<string, RecordValue>;

export interface CustomObjectShape {
  dedupeFields: readonly string[];
  fields: readonly { name: string; dataType: string; length?: number }[];
}

/** A field whose name says it holds a CPF ('cpf', 'numeroCpf'): the lead form's CPF rule applies. */
const isCpfField = (name: string) => /cpf/i.test(name);

const textTypes: ReadonlySet<string> = new Set(['string', 'text', 'email', 'phone', 'url']);

/** The message keys of the rules a value breaks; [] when it passes. */
function valueProblems(name: string, dataType: string, length: number | undefined, value: RecordValue): ValidationMessageKey[] {
  if (dataType === 'boolean') return typeof value === 'boolean' || value === 'true' || value === 'false' ? [] : ['invalid-option'];
  const text = String(value).trim();
  if (dataType === 'integer') return /^[+-]?\d+$/.test(text) && typeof value !== 'boolean' ? [] : ['invalid-number'];
  if (dataType === 'float' || dataType === 'currency') return numberIsValid(text) && typeof value !== 'boolean' ? [] : ['invalid-number'];
  if (!textTypes.has(dataType)) return [];
  const problems: ValidationMessageKey[] = [];
  if (isCpfField(name) && !cpfIsValid(text)) problems.push('cpf-br');
  if ((dataType === 'email' || /^e-?mail$/i.test(name)) && !emailIsValid(text)) problems.push('invalid-email-format');
  if (length !== undefined && text.length > length) problems.push('too-long');
  return problems;
}

/** Per field of one record, the rules it breaks. Fields the object does not have are the caller's to refuse first. */
export function recordProblems(record: CustomObjectRecord, shape: CustomObjectShape): Record<string, ValidationMessageKey[]> {
  const problems: Record<string, ValidationMessageKey[]> = {};
  for (const { name, dataType, length } of shape.fields) {
    const value = record[name];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    // A record is found by its dedupe fields: without them Marketo cannot tell which one it is.
    const found = empty ? (shape.dedupeFields.includes(name) ? ['required-field' as const] : []) : valueProblems(name, dataType, length, value);
    if (found.length > 0) problems[name] = found;
  }
  return problems;
}

/** A CPF is sent as its 11 digits, so '529.982.247-25' and '52998224725' are one record, not two. */
export function canonicalRecord(record: CustomObjectRecord): CustomObjectRecord {
  const canonical = (name: string, value: RecordValue): RecordValue => {
    if (isCpfField(name) && (typeof value === 'string' || typeof value === 'number')) return String(value).replace(/\D/g, '');
    return typeof value === 'string' ? value.trim() : value;
  };
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, canonical(name, value)]));
}
