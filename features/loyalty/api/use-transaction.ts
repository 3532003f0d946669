import { useQuery } from '@tanstack/react-query';
import { transactionQueryOptions } from './transaction';

/** A transaction's detail, asked for while `transactionNumber` is set (the sheet is open). */
export const useTransaction = (transactionNumber: string | null) =>
  useQuery({ ...transactionQueryOptions(transactionNumber ?? ''), enabled: transactionNumber !== null });
