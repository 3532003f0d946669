import { z } from 'zod';

/**
 * A fault tests ask the sandbox for: the next matching request(s) get an error status, a delay
 * (then the normal answer, or the error status), or a body that is not JSON. Matching is on the
 * path inside the sandbox (`/marketo/forms/index.php/form/getForm`), optionally the method and
 * query parameters.
 */
export const faultRuleSchema = z
  .object({
    path: z.string().startsWith('/'),
    method: z
      .string()
      .transform((method) => method.toUpperCase())
      .optional(),
    /** Every listed parameter must be present with this value; others are ignored. */
    query: z.record(z.string(), z.string()).optional(),
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(1).max(60_000).optional(),
    malformed: z.boolean().optional(),
    /** How many requests it applies to; 0 means until removed. */
    times: z.number().int().min(0).max(1_000).default(1),
  })
  .strict()
  .refine((rule) => rule.status !== undefined || rule.delayMs !== undefined || rule.malformed, 'a fault needs status, delayMs or malformed');

export type FaultRule = z.output<typeof faultRuleSchema> & { id: string };

export interface FaultTarget {
  method: string;
  path: string;
  query: URLSearchParams;
}

const matches = (rule: FaultRule, target: FaultTarget) =>
  rule.path === target.path &&
  (rule.method === undefined || rule.method === target.method) &&
  Object.entries(rule.query ?? {}).every(([name, value]) => target.query.get(name) === value);

/**
 * The first rule matching the request, counted as used: a rule with `times` left is removed once
 * they are spent.
 */
export function takeFault(rules: FaultRule[], target: FaultTarget): FaultRule | undefined {
  const index = rules.findIndex((rule) => matches(rule, target));
  if (index === -1) return undefined;
  const rule = rules[index]!;
  if (rule.times === 1) rules.splice(index, 1);
  else if (rule.times > 1) rules[index] = { ...rule, times: rule.times - 1 };
  return rule;
}
