import {
  amountDigits,
  amountsMissing,
  buyingChannels,
  calculate,
  MAX_BRANDS,
  MAX_YEARS,
  partnerKinds,
  starCategories,
  type BuyingChannel,
  type CalculatorResult,
  type PartnerKind,
  type StarCategory,
} from './calculator';

/**
 * What the calculator holds between a visitor's steps (spec §4 "Calculator"), and how each step
 * changes it: a reducer, so every transition is a pure function with a test.
 */
export interface CalculatorState {
  channel: BuyingChannel;
  partnerKind: PartnerKind;
  stars: StarCategory;
  /** The amount inputs' digits (centavos), as typed. */
  purchaseDigits: string;
  cornDigits: string;
  years: number;
  brands: number;
  /** Calculate was asked with both amounts empty or zero: both inputs are marked. */
  amountsInvalid: boolean;
  result: CalculatorResult | null;
  /** The channel changed and cleared the rest: said to screen readers. */
  clearedByChannel: boolean;
}

export type CalculatorAction =
  | { type: 'channel'; channel: BuyingChannel }
  | { type: 'partner-kind'; partnerKind: PartnerKind }
  | { type: 'stars'; stars: StarCategory }
  | { type: 'purchase' | 'corn'; typed: string; previousText: string }
  | { type: 'years'; years: number }
  | { type: 'brands'; brands: number }
  | { type: 'calculate'; bands: readonly number[] }
  | { type: 'clear' }
  | { type: 'adopt'; entered: EnteredBeforeLoad };

/** What a visitor entered in the server's markup before the code loaded, read from the form as it is. */
export interface EnteredBeforeLoad {
  channel?: string;
  partnerKind?: string;
  stars?: string;
  purchase?: string;
  corn?: string;
  years?: string;
  brands?: string;
}

const oneOf = <T extends string | number>(options: readonly T[], value: string | undefined, fallback: T): T =>
  options.find((option) => String(option) === value) ?? fallback;

export const initialCalculatorState: CalculatorState = {
  channel: 'partner',
  partnerKind: 'distributor',
  stars: 1,
  purchaseDigits: '',
  cornDigits: '',
  years: 0,
  brands: 0,
  amountsInvalid: false,
  result: null,
  clearedByChannel: false,
};

/**
 * The digits an edit of a formatted amount leaves. Deleting a character that is not a digit (a
 * separator, the currency sign) changes no digit: it deletes the last digit instead, so
 * Backspace always takes something away.
 */
export function editedDigits(digits: string, typed: string, previousText: string): string {
  const next = amountDigits(typed);
  return next === digits && typed.length < previousText.length ? digits.slice(0, -1) : next;
}

export function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
  switch (action.type) {
    case 'channel':
      // Changing how one buys starts over (spec §4); choosing the same channel again changes nothing.
      return action.channel === state.channel ? state : { ...initialCalculatorState, channel: action.channel, clearedByChannel: true };
    case 'partner-kind':
      return { ...state, partnerKind: action.partnerKind };
    case 'stars':
      return { ...state, stars: action.stars, clearedByChannel: false };
    case 'purchase':
      return { ...state, purchaseDigits: editedDigits(state.purchaseDigits, action.typed, action.previousText), amountsInvalid: false, clearedByChannel: false };
    case 'corn':
      return { ...state, cornDigits: editedDigits(state.cornDigits, action.typed, action.previousText), amountsInvalid: false, clearedByChannel: false };
    case 'years':
      return { ...state, years: action.years, clearedByChannel: false };
    case 'brands':
      return { ...state, brands: action.brands, clearedByChannel: false };
    case 'calculate': {
      if (amountsMissing(state.purchaseDigits, state.cornDigits)) return { ...state, amountsInvalid: true, result: null, clearedByChannel: false };
      const calculation = calculate(state, action.bands);
      return { ...state, amountsInvalid: false, result: calculation.ok ? calculation.result : null, clearedByChannel: false };
    }
    case 'adopt': {
      const { entered } = action;
      const upTo = (max: number) => Array.from({ length: max + 1 }, (_, index) => index);
      return {
        ...state,
        channel: oneOf(buyingChannels, entered.channel, state.channel),
        partnerKind: oneOf(partnerKinds, entered.partnerKind, state.partnerKind),
        stars: oneOf(starCategories, entered.stars, state.stars),
        purchaseDigits: entered.purchase === undefined ? state.purchaseDigits : amountDigits(entered.purchase),
        cornDigits: entered.corn === undefined ? state.cornDigits : amountDigits(entered.corn),
        years: oneOf(upTo(MAX_YEARS), entered.years, state.years),
        brands: oneOf(upTo(MAX_BRANDS), entered.brands, state.brands),
      };
    }
    case 'clear':
      // Clear resets the inputs and the stars; the channel chosen stays.
      return { ...initialCalculatorState, channel: state.channel, partnerKind: state.partnerKind };
  }
}
