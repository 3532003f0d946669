import { useQuery } from '@tanstack/react-query';
import { interestThemesQueryOptions } from './contents-for-you-themes';

/** The picker's themes, read once `enabled` (the picker is open). */
export const useInterestThemes = (enabled: boolean) => useQuery({ ...interestThemesQueryOptions(), enabled });
