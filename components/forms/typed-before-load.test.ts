import type { FieldOption, FormField } from '@/lib/forms/definition';
import { typedBeforeLoad } from './typed-before-load';

const field = (name: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({ kind: 'field', name, type, label: name, required: true, options: [], ...extra });
const options = (...values: string[]): FieldOption[] => values.map((value) => ({ label: value.toUpperCase(), value }));

const fields = [
  field('FirstName', 'text'),
  field('MobilePhone', 'phone'),
  field('CPF__c', 'text'),
  field('State', 'select', { options: options('GO', 'MT') }),
  field('Culturas', 'checkboxes', { options: options('soja', 'milho') }),
  field('Tamanho', 'radio', { options: options('pequena', 'grande') }),
  field('Consentimento', 'checkbox', { options: [{ label: 'Aceito', value: 'yes' }] }),
  field('Origem', 'hidden', { initialValue: 'site' }),
];

/** The form's values before anything was typed. */
const untouched = { FirstName: '', MobilePhone: '', CPF__c: '', State: '', Culturas: [], Tamanho: '', Consentimento: false, Origem: 'site' };

/** The server's markup of the form, as the inputs stand once the visitor has used them. */
function formShowing(typed: (form: HTMLFormElement) => void): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="FirstName"><input name="MobilePhone" type="tel"><input name="CPF__c">
    <select name="State"><option value="">-</option><option value="GO">GO</option><option value="MT">MT</option></select>
    <input type="checkbox" name="Culturas" value="soja"><input type="checkbox" name="Culturas" value="milho">
    <input type="radio" name="Tamanho" value="pequena"><input type="radio" name="Tamanho" value="grande">
    <input type="checkbox" name="Consentimento">
    <input type="hidden" name="Origem" value="site">`;
  typed(form);
  return form;
}
const control = (form: HTMLFormElement, selector: string) => form.querySelector(selector) as HTMLInputElement;

describe('typedBeforeLoad', () => {
  it('is empty when nothing was entered', () => {
    expect(typedBeforeLoad(formShowing(() => {}), fields, untouched, 'BR')).toEqual({});
  });

  it('takes what each kind of control shows, as the value of its field type', () => {
    const form = formShowing((typed) => {
      control(typed, '[name="FirstName"]').value = 'Maria';
      (typed.querySelector('[name="State"]') as HTMLSelectElement).value = 'MT';
      control(typed, '[value="milho"]').checked = true;
      control(typed, '[value="grande"]').checked = true;
      control(typed, '[name="Consentimento"]').checked = true;
    });
    expect(typedBeforeLoad(form, fields, untouched, 'BR')).toEqual({ FirstName: 'Maria', State: 'MT', Culturas: ['milho'], Tamanho: 'grande', Consentimento: true });
  });

  it('masks what was typed as the live field would have (a Brazilian mobile and CPF)', () => {
    const form = formShowing((typed) => {
      control(typed, '[name="MobilePhone"]').value = '64998765432';
      control(typed, '[name="CPF__c"]').value = '52998224725';
    });
    expect(typedBeforeLoad(form, fields, untouched, 'BR')).toEqual({ MobilePhone: '(64)99876-5432', CPF__c: '529.982.247-25' });
  });

  it('leaves out fields that show what the form already holds, hidden fields, and fields the markup lacks', () => {
    const form = formShowing((typed) => {
      control(typed, '[name="FirstName"]').value = 'Maria';
      control(typed, '[value="soja"]').checked = true;
      control(typed, '[name="Origem"]').value = 'changed by a script';
    });
    const holding = { ...untouched, FirstName: 'Maria', Culturas: ['soja'] };
    expect(typedBeforeLoad(form, [...fields, field('City', 'text')], holding, 'BR')).toEqual({});
  });

  it('finds the inputs of a form that names them under a prefix', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="extraFields.FirstName"><input type="checkbox" name="extraFields.Consentimento">';
    (form.elements.namedItem('extraFields.FirstName') as HTMLInputElement).value = 'Maria';
    (form.elements.namedItem('extraFields.Consentimento') as HTMLInputElement).checked = true;
    const controlName = (name: string) => `extraFields.${name}`;
    expect(typedBeforeLoad(form, fields, untouched, 'BR', controlName)).toEqual({ FirstName: 'Maria', Consentimento: true });
  });
});
