import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DIGITAL_FINANCE_FAILURE, digitalFinanceQueryOptions } from './digital-finance';

/**
 * The customer's digital finance records in the browser, with the options the server prefetched
 * them with; after the retries, the failure is logged once with the spec's message.
 */
export function useDigitalFinance() {
  const query = useQuery(digitalFinanceQueryOptions());
  const { error } = query;
  useEffect(() => {
    if (error) console.error(DIGITAL_FINANCE_FAILURE, error);
  }, [error]);
  return query;
}
