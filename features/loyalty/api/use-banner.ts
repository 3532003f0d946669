import { useQuery } from '@tanstack/react-query';
import { bannerQueryOptions } from './banner';

/** The dashboard's banner in the browser, with the options the server prefetched it with. */
export const useBanner = () => useQuery(bannerQueryOptions());
