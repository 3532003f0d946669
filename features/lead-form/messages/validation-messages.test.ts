import type { ValidationMessageKey } from '@/lib/forms/country-rules';
import enUS from './en-US.json';
import esAR from './es-AR.json';
import ptBR from './pt-BR.json';

describe('the rules’ messages', () => {
  // The spec shows the start of each (section 5: "rest of the wording not shown").
  it('words each country’s e-mail message as the spec does, in the country’s own locale', () => {
    expect(ptBR.LeadForm.validation['email-br']).toMatch(/^Deve ser um e-mail válido\b/);
    expect(esAR.LeadForm.validation['email-ar']).toMatch(/^Debe ser un correo electrónico válido\b/);
    expect(enUS.LeadForm.validation['email-us']).toMatch(/^Please enter a valid email\. /);
  });
});

describe('ValidationMessageKey', () => {
  // Naming every key here makes the compiler check the union has no more and no fewer.
  const keys: Record<ValidationMessageKey, true> = {
    'required-field': true,
    'required-checkbox': true,
    'invalid-email-format': true,
    'invalid-number': true,
    'invalid-option': true,
    'too-long': true,
    'email-br': true,
    'email-ar': true,
    'email-us': true,
    'cpf-br': true,
    'mobile-br': true,
    'mobile-ar': true,
    'postal-ar': true,
    'zip-us-length': true,
    'zip-us-invalid': true,
    'phone-us-length': true,
    'phone-us-invalid': true,
    'phone-us-country-code': true,
  };

  it.each([
    ['en-US', enUS],
    ['pt-BR', ptBR],
    ['es-AR', esAR],
  ])('has a message in %s for every key, and a key for every message', (_, messages) => {
    expect(Object.keys(messages.LeadForm.validation).sort()).toEqual(Object.keys(keys).sort());
  });
});
