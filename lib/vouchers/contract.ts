import { z } from 'zod';
import { emailIsValid } from '@/lib/forms/rules';

/**
 * The contract of `POST /api/voucherEncode`, for the server that answers it and the voucher form
 * that validates with the same rules before it sends (spec sections 3 and 5). Every rule's error is
 * a message key (`voucher.*`), never words: the form looks them up in its own catalogue.
 */

export const VOUCHER_LIMITS = {
  minProducts: 1,
  maxProducts: 50,
  productLength: 100,
  minAmount: 1,
  maxAmount: 100_000,
  distributorNameLength: 200,
  distributorAddressLength: 500,
  maxExtraFields: 40,
  extraFieldNameLength: 100,
  extraFieldValueLength: 4000,
} as const;

export const voucherMessageKeys = [
  'voucher.distributor-required',
  'voucher.distributor-name-too-long',
  'voucher.distributor-email-invalid',
  'voucher.distributor-address-invalid',
  'voucher.distributor-address-too-long',
  'voucher.products-required',
  'voucher.products-too-many',
  'voucher.product-id-invalid',
  'voucher.product-required',
  'voucher.product-too-long',
  'voucher.amount-required',
  'voucher.amount-integer',
  'voucher.amount-min',
  'voucher.amount-max',
  'voucher.consent-required',
  'voucher.extra-fields-invalid',
  'voucher.extra-fields-too-many',
  'voucher.extra-field-name-invalid',
  'voucher.extra-field-value-invalid',
  'voucher.extra-field-too-long',
  'voucher.unknown-field',
  'voucher.request-invalid',
  'voucher.idempotency-key-invalid',
] as const;

export type VoucherMessageKey = (typeof voucherMessageKeys)[number];

/** Typed keys: a misspelt one fails the typecheck instead of showing a raw key to a visitor. */
const key = (messageKey: VoucherMessageKey) => messageKey;


/** A distributor picked from the map. Only the name is required (spec section 5); an empty e-mail or address is valid. */
const distributorSchema = z.object(
  {
    distributorName: z
      .string({ error: key('voucher.distributor-required') })
      .trim()
      .min(1, key('voucher.distributor-required'))
      .max(VOUCHER_LIMITS.distributorNameLength, key('voucher.distributor-name-too-long')),
    distributorEmailAddress: z
      .string({ error: key('voucher.distributor-email-invalid') })
      .trim()
      .refine((email) => email === '' || emailIsValid(email), key('voucher.distributor-email-invalid'))
      .default(''),
    distributorPhysicalAddress: z
      .string({ error: key('voucher.distributor-address-invalid') })
      .trim()
      .max(VOUCHER_LIMITS.distributorAddressLength, key('voucher.distributor-address-too-long'))
      .default(''),
  },
  { error: key('voucher.distributor-required') },
);

/** One row of the products list; `id` is the row's own key in the form, not a product code. */
const productRowSchema = z.object({
  id: z.union(
    [z.string().min(1, key('voucher.product-id-invalid')).max(100, key('voucher.product-id-invalid')), z.number().int(key('voucher.product-id-invalid'))],
    { error: key('voucher.product-id-invalid') },
  ),
  product: z
    .string({ error: key('voucher.product-required') })
    .trim()
    .min(1, key('voucher.product-required'))
    .max(VOUCHER_LIMITS.productLength, key('voucher.product-too-long')),
  // A number (NaN, an empty input's valueAsNumber, is missing too), whole, 1..100000.
  amount: z
    .number({ error: key('voucher.amount-required') })
    .int(key('voucher.amount-integer'))
    .min(VOUCHER_LIMITS.minAmount, key('voucher.amount-min'))
    .max(VOUCHER_LIMITS.maxAmount, key('voucher.amount-max')),
});

/** Marketing fields the page's configuration adds to the form: flat name -> text. */
const extraFieldsSchema = z
  .record(
    z.string().min(1).max(VOUCHER_LIMITS.extraFieldNameLength),
    z.string({ error: key('voucher.extra-field-value-invalid') }).max(VOUCHER_LIMITS.extraFieldValueLength, key('voucher.extra-field-too-long')),
    // A name the key schema refuses is the record's own issue (invalid_key): it is named here.
    { error: (issue) => key(issue.code === 'invalid_key' ? 'voucher.extra-field-name-invalid' : 'voucher.extra-fields-invalid') },
  )
  .refine((fields) => Object.keys(fields).length <= VOUCHER_LIMITS.maxExtraFields, key('voucher.extra-fields-too-many'));

/** The body the voucher form sends. */
export const voucherRequestSchema = z.strictObject(
  {
    distributor: distributorSchema,
    products: z
      .array(productRowSchema, { error: key('voucher.products-required') })
      .min(VOUCHER_LIMITS.minProducts, key('voucher.products-required'))
      .max(VOUCHER_LIMITS.maxProducts, key('voucher.products-too-many')),
    consent: z.literal(true, { error: key('voucher.consent-required') }),
    extraFields: extraFieldsSchema.default({}),
  },
  { error: (issue) => key(issue.code === 'unrecognized_keys' ? 'voucher.unknown-field' : 'voucher.request-invalid') },
);

export type VoucherRequest = z.input<typeof voucherRequestSchema>;
export type VoucherRequestData = z.output<typeof voucherRequestSchema>;

/**
 * The header each submission carries: one key per submission (`crypto.randomUUID()` when the
 * visitor presses submit), reused by every retry of it, so a double submit gets one voucher.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, key('voucher.idempotency-key-invalid'));

/** A voucher id as the server writes it: 'V' and six groups of four Crockford base32 characters. */
export const VOUCHER_ID_PATTERN = /^V(?:-[0-9A-HJKMNP-TV-Z]{4}){6}$/;

/** What the route answers: 200 `{ voucherID }`. */
export const voucherAnswerSchema = z.object({ voucherID: z.string().regex(VOUCHER_ID_PATTERN) });

export type VoucherAnswer = z.output<typeof voucherAnswerSchema>;
