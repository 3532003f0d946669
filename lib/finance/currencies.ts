/**
 * Digital finance's constants that browser code reads: a module without zod, whose runtime would
 * otherwise join the widget's first load (and its compile probe trip the CSP).
 */

/** Spec section 9: currencies USD and ARS, ARS by default. */
export const financeCurrencies = ['ARS', 'USD'] as const;
export type FinanceCurrency = (typeof financeCurrencies)[number];
export const DEFAULT_FINANCE_CURRENCY: FinanceCurrency = 'ARS';

/** Spec section 8: the browser asks twice more before it shows the error. */
export const DIGITAL_FINANCE_RETRIES = 2;
