import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { VisitorCountry } from '@/lib/location/postal-codes';
import { predictionsQueryOptions } from './places';

/** Predictions for what the visitor has typed (already debounced); nothing is asked for blank input. */
export const usePlacePredictions = (input: string, country: VisitorCountry, language: Locale) =>
  useQuery({ ...predictionsQueryOptions(input.trim(), country, language), enabled: input.trim() !== '', placeholderData: keepPreviousData });
