import type { VoucherFormValues } from '../logic/voucher-request';

export type TypedVoucherControls = Partial<Pick<VoucherFormValues, 'products' | 'distributor' | 'consent'>>;

/**
 * What a visitor entered into the server's markup of the voucher form before its code loaded
 * (loadWhenWanted carries it into the live inputs): the products, the distributor and the consent
 * that differ from the form's values. The marketing fields are the form kit's
 * (components/forms/typed-before-load.ts).
 */
export function typedIntoVoucherControls(form: HTMLFormElement, values: VoucherFormValues): TypedVoucherControls {
  const shown = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : undefined;
  };
  const typed: TypedVoucherControls = {};
  const products = values.products.map((row, index) => ({
    ...row,
    product: shown(`products.${index}.product`) ?? row.product,
    amount: shown(`products.${index}.amount`) ?? row.amount,
  }));
  if (products.some((row, index) => row.product !== values.products[index]?.product || row.amount !== values.products[index]?.amount)) typed.products = products;
  const distributor = shown('distributor');
  if (distributor !== undefined && distributor !== values.distributor) typed.distributor = distributor;
  const consent = form.elements.namedItem('consent');
  if (consent instanceof HTMLInputElement && consent.checked !== values.consent) typed.consent = consent.checked;
  return typed;
}
