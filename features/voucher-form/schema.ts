import { z } from 'zod';
import { ctaSchema } from '@/lib/cms/block-fields';
import { formIdSchema, munchkinIdSchema } from '@/lib/forms/definition';
import { emailIsValid } from '@/lib/forms/rules';
import { VOUCHER_LIMITS } from '@/lib/vouchers/contract';

const text = z.string().trim().min(1);

/** A product a visitor can pick in a row. */
const productSchema = z.object({
  /** Stable code of the product (the select's value), e.g. 'aurora-pro-5l'. */
  id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,100}$/, 'must be letters, digits, - or _'),
  /** Its name as visitors read it; the voucher and its record carry this name. */
  label: text.max(VOUCHER_LIMITS.productLength),
});

const productListSchema = z
  .array(productSchema)
  .min(1)
  .refine((products) => new Set(products.map((product) => product.id)).size === products.length, 'product ids must be unique');

/** A distributor the voucher can be redeemed at, shown with its place on a map. */
const distributorSchema = z.object({
  /** Also the select's value: unique in the list. */
  name: text.max(VOUCHER_LIMITS.distributorNameLength),
  email: z.string().trim().refine(emailIsValid, 'must be an e-mail address'),
  /** The street address, as the distributor writes it. */
  address: text.max(VOUCHER_LIMITS.distributorAddressLength),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Props of the `voucher-form` CMS block (spec: "Voucher props"). */
export const voucherFormBlockSchema = z.object({
  heading: text,
  /** A paragraph under the heading. */
  text: text.optional(),
  /** Above the products list: what to choose and how much. */
  amountCopy: text,
  /** The discount the voucher gives, shown under the products. */
  discountCopy: text,
  /** Above the distributor select. */
  distributorCopy: text,
  /** The consent checkbox's label. */
  consentText: text,
  /** The products of the rows' selects. */
  products: productListSchema,
  /** Listed instead of `products` while the flag `emea-voucher-campaign-product-list` is on. */
  campaignProducts: productListSchema.optional(),
  distributors: z
    .array(distributorSchema)
    .min(1)
    .refine((distributors) => new Set(distributors.map((distributor) => distributor.name)).size === distributors.length, 'distributor names must be unique'),
  /** The Marketo instance the voucher is recorded in (custom object `voucher_c`), e.g. 284-TRL-731. */
  munchkinId: munchkinIdSchema,
  /** A Marketo form whose fields the voucher form adds (marketing fields: e-mail, phone…); none without it. */
  formId: formIdSchema.optional(),
  /** What a visitor sees once the voucher is issued. */
  confirmation: z.object({
    header: text,
    /** `{email}` and `{voucherId}` are replaced by the e-mail the voucher goes to and its id. */
    message: text,
    cta: ctaSchema,
  }),
  /** The dialog shown when the voucher could not be issued. */
  rejected: z.object({
    title: text,
    /** Paragraphs of the dialog. */
    messages: z.array(text).min(1),
  }),
});

export type VoucherFormBlockProps = z.output<typeof voucherFormBlockSchema>;
export type VoucherProduct = z.output<typeof productSchema>;
export type VoucherDistributor = z.output<typeof distributorSchema>;
