import { canonicalRecord, recordProblems, type CustomObjectShape } from './custom-object-record';

const ledger: CustomObjectShape = {
  dedupeFields: ['document'],
  fields: [
    { name: 'document', dataType: 'string', length: 14 },
    { name: 'points', dataType: 'integer' },
    { name: 'active', dataType: 'boolean' },
    { name: 'expiresOn', dataType: 'date' },
    { name: 'contactEmail', dataType: 'string', length: 255 },
    { name: 'email', dataType: 'string', length: 255 },
    { name: 'numeroCpf', dataType: 'string', length: 14 },
  ],
};

describe('recordProblems', () => {
  it('passes a record whose fields keep to their types', () => {
    expect(recordProblems({ document: '20287654325', points: 1500, active: true, expiresOn: '2027-01-31', numeroCpf: '529.982.247-25' }, ledger)).toEqual({});
    expect(recordProblems({ document: '20287654325', points: '-20', active: 'false' }, ledger)).toEqual({});
  });

  it.each([
    ['a fraction of a point', { points: 1.5 }, { points: ['invalid-number'] }],
    ['points written as words', { points: 'mil' }, { points: ['invalid-number'] }],
    ['a yes for a boolean', { active: 'yes' }, { active: ['invalid-option'] }],
    ['a field named e-mail that holds none', { email: 'maria' }, { email: ['invalid-email-format'] }],
    ['a field named like a CPF that holds none', { numeroCpf: '123' }, { numeroCpf: ['cpf-br'] }],
    ['a document longer than the field', { document: '2'.repeat(15) }, { document: ['too-long'] }],
  ])('finds %s', (_case, change, problems) => {
    expect(recordProblems({ document: '20287654325', ...change }, ledger)).toEqual(problems);
  });

  it('leaves fields of other types, and fields only named like an e-mail, to Marketo', () => {
    expect(recordProblems({ document: '20287654325', expiresOn: 'soon', contactEmail: 'not checked' }, ledger)).toEqual({});
  });

  it('asks for the dedupe fields only, and lets other fields be cleared', () => {
    expect(recordProblems({ document: null, points: null, email: '' }, ledger)).toEqual({ document: ['required-field'] });
  });
});

describe('canonicalRecord', () => {
  it('writes a CPF as its digits and trims text, leaving the rest as it is', () => {
    expect(canonicalRecord({ cpf: ' 529.982.247-25 ', numeroCpf: 52998224725, farmName: ' Boa Vista ', hectares: 12, active: false, city: null })).toEqual({
      cpf: '52998224725',
      numeroCpf: '52998224725',
      farmName: 'Boa Vista',
      hectares: 12,
      active: false,
      city: null,
    });
  });
});
