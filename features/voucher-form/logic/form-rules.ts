import { z } from 'zod';
import { buildFormSchema, type TranslateRule } from '@/lib/forms/form-schema';
import { voucherMessageKeys, voucherRequestSchema, type VoucherMessageKey } from '@/lib/vouchers/contract';
import { toVoucherRequest, type VoucherChoices, type VoucherFormValues } from './voucher-request';

/** The words of a rule's message: the contract's keys, and the form kit's rules of the marketing fields. */
export interface VoucherFormMessages {
  voucher: (key: VoucherMessageKey) => string;
  rule: TranslateRule;
}

const isVoucherKey = (message: string): message is VoucherMessageKey => (voucherMessageKeys as readonly string[]).includes(message);

/**
 * The voucher form's validation for react-hook-form's zod resolver: the values as the request the
 * route takes, checked by the route's own schema (lib/vouchers/contract.ts: the server checks the
 * same), and the marketing fields by the rules the form kit generates from their definition.
 * Every problem at once, each under the path of the control it is about ('products.0.amount',
 * 'extraFields.Email'), in words. What passes comes out as the request to send.
 */
export function voucherFormSchema(choices: VoucherChoices, messages: VoucherFormMessages) {
  const extraRules = choices.definition && buildFormSchema(choices.definition, messages.rule);
  return z.custom<VoucherFormValues>().transform((values, context) => {
    const extra = extraRules?.safeParse(values.extraFields);
    const request = voucherRequestSchema.safeParse(toVoucherRequest(values, choices));
    for (const issue of extra?.error?.issues ?? []) context.addIssue({ code: 'custom', path: ['extraFields', ...issue.path], message: issue.message });
    for (const issue of request.error?.issues ?? []) {
      context.addIssue({ code: 'custom', path: issue.path, message: messages.voucher(isVoucherKey(issue.message) ? issue.message : 'voucher.request-invalid') });
    }
    return request.success && !extra?.error ? request.data : z.NEVER;
  });
}
