import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from './categories';

/** The history filter's categories in the browser, with the options the server prefetched them with. */
export const useCategories = () => useQuery(categoriesQueryOptions());
