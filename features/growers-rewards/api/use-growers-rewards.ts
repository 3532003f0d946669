import { useQuery } from '@tanstack/react-query';
import { growersRewardsQueryOptions } from './growers-rewards';

/** The grower's programme in the browser, with the options the server prefetched it with. */
export const useGrowersRewards = () => useQuery(growersRewardsQueryOptions());
