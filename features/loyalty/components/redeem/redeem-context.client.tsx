'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Redemption } from '@/lib/loyalty/contract';
import type { RedemptionAttempt, RefusedRedemptionFields } from '../../api/redemptions';
import { attemptFor, forgetAttempt, readAttempt } from './redeem-attempt';
import { emptyDraft, firstRefusedStep, redeemSteps, requestOf, stepProblem, type RedeemDraft, type RedeemField, type RedeemMember, type RedeemStep } from './redeem-steps';
import { formatRedemptionAmount, parseRedemptionAmount } from '../../logic/number-formats';

/** The redeem flow's state: where the member is, what they entered, what was refused, the attempt and its outcome. */
export interface RedeemState {
  step: RedeemStep;
  draft: RedeemDraft;
  /** A field's refusal: the route's code (the browser's own check or the server's 400). */
  errors: Partial<Record<RedeemField, string>>;
  /** Set once the review step is reached: the key every send of this request carries. */
  attempt: RedemptionAttempt | null;
  /** The review was brought back from an attempt kept across a reload. */
  resumed: boolean;
  /** The request the programme took, once it did. */
  done: Redemption | null;
  /** Counts moves between steps and refusals, so the step in view takes the focus after each (never on the first render). */
  moves: number;
}

export interface RedeemFlow extends RedeemState {
  member: RedeemMember;
  update: <Field extends keyof RedeemDraft>(field: Field, value: RedeemDraft[Field]) => void;
  /** Checks the step's answer: on to the next step, or the refusal shown at its field. */
  next: () => void;
  /** To the step before, keeping everything entered. */
  back: () => void;
  /** The server refused fields: each shown at its field, from the earliest step with one. */
  showRefusal: (fields: RefusedRedemptionFields) => void;
  /** The programme took the attempt: its key is forgotten. */
  succeeded: (redemption: Redemption) => void;
  /** The server refused the attempt's key: the next send carries a new one. */
  renewAttempt: () => void;
  /** A new redemption from the first step. */
  restart: () => void;
}

const RedeemContext = createContext<RedeemFlow | null>(null);

/** Spec §8: the redeem context used outside its provider throws. */
export const MISSING_REDEEM_PROVIDER = 'useRedeemFlow must be used inside a RedeemFlowProvider: the redeem flow has no state without it.';

const initialState: RedeemState = { step: 'kind', draft: emptyDraft, errors: {}, attempt: null, resumed: false, done: null, moves: 0 };

/** The step (and error) of each entry of the draft. */
const fieldOf: Record<keyof RedeemDraft, RedeemField> = { kind: 'kind', amountText: 'amount', recipient: 'recipient', note: 'note' };

const stepAfter = (step: RedeemStep) => redeemSteps[Math.min(redeemSteps.indexOf(step) + 1, redeemSteps.length - 1)]!;
const stepBefore = (step: RedeemStep) => redeemSteps[Math.max(redeemSteps.indexOf(step) - 1, 0)]!;

export interface RedeemFlowProviderProps {
  member: RedeemMember;
  /** Where this member's attempt is kept in sessionStorage (./redeem-attempt.ts). */
  storageKey: string;
  children: ReactNode;
}

/** Holds the redeem flow's state for the steps, the review and the outcome below it. */
export function RedeemFlowProvider({ member, storageKey, children }: RedeemFlowProviderProps) {
  // An attempt kept across a reload comes back at the review, under its key: sending it again takes
  // the points at most once. Read as the flow mounts: the island is never hydrated over the
  // server's markup (loadWhenWanted replaces it), so the server, which has no sessionStorage, never disagrees.
  const [state, setState] = useState<RedeemState>(() => resumedState(storageKey) ?? initialState);

  const flow: RedeemFlow = {
    ...state,
    member,
    update: (field, value) =>
      setState((current) => ({ ...current, draft: { ...current.draft, [field]: value }, errors: { ...current.errors, [fieldOf[field]]: undefined } })),
    next: () => {
      const code = stepProblem(state.step, state.draft, member);
      if (code) {
        setState({ ...state, errors: { ...state.errors, [state.step]: code }, moves: state.moves + 1 });
        return;
      }
      const step = stepAfter(state.step);
      const draft = state.step === 'amount' ? { ...state.draft, amountText: reformattedAmount(state.draft, member) } : state.draft;
      if (step !== 'review') {
        setState({ ...state, step, draft, moves: state.moves + 1 });
        return;
      }
      // Every answer is checked again before the review: a step may have been skipped by a refusal's jump.
      const refused = firstRefusedStep(draft, member);
      if (refused) {
        setState({ ...state, step: refused.step, draft, errors: { ...state.errors, [refused.step]: refused.code }, moves: state.moves + 1 });
        return;
      }
      setState({ ...state, step, draft, attempt: attemptFor(storageKey, requestOf(draft, member), state.attempt), moves: state.moves + 1 });
    },
    back: () => setState((current) => ({ ...current, step: stepBefore(current.step), resumed: false, moves: current.moves + 1 })),
    showRefusal: (fields) =>
      setState((current) => ({
        ...current,
        step: redeemSteps.find((candidate): candidate is RedeemField => candidate !== 'review' && fields[candidate] !== undefined) ?? 'kind',
        errors: { ...current.errors, ...fields },
        resumed: false,
        moves: current.moves + 1,
      })),
    succeeded: (redemption) => {
      forgetAttempt(storageKey);
      setState((current) => ({ ...current, attempt: null, resumed: false, done: redemption, moves: current.moves + 1 }));
    },
    renewAttempt: () => {
      if (!state.attempt) return;
      forgetAttempt(storageKey);
      const attempt = attemptFor(storageKey, state.attempt.request, null);
      setState((current) => ({ ...current, attempt }));
    },
    restart: () => setState((current) => ({ ...initialState, moves: current.moves + 1 })),
  };

  return <RedeemContext value={flow}>{children}</RedeemContext>;
}

/** The review of the attempt kept for this member, if there is one. */
function resumedState(storageKey: string): RedeemState | null {
  const kept = readAttempt(storageKey);
  if (!kept) return null;
  const { kind, amount, recipient, note } = kept.request;
  return { ...initialState, step: 'review', draft: { kind, amountText: formatRedemptionAmount(amount), recipient, note: note ?? '' }, attempt: kept, resumed: true };
}

/** A valid amount as the flow writes it back ('1500' becomes '1.500'); anything else as typed. */
function reformattedAmount(draft: RedeemDraft, member: RedeemMember): string {
  const amount = parseRedemptionAmount(draft.amountText, member.orbiaPoints);
  return amount.ok ? formatRedemptionAmount(amount.amount) : draft.amountText;
}

/** The redeem flow's state and moves; throws outside a `RedeemFlowProvider` (spec §8). */
export function useRedeemFlow(): RedeemFlow {
  const flow = useContext(RedeemContext);
  if (!flow) throw new Error(MISSING_REDEEM_PROVIDER);
  return flow;
}
