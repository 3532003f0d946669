import type { FormDefinition, FormField, Visibility } from '@/lib/forms/definition';
import { isItemVisible, visibleFields } from './visibility';

const showWhen = (subjectField: string, values: string[], operator = 'contains'): Visibility => ({
  defaultVisibility: 'hide',
  rules: [{ operator, subjectField, values }],
});

const field = (name: string, visibility?: Visibility): FormField => ({
  kind: 'field',
  name,
  type: 'text',
  label: name,
  required: false,
  options: [],
  ...(visibility && { visibility }),
});

describe('isItemVisible', () => {
  it('shows an item without visibility rules', () => {
    expect(isItemVisible({}, {})).toBe(true);
  });

  it('shows an item whose default is show, whatever its rules say', () => {
    expect(isItemVisible({ visibility: { defaultVisibility: 'show', rules: [{ operator: 'contains', subjectField: 'Crop', values: ['soy'] }] } }, { Crop: 'corn' })).toBe(true);
  });

  it('hides an item whose default is hide and that has no rules', () => {
    expect(isItemVisible({ visibility: { defaultVisibility: 'hide', rules: [] } }, {})).toBe(false);
  });

  it('shows an item when a rule value is found in the subject value, ignoring case', () => {
    const item = { visibility: showWhen('Crop', ['other']) };
    expect(isItemVisible(item, { Crop: 'Other' })).toBe(true);
    expect(isItemVisible(item, { Crop: 'OTHER crops' })).toBe(true);
    expect(isItemVisible(item, { Crop: 'soy' })).toBe(false);
  });

  it('matches a rule value written in capitals against a lower-case value', () => {
    expect(isItemVisible({ visibility: showWhen('Country', ['Brazil']) }, { Country: 'brazil' })).toBe(true);
  });

  it('shows an item when any of a rule’s values matches', () => {
    const item = { visibility: showWhen('Crop', ['soy', 'corn']) };
    expect(isItemVisible(item, { Crop: 'corn' })).toBe(true);
    expect(isItemVisible(item, { Crop: 'wheat' })).toBe(false);
  });

  it('shows an item when any of its rules matches', () => {
    const item: { visibility: Visibility } = {
      visibility: {
        defaultVisibility: 'hide',
        rules: [
          { operator: 'contains', subjectField: 'Crop', values: ['soy'] },
          { operator: 'contains', subjectField: 'Role', values: ['agronomist'] },
        ],
      },
    };
    expect(isItemVisible(item, { Crop: 'corn', Role: 'Agronomist' })).toBe(true);
    expect(isItemVisible(item, { Crop: 'corn', Role: 'farmer' })).toBe(false);
  });

  it('looks through every value ticked in a checkbox list', () => {
    const item = { visibility: showWhen('Crops', ['outra']) };
    expect(isItemVisible(item, { Crops: ['soja', 'Outra'] })).toBe(true);
    expect(isItemVisible(item, { Crops: ['soja', 'milho'] })).toBe(false);
    expect(isItemVisible(item, { Crops: [] })).toBe(false);
  });

  it('reads a checkbox as yes or no', () => {
    const ticked = { visibility: showWhen('Consent', ['yes']) };
    const unticked = { visibility: showWhen('Consent', ['no']) };
    expect(isItemVisible(ticked, { Consent: true })).toBe(true);
    expect(isItemVisible(ticked, { Consent: false })).toBe(false);
    expect(isItemVisible(unticked, { Consent: false })).toBe(true);
    expect(isItemVisible(unticked, { Consent: true })).toBe(false);
  });

  it('reads a subject field without a value as empty', () => {
    expect(isItemVisible({ visibility: showWhen('Missing', ['x']) }, {})).toBe(false);
  });

  it('never matches an empty rule value, not even against an empty subject', () => {
    const item = { visibility: showWhen('Crop', ['']) };
    expect(isItemVisible(item, { Crop: '' })).toBe(false);
    expect(isItemVisible(item, { Crop: 'soy' })).toBe(false);
    expect(isItemVisible(item, {})).toBe(false);
  });

  it.each(['equal', 'not contains', 'startsWith', 'CONTAINS'])('never matches the operator %j', (operator) => {
    expect(isItemVisible({ visibility: showWhen('Crop', ['soy'], operator) }, { Crop: 'soy' })).toBe(false);
  });
});

describe('visibleFields', () => {
  const definition: FormDefinition = {
    id: 1,
    name: 'Test',
    submitLabel: 'Send',
    rows: [
      [field('FirstName'), field('LastName')],
      [{ kind: 'html', html: '<p>Notice</p>' }],
      [field('Crop'), field('OtherCrop', showWhen('Crop', ['other']))],
      [
        {
          kind: 'fieldset',
          legend: 'Farm',
          visibility: showWhen('HasFarm', ['yes']),
          rows: [[field('FarmName'), { kind: 'html', html: '<p>Inside</p>' }], [field('FarmSize', showWhen('FarmName', ['ranch']))]],
        },
      ],
      [{ kind: 'fieldset', legend: 'Always', rows: [[field('Notes')]] }],
      [field('HasFarm')],
    ],
  };
  const names = (values: Record<string, string>) => visibleFields(definition, values).map((shown) => shown.name);

  it('lists the showing fields in reading order, fieldsets included', () => {
    expect(names({})).toEqual(['FirstName', 'LastName', 'Crop', 'Notes', 'HasFarm']);
  });

  it('adds a field once its rule matches', () => {
    expect(names({ Crop: 'Other' })).toEqual(['FirstName', 'LastName', 'Crop', 'OtherCrop', 'Notes', 'HasFarm']);
  });

  it('shows the fields of a fieldset once it shows, each by its own rule', () => {
    expect(names({ HasFarm: 'yes' })).toEqual(['FirstName', 'LastName', 'Crop', 'FarmName', 'Notes', 'HasFarm']);
    expect(names({ HasFarm: 'yes', FarmName: 'Big Ranch' })).toEqual(['FirstName', 'LastName', 'Crop', 'FarmName', 'FarmSize', 'Notes', 'HasFarm']);
  });

  it('hides every field of a hidden fieldset, even one whose own rule matches', () => {
    expect(names({ FarmName: 'Big Ranch' })).toEqual(['FirstName', 'LastName', 'Crop', 'Notes', 'HasFarm']);
  });
});
