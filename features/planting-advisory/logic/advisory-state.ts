import { DEFAULT_AMOUNT, type ClimaticYear, type SavedAdvisory, type WaterInGround } from '@/lib/planting-advisory/contract';
import { acceptsTypedAmount, amountValue, clampAmountOnBlur, isAmountValid } from './amount';
import { fromIsoDate, isSowingDateAllowed } from './sowing-date';

/** Spec §4: the flow's steps, in order. */
export const advisorySteps = ['selectField', 'environment', 'summary'] as const;
export type AdvisoryStep = (typeof advisorySteps)[number];

/** Spec §3's advisory state; the date is yyyy-MM-dd, the amount the text as typed. */
export interface AdvisoryChoices {
  selectedFarm: string | null;
  selectedField: string | null;
  selectedDate: string | null;
  selectedClimaticYear: ClimaticYear | null;
  selectedWaterInGround: WaterInGround | null;
  selectedAmount: string;
}

export const initialChoices: AdvisoryChoices = {
  selectedFarm: null,
  selectedField: null,
  selectedDate: null,
  selectedClimaticYear: null,
  selectedWaterInGround: null,
  selectedAmount: String(DEFAULT_AMOUNT),
};

export type ChoicesAction =
  | { type: 'farm'; farm: string | null }
  | { type: 'field'; field: string | null }
  | { type: 'date'; date: string | null }
  | { type: 'climaticYear'; climaticYear: ClimaticYear }
  | { type: 'water'; water: WaterInGround }
  | { type: 'amountTyped'; text: string }
  | { type: 'amountBlurred' }
  | { type: 'restore'; choices: AdvisoryChoices };

/** The choices' rules: a new farm clears the field (spec §4); a typed amount only if acceptable (spec §5). */
export function choicesReducer(state: AdvisoryChoices, action: ChoicesAction): AdvisoryChoices {
  switch (action.type) {
    case 'farm':
      return action.farm === state.selectedFarm ? state : { ...state, selectedFarm: action.farm, selectedField: null };
    case 'field':
      return { ...state, selectedField: action.field };
    case 'date':
      return { ...state, selectedDate: action.date };
    case 'climaticYear':
      return { ...state, selectedClimaticYear: action.climaticYear };
    case 'water':
      return { ...state, selectedWaterInGround: action.water };
    case 'amountTyped':
      return acceptsTypedAmount(action.text) ? { ...state, selectedAmount: action.text } : state;
    case 'amountBlurred':
      return { ...state, selectedAmount: clampAmountOnBlur(state.selectedAmount) };
    case 'restore':
      return action.choices;
  }
}

const dateIsAllowed = (iso: string | null, now: Date) => {
  const date = iso === null ? null : fromIsoDate(iso);
  return date !== null && isSowingDateAllowed(date, now);
};

/** Whether a step's fields are filled (spec §4): farm and field; then climatic year, date, amount, water. */
export function isStepComplete(step: AdvisoryStep, choices: AdvisoryChoices, now: Date): boolean {
  if (step === 'selectField') return choices.selectedFarm !== null && choices.selectedField !== null;
  if (step === 'environment')
    return choices.selectedClimaticYear !== null && dateIsAllowed(choices.selectedDate, now) && isAmountValid(choices.selectedAmount) && choices.selectedWaterInGround !== null;
  return isStepComplete('selectField', choices, now) && isStepComplete('environment', choices, now);
}

/** The step after `step` (the summary is the last). */
export const nextStep = (step: AdvisoryStep): AdvisoryStep => advisorySteps[Math.min(advisorySteps.indexOf(step) + 1, advisorySteps.length - 1)]!;
/** The step before `step` (the first stays). */
export const previousStep = (step: AdvisoryStep): AdvisoryStep => advisorySteps[Math.max(advisorySteps.indexOf(step) - 1, 0)]!;

/** Same choices? The amount compares as a number ('8' and '8.0' are one yield). */
export function sameChoices(a: AdvisoryChoices, b: AdvisoryChoices): boolean {
  return (
    a.selectedFarm === b.selectedFarm &&
    a.selectedField === b.selectedField &&
    a.selectedDate === b.selectedDate &&
    a.selectedClimaticYear === b.selectedClimaticYear &&
    a.selectedWaterInGround === b.selectedWaterInGround &&
    (amountValue(a.selectedAmount) ?? a.selectedAmount) === (amountValue(b.selectedAmount) ?? b.selectedAmount)
  );
}

/** The edit modal's save (spec §4): disabled when nothing changed or the choices are not complete (an invalid amount). */
export const canSaveEdit = (initial: AdvisoryChoices, draft: AdvisoryChoices, now: Date) => !sameChoices(initial, draft) && isStepComplete('summary', draft, now);

/** Complete choices as the route keeps them; null while any is missing. */
export function toSaved(choices: AdvisoryChoices, now: Date): SavedAdvisory | null {
  if (!isStepComplete('summary', choices, now)) return null;
  return {
    farm: choices.selectedFarm!,
    field: choices.selectedField!,
    date: choices.selectedDate!,
    climaticYear: choices.selectedClimaticYear!,
    waterInGround: choices.selectedWaterInGround!,
    amount: amountValue(choices.selectedAmount)!,
  };
}

/**
 * A saved advisory as choices to start from: a farm or field no longer among the user's, or a date
 * now past, is left empty for the user to choose again.
 */
export function fromSaved(saved: SavedAdvisory, farms: readonly { name: string; fields: readonly { name: string }[] }[], now: Date): AdvisoryChoices {
  const farm = farms.find((item) => item.name === saved.farm);
  const field = farm?.fields.find((item) => item.name === saved.field);
  return {
    selectedFarm: farm ? farm.name : null,
    selectedField: field ? field.name : null,
    selectedDate: dateIsAllowed(saved.date, now) ? saved.date : null,
    selectedClimaticYear: saved.climaticYear,
    selectedWaterInGround: saved.waterInGround,
    selectedAmount: String(saved.amount),
  };
}
