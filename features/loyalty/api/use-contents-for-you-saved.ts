import { useQuery } from '@tanstack/react-query';
import { savedInterestsQueryOptions } from './contents-for-you-saved';

/** The member's saved interests, read once `enabled` (the sheet is open and was given none). */
export const useSavedInterests = (enabled: boolean) => useQuery({ ...savedInterestsQueryOptions(), enabled });
