import {
  redemptionProblems,
  redemptionRequestSchema,
  type MemberSummary,
  type RedemptionKind,
  type RedemptionRecipient,
  type RedemptionRequest,
} from '@/lib/loyalty/contract';
import { parseRedemptionAmount } from '../../logic/number-formats';

/** The redeem flow's steps (spec §2): step1 kind, step2 amount, step3 recipient, step4 optional note, then the review. */
export const redeemSteps = ['kind', 'amount', 'recipient', 'note', 'review'] as const;
export type RedeemStep = (typeof redeemSteps)[number];
/** The steps that ask for something: each asks for the request's field of its name. */
export type RedeemField = Exclude<RedeemStep, 'review'>;

/** What the member entered so far, as entered (the amount as typed, '1.500'). */
export interface RedeemDraft {
  kind: RedemptionKind | null;
  amountText: string;
  recipient: RedemptionRecipient;
  note: string;
}

export const emptyDraft: RedeemDraft = { kind: null, amountText: '', recipient: 'self', note: '' };

/** The most a note holds (the route's `note_too_long`). */
export const NOTE_MAX_LENGTH = 500;

export type RedeemMember = Pick<MemberSummary, 'orbiaPoints' | 'flGroupLeader' | 'familiarGroup'>;

/** Whom this member may redeem for: themselves, and their group only when they lead it (others never see that option). */
export function recipientsFor(member: RedeemMember): RedemptionRecipient[] {
  return member.familiarGroup && member.flGroupLeader ? ['self', 'group'] : ['self'];
}

/**
 * Why a step's answer cannot go on, as the route's field code ('kind_required' and
 * 'amount_required' for what was left blank), or null. The same rules the route checks again.
 */
export function stepProblem(step: RedeemStep, draft: RedeemDraft, member: RedeemMember): string | null {
  switch (step) {
    case 'kind':
      return draft.kind ? null : 'kind_required';
    case 'amount': {
      const amount = parseRedemptionAmount(draft.amountText, member.orbiaPoints);
      return amount.ok ? null : amount.error;
    }
    case 'recipient':
      return redemptionProblems({ amount: 0, recipient: draft.recipient }, member)[0]?.code ?? null;
    case 'note': {
      const note = redemptionRequestSchema.shape.note.safeParse(draft.note);
      return note.success ? null : (note.error.issues[0]?.message ?? 'note_too_long');
    }
    case 'review':
      return null;
  }
}

/** The first step whose answer is refused, or null when the whole request may be sent. */
export function firstRefusedStep(draft: RedeemDraft, member: RedeemMember): { step: RedeemField; code: string } | null {
  for (const step of redeemSteps) {
    if (step === 'review') break;
    const code = stepProblem(step, draft, member);
    if (code) return { step, code };
  }
  return null;
}

/** The request a complete draft stands for (call after `firstRefusedStep` found nothing). */
export function requestOf(draft: RedeemDraft, member: RedeemMember): RedemptionRequest {
  const amount = parseRedemptionAmount(draft.amountText, member.orbiaPoints);
  if (!draft.kind || !amount.ok) throw new Error('The redeem flow has no complete request to send yet.');
  const note = draft.note.trim();
  return { kind: draft.kind, amount: amount.amount, recipient: draft.recipient, ...(note && { note }) };
}
