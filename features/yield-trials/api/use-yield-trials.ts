import { useQuery } from '@tanstack/react-query';
import type { TrialBrand } from '@/lib/yield-trials/constants';
import { yieldTrialsQueryOptions } from './yield-trials';

/** The trials near a zip in the browser; nothing is asked until a zip is known. */
export const useYieldTrials = (zip: string | null, brand: TrialBrand) => useQuery({ ...yieldTrialsQueryOptions(zip ?? '', brand), enabled: zip !== null });
