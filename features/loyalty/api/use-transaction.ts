import { useQuery } from '@tanstack/react-query';
import { transactionQueryOptions } from './transaction';

/** A transaction's detail, asked for when its sheet first opens (the sheet mounts then). */
export const useTransaction = (transactionNumber: string) => useQuery(transactionQueryOptions(transactionNumber));
