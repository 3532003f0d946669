import { useQuery } from '@tanstack/react-query';
import { memberQueryOptions } from './member';

/** The member's summary in the browser, with the options the server prefetched it with. */
export const useMember = () => useQuery(memberQueryOptions());
