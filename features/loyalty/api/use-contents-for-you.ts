import { useQuery } from '@tanstack/react-query';
import { contentsForYouQueryOptions } from './contents-for-you';

/** The member's contents and interests in the browser, with the options the server prefetched them with. */
export const useContentsForYou = () => useQuery(contentsForYouQueryOptions());
