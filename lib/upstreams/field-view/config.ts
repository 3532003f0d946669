import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

/** The client id the sandbox's partner knows; useless anywhere else. */
export const sandboxFieldViewClientId = 'sandbox-field-view-client';

export interface FieldViewSettings {
  /** The field-data partner's API. Null with the sandbox off and nothing configured: nobody can connect (the card offers to). */
  baseUrl: string | null;
  /** Our client id at the partner: sent when linking an account and in the field-selection site's link. */
  clientId: string | null;
  /** The partner's field-selection site, where a user picks and adds fields. */
  fieldSelectionUrl: string | null;
  timeoutMs: number;
  /** How long the campaign card's fetch waits before syncing again: the partner syncs in the background. */
  syncPauseMs: number;
}

const VARIABLES = ['FIELD_VIEW_URL', 'FIELD_VIEW_CLIENT_ID', 'FIELD_VIEW_FIELD_SELECTION_URL'] as const;

export const fieldViewConfig = envSlice({
  variables: z.object({
    /** The field-data partner's API, e.g. https://api.fieldview.example/partners/v1. */
    FIELD_VIEW_URL: z.url().optional(),
    /** Our client id at the partner. */
    FIELD_VIEW_CLIENT_ID: z.string().min(1).optional(),
    /** The partner's field-selection site, linked with `client_id`. */
    FIELD_VIEW_FIELD_SELECTION_URL: z.url().optional(),
    FIELD_VIEW_TIMEOUT_MS: timeoutMs(8000),
    /** The pause between two syncs of one dashboard fetch (0: none). */
    FIELD_VIEW_SYNC_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  }),
  // All or none: half a configuration would send our real users to the sandbox or the reverse.
  problems: ({ present }) => (VARIABLES.some((name) => present[name]) ? requireVariables(present, VARIABLES, 'any FIELD_VIEW_* address or client id is set') : []),
  settings: (values, { sandbox, sandboxUrl }): FieldViewSettings => {
    if (values.FIELD_VIEW_URL) {
      return {
        baseUrl: values.FIELD_VIEW_URL,
        clientId: values.FIELD_VIEW_CLIENT_ID ?? null,
        fieldSelectionUrl: values.FIELD_VIEW_FIELD_SELECTION_URL ?? null,
        timeoutMs: values.FIELD_VIEW_TIMEOUT_MS,
        syncPauseMs: values.FIELD_VIEW_SYNC_PAUSE_MS,
      };
    }
    return sandbox
      ? {
          baseUrl: sandboxUrl('/field-view/api'),
          clientId: sandboxFieldViewClientId,
          fieldSelectionUrl: sandboxUrl('/field-view/field-selection'),
          timeoutMs: values.FIELD_VIEW_TIMEOUT_MS,
          syncPauseMs: values.FIELD_VIEW_SYNC_PAUSE_MS,
        }
      : { baseUrl: null, clientId: null, fieldSelectionUrl: null, timeoutMs: values.FIELD_VIEW_TIMEOUT_MS, syncPauseMs: values.FIELD_VIEW_SYNC_PAUSE_MS };
  },
});
