import type { VoucherFormValues } from '../logic/voucher-request';
import { typedIntoVoucherControls } from './typed-before-load';

const untouched: VoucherFormValues = { products: [{ id: 'row-1', product: '', amount: '1' }], distributor: '', consent: false, extraFields: {} };

/** The server's markup of the voucher form's own controls, as the visitor left them. */
function formShowing(typed: (form: HTMLFormElement) => void): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <select name="products.0.product"><option value="">-</option><option value="aurora-pro-5l">Aurora Pro 5 L</option></select>
    <input name="products.0.amount" type="number" value="1">
    <select name="distributor"><option value="">-</option><option value="Agro Norte Ltda.">Agro Norte Ltda.</option></select>
    <input name="consent" type="checkbox">`;
  typed(form);
  return form;
}
const control = <T extends Element>(form: HTMLFormElement, name: string) => form.elements.namedItem(name) as unknown as T;

describe('typedIntoVoucherControls', () => {
  it('is empty when nothing was entered', () => {
    expect(typedIntoVoucherControls(formShowing(() => {}), untouched)).toEqual({});
  });

  it('takes the product, quantity, distributor and consent the markup shows', () => {
    const form = formShowing((typed) => {
      control<HTMLSelectElement>(typed, 'products.0.product').value = 'aurora-pro-5l';
      control<HTMLInputElement>(typed, 'products.0.amount').value = '3';
      control<HTMLSelectElement>(typed, 'distributor').value = 'Agro Norte Ltda.';
      control<HTMLInputElement>(typed, 'consent').checked = true;
    });
    expect(typedIntoVoucherControls(form, untouched)).toEqual({
      products: [{ id: 'row-1', product: 'aurora-pro-5l', amount: '3' }],
      distributor: 'Agro Norte Ltda.',
      consent: true,
    });
  });

  it('leaves out what the form already holds', () => {
    const form = formShowing((typed) => void (control<HTMLSelectElement>(typed, 'distributor').value = 'Agro Norte Ltda.'));
    expect(typedIntoVoucherControls(form, { ...untouched, distributor: 'Agro Norte Ltda.' })).toEqual({});
  });
});
