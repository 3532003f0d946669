import type { Control } from 'react-hook-form';
import type { FormDefinition } from '@/lib/forms/definition';
import { toLeadFormFields } from '@/lib/forms/form-schema';
import type { FormValues } from '@/lib/forms/visibility';
import type { VoucherRequestData } from '@/lib/vouchers/contract';
import type { VoucherDistributor, VoucherProduct } from '../schema';
import type { ProductRow } from './rows';

/** The voucher form's values (spec: "Voucher form values"), as its controls hold them. */
export interface VoucherFormValues {
  products: ProductRow[];
  /** The chosen distributor's name; '' for none. */
  distributor: string;
  consent: boolean;
  /** The marketing fields of the configured Marketo form, by field name. */
  extraFields: FormValues;
}

/** The form's control: its values in, the checked request out (../logic/form-rules.ts). */
export type VoucherControl = Control<VoucherFormValues, unknown, VoucherRequestData>;

/** What the form offers: the products and distributors of its block, and the marketing form if any. */
export interface VoucherChoices {
  products: readonly VoucherProduct[];
  distributors: readonly VoucherDistributor[];
  definition?: FormDefinition;
}

/**
 * The body of `POST /api/voucherEncode` for these values, before the contract checks it: no
 * distributor, a row without a product or an empty quantity are left missing for the contract's
 * rules to name. A product is sent by its name, the name the voucher and its record carry.
 */
export function toVoucherRequest(values: VoucherFormValues, choices: VoucherChoices) {
  const distributor = choices.distributors.find((candidate) => candidate.name === values.distributor);
  return {
    distributor: distributor && { distributorName: distributor.name, distributorEmailAddress: distributor.email, distributorPhysicalAddress: distributor.address },
    products: values.products.map((row) => ({
      id: row.id,
      product: choices.products.find((product) => product.id === row.product)?.label ?? '',
      amount: row.amount.trim() === '' ? undefined : Number(row.amount),
    })),
    consent: values.consent,
    extraFields: choices.definition ? toLeadFormFields(choices.definition, values.extraFields) : {},
  };
}

/** The products as the voucher record lists them: 'Aurora Pro 5 L x 2; Vértice 20 L x 1'. */
export const productsSummary = (products: VoucherRequestData['products']): string => products.map(({ product, amount }) => `${product} x ${amount}`).join('; ');

/** Where the voucher goes: the visitor's e-mail from the marketing fields, else the distributor's. */
export function voucherEmail(request: VoucherRequestData): string {
  const own = request.extraFields.Email?.trim();
  return own || request.distributor.distributorEmailAddress;
}

/** The `voucher_c` custom object record of an issued voucher. */
export function voucherRecord(voucherId: string, request: VoucherRequestData) {
  return {
    voucherId,
    email: voucherEmail(request),
    distributorName: request.distributor.distributorName,
    distributorEmailAddress: request.distributor.distributorEmailAddress,
    distributorPhysicalAddress: request.distributor.distributorPhysicalAddress,
    products: productsSummary(request.products),
    consent: request.consent,
  };
}

export type VoucherRecord = ReturnType<typeof voucherRecord>;
