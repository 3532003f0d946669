import type { FieldOption, FormDefinition, FormField } from '@/lib/forms/definition';
import type { Country } from './country-rules';
import { buildFormSchema, checkboxListInColumns, checkLead, fromLeadFormFields, initialValues, toLeadFormFields, type TranslateRule } from './form-schema';
import type { FormValues } from './visibility';

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  kind: 'field',
  name,
  type,
  label: name,
  required: true,
  options: [],
  ...extra,
});

const options = (...values: string[]): FieldOption[] => values.map((value) => ({ label: value.toUpperCase(), value }));

/** A Brazilian form, unless a test says otherwise. */
const definitionOf = (...rows: FormDefinition['rows']): FormDefinition => ({ id: 1001, name: 'Lead', submitLabel: 'Send', country: 'BR', rows });

/** The messages are their keys (with the limit, for 'too-long'), so each test reads which rule spoke. */
const message: TranslateRule = (key, { max }) => (key === 'too-long' ? `too-long:${max}` : key);

/** The message of each invalid field, by field name; {} when the values pass. `country: null`: a form without a market. */
function problems(definition: FormDefinition, values: FormValues, country: Country | null = 'BR'): Record<string, string> {
  const { country: _, ...withoutCountry } = definition;
  const result = buildFormSchema(country ? { ...withoutCountry, country } : withoutCountry, message).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const brazil = definitionOf(
  [field('FirstName', 'text'), field('Email', 'email', { validationMessage: 'Informe um e-mail válido.' })],
  [field('MobilePhone', 'phone'), field('CPF__c', 'text')],
  [field('State', 'select', { options: options('GO', 'MT') })],
  [field('Culturas', 'checkboxes', { options: options('soja', 'milho', 'outra') })],
  [field('OutraCultura', 'text', { visibility: { defaultVisibility: 'hide', rules: [{ operator: 'contains', subjectField: 'Culturas', values: ['outra'] }] } })],
  [field('AreaPlantada', 'number', { required: false })],
  [field('Consentimento', 'checkbox', { options: [{ label: 'Aceito receber contato', value: 'yes' }] })],
  [field('Origem', 'hidden', { initialValue: 'site' })],
);

const brazilianLead: FormValues = {
  FirstName: ' Maria ',
  Email: 'maria.souza@example.com.br',
  MobilePhone: '(64)99876-5432',
  CPF__c: '529.982.247-25',
  State: 'GO',
  Culturas: ['milho', 'soja'],
  OutraCultura: '',
  AreaPlantada: '',
  Consentimento: true,
  Origem: 'site',
};

describe('initialValues', () => {
  it('starts text-like fields from the provider value or empty, lists empty and checkboxes unticked', () => {
    expect(initialValues(brazil)).toEqual({
      FirstName: '',
      Email: '',
      MobilePhone: '',
      CPF__c: '',
      State: '',
      Culturas: [],
      OutraCultura: '',
      AreaPlantada: '',
      Consentimento: false,
      Origem: 'site',
    });
  });

  it.each([
    ['yes', true],
    ['true', true],
    ['Yes', true],
    ['TRUE', true],
    ['no', false],
    ['false', false],
    ['', false],
    ['1', false],
  ])('ticks a checkbox whose initial value is %j: %s', (initialValue, ticked) => {
    expect(initialValues(definitionOf([field('Consent', 'checkbox', { initialValue })]))).toEqual({ Consent: ticked });
  });

  it('ticks the values of a checkbox list written with ;', () => {
    expect(initialValues(definitionOf([field('Crops', 'checkboxes', { options: options('soja', 'milho'), initialValue: 'soja; milho;' })]))).toEqual({ Crops: ['soja', 'milho'] });
  });

  it('includes the fields of fieldsets', () => {
    expect(initialValues(definitionOf([{ kind: 'fieldset', legend: 'Farm', rows: [[field('Farm', 'text', { initialValue: 'Boa Vista' })]] }]))).toEqual({ Farm: 'Boa Vista' });
  });
});

describe('buildFormSchema', () => {
  it('passes a complete Brazilian lead and gives its values back', () => {
    const result = buildFormSchema(brazil, message).safeParse(brazilianLead);
    expect(result).toEqual({ success: true, data: brazilianLead });
  });

  it('gives each empty required field its own message first, then ours', () => {
    expect(problems(brazil, initialValues(brazil))).toEqual({
      FirstName: 'required-field',
      Email: 'Informe um e-mail válido.',
      MobilePhone: 'required-field',
      CPF__c: 'required-field',
      State: 'required-field',
      Culturas: 'required-field',
      Consentimento: 'required-checkbox',
    });
  });

  it('reads a value of only spaces as empty', () => {
    expect(problems(brazil, { ...brazilianLead, FirstName: '   ' })).toEqual({ FirstName: 'required-field' });
  });

  it('treats a missing value as empty', () => {
    const { FirstName: _, ...withoutName } = brazilianLead;
    expect(problems(brazil, withoutName)).toEqual({ FirstName: 'required-field' });
  });

  it('accepts an empty field that is not required, and checks it once filled in', () => {
    expect(problems(brazil, { ...brazilianLead, AreaPlantada: '' })).toEqual({});
    expect(problems(brazil, { ...brazilianLead, AreaPlantada: '12,5' })).toEqual({ AreaPlantada: 'invalid-number' });
  });

  it.each(['12', '12.5', '-3', '.5', ' 40 '])('accepts the number %j', (area) => {
    expect(problems(brazil, { ...brazilianLead, AreaPlantada: area })).toEqual({});
  });

  it.each(['doze', '1e3', '0x1F', 'Infinity', '1.2.3', '1 000'])('refuses %j as a number', (area) => {
    expect(problems(brazil, { ...brazilianLead, AreaPlantada: area })).toEqual({ AreaPlantada: 'invalid-number' });
  });

  it('gives a wrong e-mail the field’s own message', () => {
    expect(problems(brazil, { ...brazilianLead, Email: 'maria..souza@example.com' })).toEqual({ Email: 'Informe um e-mail válido.' });
  });

  it.each([
    ['BR', 'email-br'],
    ['AR', 'email-ar'],
    ['US', 'email-us'],
  ] as const)('gives a wrong e-mail on a %s form without its own message %j', (country, key) => {
    const definition = definitionOf([field('Email', 'email')]);
    expect(problems(definition, { Email: 'maria@example' }, country)).toEqual({ Email: key });
    expect(problems(definition, { Email: 'maria@example.com' }, country)).toEqual({});
  });

  it('gives a wrong e-mail on a form without a market the generic message, and applies no country rule', () => {
    const definition = definitionOf([field('Email', 'email'), field('CPF__c', 'text'), field('Phone', 'phone')]);
    expect(problems(definition, { Email: 'maria@example', CPF__c: 'abc', Phone: '1' }, null)).toEqual({ Email: 'invalid-email-format' });
  });

  it('applies the Brazilian mobile and CPF rules', () => {
    expect(problems(brazil, { ...brazilianLead, MobilePhone: '(11)11111-1111', CPF__c: '529.982.247-24' })).toEqual({ MobilePhone: 'mobile-br', CPF__c: 'cpf-br' });
  });

  it('asks for a required field’s own message before the country rule only when it is empty', () => {
    const definition = definitionOf([field('CPF__c', 'text', { validationMessage: 'Informe o CPF.' })]);
    expect(problems(definition, { CPF__c: '' })).toEqual({ CPF__c: 'Informe o CPF.' });
    expect(problems(definition, { CPF__c: '111.111.111-11' })).toEqual({ CPF__c: 'cpf-br' });
  });

  it('refuses a choice that is not one of the options', () => {
    expect(problems(brazil, { ...brazilianLead, State: 'XX' })).toEqual({ State: 'invalid-option' });
    const radio = definitionOf([field('Size', 'radio', { options: options('small', 'large') })]);
    expect(problems(radio, { Size: 'medium' })).toEqual({ Size: 'invalid-option' });
    expect(problems(radio, { Size: 'large' })).toEqual({});
    expect(problems(radio, { Size: '' })).toEqual({ Size: 'required-field' });
  });

  it('refuses ticked values that are not options of a checkbox list', () => {
    expect(problems(brazil, { ...brazilianLead, Culturas: ['trigo'] })).toEqual({ Culturas: 'invalid-option' });
    expect(problems(brazil, { ...brazilianLead, Culturas: ['soja', 'trigo'] })).toEqual({ Culturas: 'invalid-option' });
  });

  it('refuses text longer than the field’s limit, counting what is sent (trimmed)', () => {
    const definition = definitionOf([field('City', 'text', { maxLength: 5 })]);
    expect(problems(definition, { City: ' Goiás ' })).toEqual({});
    expect(problems(definition, { City: 'Goiânia' })).toEqual({ City: 'too-long:5' });
  });

  it('keeps to the provider’s value of a hidden field', () => {
    const definition = definitionOf([field('Origem', 'hidden', { required: false, initialValue: 'site' })]);
    expect(problems(definition, { Origem: 'site' })).toEqual({});
    expect(problems(definition, { Origem: 'parceiro' })).toEqual({ Origem: 'invalid-option' });
    expect(problems(definition, {})).toEqual({ Origem: 'invalid-option' });
  });

  it('gives a required checkbox list its own message first', () => {
    const definition = definitionOf([field('Crops', 'checkboxes', { options: options('soja'), validationMessage: 'Escolha uma cultura.' })]);
    expect(problems(definition, { Crops: [] })).toEqual({ Crops: 'Escolha uma cultura.' });
  });

  it('gives a required checkbox its own message first, and accepts only a tick', () => {
    const definition = definitionOf([field('Terms', 'checkbox', { validationMessage: 'Aceite os termos.' })]);
    expect(problems(definition, { Terms: false })).toEqual({ Terms: 'Aceite os termos.' });
    expect(problems(definition, { Terms: 'yes' })).toEqual({ Terms: 'invalid-option' });
    expect(problems(definition, { Terms: true })).toEqual({});
  });

  it('accepts an unticked checkbox or an empty list that is not required', () => {
    const definition = definitionOf([field('News', 'checkbox', { required: false }), field('Crops', 'checkboxes', { required: false, options: options('soja') })]);
    expect(problems(definition, { News: false, Crops: [] })).toEqual({});
  });

  it('never complains about a hidden field, required or not', () => {
    expect(problems(definitionOf([field('Origem', 'hidden')]), { Origem: '' })).toEqual({});
  });

  it('validates a field with a visibility rule only while it shows', () => {
    expect(problems(brazil, { ...brazilianLead, Culturas: ['soja'], OutraCultura: '' })).toEqual({});
    expect(problems(brazil, { ...brazilianLead, Culturas: ['soja', 'outra'], OutraCultura: '' })).toEqual({ OutraCultura: 'required-field' });
    expect(problems(brazil, { ...brazilianLead, Culturas: ['soja', 'outra'], OutraCultura: 'Café' })).toEqual({});
  });

  it('does not validate the fields of a hidden fieldset', () => {
    const definition = definitionOf(
      [field('HasFarm', 'checkbox', { required: false })],
      [{ kind: 'fieldset', legend: 'Farm', visibility: { defaultVisibility: 'hide', rules: [{ operator: 'contains', subjectField: 'HasFarm', values: ['yes'] }] }, rows: [[field('FarmName', 'text')]] }],
    );
    expect(problems(definition, { HasFarm: false, FarmName: '' })).toEqual({});
    expect(problems(definition, { HasFarm: true, FarmName: '' })).toEqual({ FarmName: 'required-field' });
  });

  it('refuses values of the wrong shape', () => {
    expect(buildFormSchema(brazil, message).safeParse({ ...brazilianLead, FirstName: 42 }).success).toBe(false);
    expect(buildFormSchema(brazil, message).safeParse('Maria').success).toBe(false);
  });

  it('translates our messages with the given function', () => {
    const translated = buildFormSchema(definitionOf([field('FirstName', 'text')]), (key) => `pt:${key}`).safeParse({ FirstName: '' });
    expect(translated.error?.issues).toEqual([expect.objectContaining({ path: ['FirstName'], message: 'pt:required-field' })]);
  });

  describe('on an Argentine form', () => {
    const argentina = definitionOf([field('Celular', 'text'), field('CodigoPostal', 'text')], [field('CPF__c', 'text', { required: false })]);

    it('passes a valid lead', () => {
      for (const Celular of ['11 2345-6789', '9 11 2345-6789', '0351 15-123-4567']) expect(problems(argentina, { Celular, CodigoPostal: '1425', CPF__c: '123' }, 'AR')).toEqual({});
    });

    it('applies the mobile and postal rules, and no CPF rule', () => {
      expect(problems(argentina, { Celular: '1111 1111', CodigoPostal: '142', CPF__c: '123' }, 'AR')).toEqual({ Celular: 'mobile-ar', CodigoPostal: 'postal-ar' });
    });
  });

  describe('on a US form', () => {
    const us = definitionOf([field('Phone', 'phone'), field('PostalCode', 'text')], [field('Mobile', 'phone', { required: false, mask: '1 (999) 999-9999' })]);

    it('passes a valid lead', () => {
      expect(problems(us, { Phone: '(515) 555-0142', PostalCode: '50010', Mobile: '1 (515) 555-0142' }, 'US')).toEqual({});
    });

    it('asks for 10 phone digits, 5 ZIP digits and the country code', () => {
      expect(problems(us, { Phone: '(515) 555', PostalCode: '5001', Mobile: '1 (515) 555' }, 'US')).toEqual({
        Phone: 'phone-us-length',
        PostalCode: 'zip-us-length',
        Mobile: 'phone-us-country-code',
      });
    });

    it('refuses a phone of one repeated digit and the ZIP Code 00000', () => {
      expect(problems(us, { Phone: '(555) 555-5555', PostalCode: '00000', Mobile: '' }, 'US')).toEqual({ Phone: 'phone-us-invalid', PostalCode: 'zip-us-invalid' });
    });
  });
});

describe('toLeadFormFields', () => {
  it('turns a lead into the provider’s text values: trimmed, yes/no and ; lists in option order', () => {
    expect(toLeadFormFields(brazil, brazilianLead)).toEqual({
      FirstName: 'Maria',
      Email: 'maria.souza@example.com.br',
      MobilePhone: '(64)99876-5432',
      CPF__c: '529.982.247-25',
      State: 'GO',
      Culturas: 'soja;milho',
      AreaPlantada: '',
      Consentimento: 'yes',
      Origem: 'site',
    });
  });

  it('sends a field with a visibility rule only while it shows', () => {
    expect(toLeadFormFields(brazil, { ...brazilianLead, Culturas: ['outra', 'soja'], OutraCultura: ' Café ' })).toMatchObject({ Culturas: 'soja;outra', OutraCultura: 'Café' });
  });

  it('sends an unticked checkbox as no, an empty list as nothing, and a choice that is not an option (never valid) as nothing', () => {
    expect(toLeadFormFields(brazil, { ...brazilianLead, Consentimento: false, Culturas: [], State: 'XX' })).toMatchObject({ Consentimento: 'no', Culturas: '', State: '' });
  });

  it('leaves out ticked values that are not options', () => {
    expect(toLeadFormFields(brazil, { ...brazilianLead, Culturas: ['trigo', 'milho'] })).toMatchObject({ Culturas: 'milho' });
  });

  it('sends missing values as empty text', () => {
    expect(toLeadFormFields(definitionOf([field('Notes', 'textarea'), field('Consent', 'checkbox')]), {})).toEqual({ Notes: '', Consent: 'no' });
  });
});

describe('fromLeadFormFields', () => {
  it('reads a lead as sent back into the values the form had', () => {
    const sent = toLeadFormFields(brazil, brazilianLead);
    expect(fromLeadFormFields(brazil, sent)).toEqual({ ...brazilianLead, FirstName: 'Maria', Culturas: ['soja', 'milho'], OutraCultura: undefined });
  });

  it('keeps a checkbox value other than yes or no as text, for the rules to refuse', () => {
    expect(fromLeadFormFields(brazil, { Consentimento: 'no' })).toEqual({ Consentimento: false });
    expect(fromLeadFormFields(brazil, { Consentimento: 'true' })).toEqual({ Consentimento: 'true' });
  });
});

describe('checkLead (what the submit route applies)', () => {
  it('passes a complete lead and gives back the fields to send', () => {
    expect(checkLead(brazil, toLeadFormFields(brazil, brazilianLead))).toEqual({ ok: true, fields: toLeadFormFields(brazil, brazilianLead) });
  });

  it('lists every rule each field breaks, the form’s first', () => {
    const definition = definitionOf([field('Email', 'email', { maxLength: 12 }), field('LastName', 'text'), field('Consent', 'checkbox')]);
    expect(checkLead(definition, { Email: 'not..an-email', Consent: 'sim' })).toEqual({
      ok: false,
      problems: { Email: ['email-br', 'too-long'], LastName: ['required-field'], Consent: ['invalid-option'] },
    });
  });

  it('leaves out of what it sends a field that does not show', () => {
    const lead = { ...toLeadFormFields(brazil, brazilianLead), OutraCultura: 'Café' };
    expect(checkLead(brazil, lead)).toEqual({ ok: true, fields: expect.not.objectContaining({ OutraCultura: expect.anything() }) });
  });
});

describe('checkboxListInColumns', () => {
  const label = (length: number): FieldOption => ({ label: 'x'.repeat(length), value: String(length) });

  it('lays a list out in columns when every label has 30 characters or fewer', () => {
    expect(checkboxListInColumns([label(1), label(30)])).toBe(true);
  });

  it('keeps a list in one column when a label has 31 characters', () => {
    expect(checkboxListInColumns([label(1), label(31)])).toBe(false);
  });

  it('does not use columns for an empty list', () => {
    expect(checkboxListInColumns([])).toBe(false);
  });
});
