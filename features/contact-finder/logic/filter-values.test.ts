import { describe, expect, it } from 'vitest';
import type { Contact } from './contact-card';
import { filterContacts, filterOptions, matchesFilters, parseFilterValue, valuesOf } from './filter-values';

const contact = (id: string, fields: Record<string, string>): Contact => ({ id, fields: { title: id, ...fields } });

describe('parseFilterValue', () => {
  it('groups values under their headings (spec §5 example)', () => {
    expect(parseFilterValue('Culturas::Soja&&Milho##Regiões::Sul')).toEqual([
      { heading: 'Culturas', values: ['Soja', 'Milho'] },
      { heading: 'Regiões', values: ['Sul'] },
    ]);
  });

  it('takes a single value, and values without a heading', () => {
    expect(parseFilterValue('GO')).toEqual([{ values: ['GO'] }]);
    expect(parseFilterValue('Soja&&Milho')).toEqual([{ values: ['Soja', 'Milho'] }]);
  });

  it('mixes groups with and without headings', () => {
    expect(parseFilterValue('Soja##Fibras::Algodão')).toEqual([{ values: ['Soja'] }, { heading: 'Fibras', values: ['Algodão'] }]);
  });

  it('trims around separators and leaves out blank values, empty groups and an empty heading', () => {
    expect(parseFilterValue('  Grãos :: Soja && &&Milho ## ## ::Trigo##Vazio::')).toEqual([{ heading: 'Grãos', values: ['Soja', 'Milho'] }, { values: ['Trigo'] }]);
    expect(parseFilterValue('')).toEqual([]);
  });

  it('splits a heading at its first ::', () => {
    expect(parseFilterValue('A::b::c')).toEqual([{ heading: 'A', values: ['b::c'] }]);
  });

  it('valuesOf flattens the groups; a missing field has none', () => {
    expect(valuesOf('Culturas::Soja&&Milho##Regiões::Sul')).toEqual(['Soja', 'Milho', 'Sul']);
    expect(valuesOf(undefined)).toEqual([]);
  });
});

describe('filterOptions', () => {
  const contacts = [
    contact('a', { culturas: 'Grãos::Soja&&Milho', estado: 'GO' }),
    contact('b', { culturas: 'Grãos::milho##Fibras::Algodão', estado: 'MT' }),
    contact('c', { culturas: 'Café', estado: 'go' }),
    contact('d', { estado: 'BA' }),
  ];

  it('lists each value once whatever its case (first spelling kept), sorted, under its heading; values without one first', () => {
    expect(filterOptions(contacts, 'culturas', 'pt-BR')).toEqual([
      { values: ['Café'] },
      { heading: 'Fibras', values: ['Algodão'] },
      { heading: 'Grãos', values: ['Milho', 'Soja'] },
    ]);
    expect(filterOptions(contacts, 'estado', 'pt-BR')).toEqual([{ values: ['BA', 'GO', 'MT'] }]);
  });

  it('has no options for a field no contact has', () => {
    expect(filterOptions(contacts, 'cidade', 'pt-BR')).toEqual([]);
  });
});

describe('matchesFilters', () => {
  const soyGo = contact('a', { culturas: 'Grãos::Soja&&Milho##Regiões::Centro-Oeste', estado: 'GO' });

  it('matches a value of any group, case-insensitively and ignoring surrounding spaces', () => {
    expect(matchesFilters(soyGo, { culturas: 'soja' })).toBe(true);
    expect(matchesFilters(soyGo, { culturas: ' MILHO ' })).toBe(true);
    expect(matchesFilters(soyGo, { culturas: 'centro-oeste' })).toBe(true);
  });

  it('never matches a heading, a part of a value or a missing field', () => {
    expect(matchesFilters(soyGo, { culturas: 'Grãos' })).toBe(false);
    expect(matchesFilters(soyGo, { culturas: 'Soj' })).toBe(false);
    expect(matchesFilters(soyGo, { cidade: 'Rio Verde' })).toBe(false);
  });

  it('needs every chosen filter; an empty choice is "all"', () => {
    expect(matchesFilters(soyGo, {})).toBe(true);
    expect(matchesFilters(soyGo, { culturas: 'Soja', estado: '' })).toBe(true);
    expect(matchesFilters(soyGo, { culturas: 'Soja', estado: 'go' })).toBe(true);
    expect(matchesFilters(soyGo, { culturas: 'Soja', estado: 'MT' })).toBe(false);
  });

  it('filterContacts keeps the matching contacts in their order', () => {
    const contacts = [soyGo, contact('b', { culturas: 'Soja', estado: 'MT' }), contact('c', { culturas: 'Trigo', estado: 'GO' })];
    expect(filterContacts(contacts, { culturas: 'soja' }).map(({ id }) => id)).toEqual(['a', 'b']);
    expect(filterContacts(contacts, { culturas: 'Algodão' })).toEqual([]);
  });
});
