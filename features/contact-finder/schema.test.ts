import { describe, expect, it } from 'vitest';
import { contactFinderSchema } from './schema';

const valid = {
  finderType: 'distribuidores',
  heading: 'Encontre um distribuidor',
  country: 'BR',
  filters: [{ field: 'estado', label: 'Estado' }],
  contacts: [{ id: 'agro-cerrado', fields: { title: 'Agro Cerrado', estado: 'GO', logo: '/images/logo-terralis.svg', location: '-17.79 -50.92' } }],
};

describe('contactFinderSchema', () => {
  it('takes contacts with any fields besides a title', () => {
    expect(contactFinderSchema.parse(valid).contacts[0]!.fields.estado).toBe('GO');
    expect(contactFinderSchema.parse({ ...valid, filters: undefined }).filters).toEqual([]);
  });

  it.each([
    ['a finder type that is no HTML id', { finderType: 'Nossos Distribuidores' }],
    ['another country', { country: 'CL' }],
    ['no contacts', { contacts: [] }],
    ['a contact without a title', { contacts: [{ id: 'a', fields: { estado: 'GO' } }] }],
    ['a logo off the site', { contacts: [{ id: 'a', fields: { title: 'A', logo: 'https://cdn.example/logo.png' } }] }],
    ['two contacts with one id', { contacts: [valid.contacts[0], valid.contacts[0]] }],
    ['an unknown prop', { map: true }],
  ])('refuses %s', (_, change) => {
    expect(contactFinderSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
