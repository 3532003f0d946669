import {
  canSaveEdit,
  choicesReducer,
  fromSaved,
  initialChoices,
  isStepComplete,
  nextStep,
  previousStep,
  sameChoices,
  toSaved,
  type AdvisoryChoices,
  type ChoicesAction,
} from './advisory-state';

const NOW = new Date(2026, 10, 28, 10);
const complete: AdvisoryChoices = {
  selectedFarm: 'La Esperanza',
  selectedField: 'Lote 7',
  selectedDate: '2026-12-01',
  selectedClimaticYear: 'Neutro',
  selectedWaterInGround: 50,
  selectedAmount: '8',
};
const farms = [{ name: 'La Esperanza', fields: [{ name: 'Lote 7' }, { name: 'Lote 12' }] }];

describe('the advisory choices (spec §3-§5)', () => {
  it('start with the default amount 8 and nothing chosen', () => {
    expect(initialChoices).toMatchObject({ selectedAmount: '8', selectedFarm: null, selectedField: null, selectedDate: null });
  });

  it.each<[string, AdvisoryChoices, ChoicesAction, Partial<AdvisoryChoices>]>([
    ['a new farm clears the field', complete, { type: 'farm', farm: 'Don Aurelio' }, { selectedFarm: 'Don Aurelio', selectedField: null }],
    ['the same farm keeps the field', complete, { type: 'farm', farm: 'La Esperanza' }, { selectedField: 'Lote 7' }],
    ['clearing the farm clears the field', complete, { type: 'farm', farm: null }, { selectedFarm: null, selectedField: null }],
    ['a typed amount in range replaces it', complete, { type: 'amountTyped', text: '12.5' }, { selectedAmount: '12.5' }],
    ['an emptied amount stays empty', complete, { type: 'amountTyped', text: '' }, { selectedAmount: '' }],
    ['a typed amount above 15 is ignored', complete, { type: 'amountTyped', text: '16' }, { selectedAmount: '8' }],
    ['a blur keeps an amount in range', { ...complete, selectedAmount: '4.' }, { type: 'amountBlurred' }, { selectedAmount: '4.' }],
    ['a blur clamps an amount above 15', { ...complete, selectedAmount: '20' }, { type: 'amountBlurred' }, { selectedAmount: '15' }],
    ['water in the ground', complete, { type: 'water', water: 70 }, { selectedWaterInGround: 70 }],
    ['climatic year', complete, { type: 'climaticYear', climaticYear: 'La Niña' }, { selectedClimaticYear: 'La Niña' }],
    ['restore brings back what was remembered', { ...complete, selectedAmount: '1' }, { type: 'restore', choices: complete }, complete],
  ])('%s', (_, state, action, expected) => {
    expect(choicesReducer(state, action)).toMatchObject(expected);
  });

  it.each<[string, Partial<AdvisoryChoices>, boolean, boolean]>([
    ['everything chosen', {}, true, true],
    ['no farm', { selectedFarm: null }, false, true],
    ['no field', { selectedField: null }, false, true],
    ['no climatic year', { selectedClimaticYear: null }, true, false],
    ['no date', { selectedDate: null }, true, false],
    ['a date before today', { selectedDate: '2026-11-27' }, true, false],
    ['today', { selectedDate: '2026-11-28' }, true, true],
    ['no amount', { selectedAmount: '' }, true, false],
    ['amount 0', { selectedAmount: '0' }, true, true],
    ['no water in the ground', { selectedWaterInGround: null }, true, false],
  ])('%s: field step %s, environment step %s', (_, overrides, fieldStep, environmentStep) => {
    const choices = { ...complete, ...overrides };
    expect(isStepComplete('selectField', choices, NOW)).toBe(fieldStep);
    expect(isStepComplete('environment', choices, NOW)).toBe(environmentStep);
    expect(isStepComplete('summary', choices, NOW)).toBe(fieldStep && environmentStep);
  });

  it('goes forward and back through selectField, environment, summary', () => {
    expect(nextStep('selectField')).toBe('environment');
    expect(nextStep('environment')).toBe('summary');
    expect(nextStep('summary')).toBe('summary');
    expect(previousStep('summary')).toBe('environment');
    expect(previousStep('selectField')).toBe('selectField');
  });

  it.each<[string, Partial<AdvisoryChoices>, boolean, boolean]>([
    ['nothing changed', {}, true, false],
    ['the same yield written otherwise', { selectedAmount: '8.0' }, true, false],
    ['a new yield', { selectedAmount: '9' }, false, true],
    ['a new water level', { selectedWaterInGround: 30 }, false, true],
    ['a new field', { selectedField: 'Lote 12' }, false, true],
    ['an invalid amount', { selectedAmount: '' }, false, false],
    ['a changed farm without its field', { selectedFarm: 'Don Aurelio', selectedField: null }, false, false],
  ])('the edit modal when %s: unchanged %s, can save %s', (_, overrides, unchanged, canSave) => {
    const draft = { ...complete, ...overrides };
    expect(sameChoices(complete, draft)).toBe(unchanged);
    expect(canSaveEdit(complete, draft, NOW)).toBe(canSave);
  });

  it('saves complete choices only, the amount as a number', () => {
    expect(toSaved(complete, NOW)).toEqual({ farm: 'La Esperanza', field: 'Lote 7', date: '2026-12-01', climaticYear: 'Neutro', waterInGround: 50, amount: 8 });
    expect(toSaved({ ...complete, selectedAmount: '' }, NOW)).toBeNull();
  });

  it.each<[string, Parameters<typeof fromSaved>[0], Partial<AdvisoryChoices>]>([
    ['keeps a saved advisory that still fits', { farm: 'La Esperanza', field: 'Lote 12', date: '2026-12-01', climaticYear: 'El Niño', waterInGround: 30, amount: 9.5 }, { selectedField: 'Lote 12', selectedDate: '2026-12-01', selectedAmount: '9.5' }],
    ['drops a farm the user no longer has', { farm: 'Vendida', field: 'Lote 7', date: '2026-12-01', climaticYear: 'Neutro', waterInGround: 50, amount: 8 }, { selectedFarm: null, selectedField: null }],
    ['drops a field no longer in the farm', { farm: 'La Esperanza', field: 'Lote 99', date: '2026-12-01', climaticYear: 'Neutro', waterInGround: 50, amount: 8 }, { selectedFarm: 'La Esperanza', selectedField: null }],
    ['drops a date now past', { farm: 'La Esperanza', field: 'Lote 7', date: '2026-11-01', climaticYear: 'Neutro', waterInGround: 50, amount: 8 }, { selectedDate: null }],
  ])('%s', (_, saved, expected) => {
    expect(fromSaved(saved, farms, NOW)).toMatchObject(expected);
  });
});
