import { redemptionProblems, redemptionRequestSchema } from '@/lib/loyalty/contract';

/**
 * Points and redemption amounts are whole numbers written the Brazilian way in every locale (the
 * loyalty screens are Brazilian): a dot between thousands, always, even in 4 digits ('1.234.567',
 * '1.500'), no decimals.
 */
const groupedPoints = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: 'always' });
const signedPoints = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0, useGrouping: 'always', signDisplay: 'exceptZero' });

/** A points balance or total: '1.234.567' (a fraction is rounded; a negative keeps its '-'). */
export function formatPoints(points: number): string {
  return groupedPoints.format(points);
}

/** A history row's points with their sign: '+1.500', '-300', '0' (the UI colours positive green, negative red). */
export function formatSignedPoints(points: number): string {
  return signedPoints.format(points);
}

/** A redemption amount as the redeem flow shows it: '1.500'. */
export const formatRedemptionAmount = formatPoints;

/**
 * Why a typed redemption amount is refused: the server's field codes (`redemptionRequestSchema`,
 * `redemptionProblems`), and `amount_required` for a blank field. Anything but digits in groups of
 * three ('1,5', '1e3', '1.50', 'mil') is `amount_not_integer`.
 */
export type RedemptionAmountError = 'amount_required' | 'amount_not_integer' | 'amount_too_small' | 'amount_exceeds_balance';

export type RedemptionAmountResult = { ok: true; amount: number } | { ok: false; error: RedemptionAmountError };

/** Digits alone ('1500', '007'), or grouped by dots the way `formatRedemptionAmount` writes them ('1.500', '12.345'); an optional minus sign ('-' or '−'). */
const TYPED_AMOUNT = /^([-\u2212]?)(\d+|[1-9]\d{0,2}(?:\.\d{3})+)$/;

/**
 * Reads the amount a member typed in the redeem flow ('1.500' is 1500). Spaces around it are
 * ignored; anything else that is not a whole number in that form is refused, and so is a whole
 * number out of the limits the server checks again (at least 1, at most the redeemable points).
 */
export function parseRedemptionAmount(typed: string, redeemablePoints: number): RedemptionAmountResult {
  const text = typed.trim();
  if (text === '') return { ok: false, error: 'amount_required' };
  const match = TYPED_AMOUNT.exec(text);
  if (!match) return { ok: false, error: 'amount_not_integer' };
  const [, sign, digits] = match as unknown as [string, string, string];
  if (sign) return { ok: false, error: 'amount_too_small' };
  const amount = Number(digits.replaceAll('.', ''));
  // Past 2^53 digits no longer name one integer: far more than anyone can redeem.
  if (!Number.isSafeInteger(amount)) return { ok: false, error: 'amount_exceeds_balance' };
  const checked = redemptionRequestSchema.shape.amount.safeParse(amount);
  if (!checked.success) return { ok: false, error: checked.error.issues[0]?.message as RedemptionAmountError };
  const [problem] = redemptionProblems({ amount, recipient: 'self' }, { orbiaPoints: redeemablePoints, flGroupLeader: false, familiarGroup: null });
  return problem ? { ok: false, error: problem.code as RedemptionAmountError } : { ok: true, amount };
}
