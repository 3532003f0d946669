import { apiJson } from '@/lib/api-client';
import { preferenceChangeSchema, quotationPreferencesSchema, type PreferenceChange, type QuotationItem } from '@/lib/quotations/contract';

/**
 * `GET` and `PATCH /api/quotations/preferences`: the signed-in member's quotation items and the
 * change of one. Read in the browser when the sheet opens (./use-quotation-preferences.ts); the
 * sheet's root loads zod's jitless mode first (lib/browser/zod-jitless.ts).
 */

const PATH = '/api/quotations/preferences';

export async function fetchQuotationPreferences(): Promise<QuotationItem[]> {
  return (await apiJson(PATH, quotationPreferencesSchema)).items;
}

export const saveQuotationPreference = (change: PreferenceChange): Promise<PreferenceChange> =>
  apiJson(PATH, preferenceChangeSchema, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(change) });

export const quotationPreferencesQueryOptions = () => ({
  queryKey: ['quotations', 'preferences'] as const,
  queryFn: fetchQuotationPreferences,
  retry: false,
  // Changed in this tab only through the sheet, which writes each change here.
  staleTime: 5 * 60_000,
});
