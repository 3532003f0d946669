import { useQuery } from '@tanstack/react-query';
import { expiringPointsQueryOptions } from './expiring-points';

/** The member's expiring lots in the browser, with the options the server prefetched them with. */
export const useExpiringPoints = () => useQuery(expiringPointsQueryOptions());
