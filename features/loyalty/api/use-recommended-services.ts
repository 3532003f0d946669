import { useInfiniteQuery } from '@tanstack/react-query';
import { recommendedServicesQueryOptions, type ServicesList } from './recommended-services';

/** The services of `list` in the browser, page by page, with the options the server prefetched page 1 with. */
export const useRecommendedServices = (list: ServicesList) => useInfiniteQuery(recommendedServicesQueryOptions(list));
