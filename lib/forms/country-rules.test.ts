import type { FormField } from '@/lib/forms/definition';
import { emailMessageKey, fieldKind, fieldRule } from './country-rules';
import { applyMask } from './masks';

const field = (name: string, type: FormField['type'] = 'text', extra: Partial<FormField> = {}): FormField => ({
  kind: 'field',
  name,
  type,
  label: name,
  required: false,
  options: [],
  ...extra,
});

describe('fieldKind', () => {
  it.each([
    [field('Email', 'email'), 'email'],
    [field('CPF__c'), 'cpf'],
    [field('numeroCpf'), 'cpf'],
    [field('Contact', 'phone'), 'phone'],
    [field('Phone'), 'phone'],
    [field('MobilePhone'), 'phone'],
    [field('Celular__c'), 'phone'],
    [field('telefone'), 'phone'],
    [field('Telefono'), 'phone'],
    [field('Teléfono'), 'phone'],
    [field('PostalCode'), 'postal'],
    [field('zip'), 'postal'],
    [field('FirstName'), 'other'],
    [field('Company'), 'other'],
  ] as const)('reads %o as %j', (input, kind) => {
    expect(fieldKind(input)).toBe(kind);
  });

  it('goes by type before name: an e-mail field named like a phone is an e-mail', () => {
    expect(fieldKind(field('PhoneOrEmail', 'email'))).toBe('email');
  });
});

describe('fieldRule on a Brazilian form', () => {
  it('masks and checks the CPF', () => {
    const rule = fieldRule(field('CPF__c'), 'BR');
    expect(rule.mask).toEqual({ pattern: '000.000.000-00' });
    expect(rule.check?.('529.982.247-25')).toBeNull();
    expect(rule.check?.('529.982.247-24')).toBe('cpf-br');
    expect(rule.check?.('111.111.111-11')).toBe('cpf-br');
  });

  it('masks and checks the mobile number', () => {
    const rule = fieldRule(field('MobilePhone', 'phone'), 'BR');
    expect(rule.mask).toEqual({ pattern: '(00)00000-0000' });
    expect(rule.check?.('(64)99876-5432')).toBeNull();
    expect(rule.check?.('(11)11111-1111')).toBe('mobile-br');
    expect(rule.check?.('(64)9876-5432')).toBe('mobile-br');
  });

  it('has no postal rule, so a postal field keeps its provider mask', () => {
    expect(fieldRule(field('PostalCode', 'text', { mask: '99999-999' }), 'BR')).toEqual({ mask: { pattern: '99999-999' } });
  });
});

describe('fieldRule on an Argentine form', () => {
  it('leaves the mobile number as typed, so every valid one fits whole, and checks it', () => {
    const rule = fieldRule(field('Celular__c'), 'AR');
    expect(rule.mask).toBeUndefined();
    for (const mobile of ['11 2345-6789', '9 11 2345-6789', '0351 15-123-4567', '54 9 11 2345-6789']) expect(rule.check?.(mobile)).toBeNull();
    expect(rule.check?.('1111 1111')).toBe('mobile-ar');
    expect(rule.check?.('11 2345-67a')).toBe('mobile-ar');
    expect(rule.check?.('0351 15-123-4567-890')).toBe('mobile-ar');
  });

  it('keeps 4 digits of the postal code and checks them', () => {
    const rule = fieldRule(field('PostalCode'), 'AR');
    expect(rule.mask).toEqual({ maxDigits: 4 });
    expect(rule.check?.('1425')).toBeNull();
    expect(rule.check?.('142')).toBe('postal-ar');
  });

  it('has no CPF rule', () => {
    expect(fieldRule(field('CPF__c'), 'AR')).toEqual({ mask: undefined });
  });
});

describe('fieldRule on a US form', () => {
  it('masks a phone as (000) 000-0000 and tells a short number from a made-up one', () => {
    const rule = fieldRule(field('Phone', 'phone'), 'US');
    expect(rule.mask).toEqual({ pattern: '(000) 000-0000' });
    expect(rule.check?.('(515) 555-0142')).toBeNull();
    expect(rule.check?.('(515) 555')).toBe('phone-us-length');
    expect(rule.check?.('(555) 555-5555')).toBe('phone-us-invalid');
  });

  it('asks for the country code 1 when the provider mask starts with it', () => {
    const rule = fieldRule(field('Phone', 'phone', { mask: '1 (999) 999-9999' }), 'US');
    expect(rule.mask).toEqual({ pattern: '1 (000) 000-0000' });
    expect(rule.check?.('1 (515) 555-0142')).toBeNull();
    expect(rule.check?.('1 (515) 555-014')).toBe('phone-us-country-code');
    expect(rule.check?.('1 (555) 555-5555')).toBe('phone-us-country-code');
  });

  it('uses our US phone mask instead of another provider mask', () => {
    expect(fieldRule(field('Phone', 'phone', { mask: '(999) 999-9999' }), 'US').mask).toEqual({ pattern: '(000) 000-0000' });
  });

  it('keeps 5 digits of the ZIP Code and tells a short one from an invalid one', () => {
    const rule = fieldRule(field('PostalCode'), 'US');
    expect(rule.mask).toEqual({ maxDigits: 5 });
    expect(rule.check?.('50010')).toBeNull();
    expect(rule.check?.('5001')).toBe('zip-us-length');
    expect(rule.check?.('00000')).toBe('zip-us-invalid');
  });
});

describe('fieldRule on a form without a market', () => {
  it.each([field('CPF__c'), field('Phone', 'phone', { mask: '(999) 999-9999' }), field('PostalCode')])('checks nothing of %o and keeps its provider mask', (input) => {
    const rule = fieldRule(input, undefined);
    expect(rule.check).toBeUndefined();
    expect(rule.mask).toEqual(input.mask ? { pattern: input.mask } : undefined);
  });
});

describe('fieldRule for any other field', () => {
  it('uses the provider mask and checks nothing', () => {
    const rule = fieldRule(field('Registration', 'text', { mask: 'aaa-999' }), 'BR');
    expect(rule).toEqual({ mask: { pattern: 'aaa-999' } });
    expect(applyMask(rule.mask!, 'abc123')).toBe('abc-123');
  });

  it('gives no mask without a provider mask', () => {
    expect(fieldRule(field('FirstName'), 'US')).toEqual({ mask: undefined });
  });

  it('leaves e-mail fields to the e-mail rule', () => {
    expect(fieldRule(field('Email', 'email'), 'BR').check).toBeUndefined();
  });

  it.each(['select', 'radio', 'checkboxes', 'hidden', 'textarea', 'number'] as const)('gives a %s named like a phone no phone rule', (type) => {
    expect(fieldRule(field('PhoneType', type), 'US').check).toBeUndefined();
    expect(fieldRule(field('MobilePhone', type), 'BR').check).toBeUndefined();
  });
});

describe('emailMessageKey', () => {
  it.each([
    ['BR', 'email-br'],
    ['AR', 'email-ar'],
    ['US', 'email-us'],
  ] as const)('gives %s forms %j', (country, key) => {
    expect(emailMessageKey(country)).toBe(key);
  });

  it('gives a form without a market the generic message', () => {
    expect(emailMessageKey(undefined)).toBe('invalid-email-format');
  });
});

