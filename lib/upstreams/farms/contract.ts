import { z } from 'zod';

/**
 * The planting advisory's farms service (the Preceon preview farms; discovery spec §3, §6): a
 * user's farms and their fields, looked up by the user's e-mail encoded as base64, with a default
 * list for users it does not know.
 */

/** `GET {base}/preview-farms/{key}`: key is the base64 of the e-mail, or `default`. */
export const previewFarmsPath = (key: string) => `/preview-farms/${encodeURIComponent(key)}`;

/** The key of the list every unknown user gets. */
export const DEFAULT_FARMS_KEY = 'default';

export const fieldWireSchema = z.object({
  name: z.string().min(1),
  /** Hectares. */
  area: z.number().nonnegative(),
  owner: z.string(),
  /** The field the service recommends for the seed. */
  isBestOption: z.boolean(),
});

export const farmWireSchema = z.object({
  name: z.string().min(1),
  fields: z.array(fieldWireSchema),
});

export const previewFarmsAnswerSchema = z.object({ farms: z.array(farmWireSchema) });

export type PreviewFarmsAnswer = z.infer<typeof previewFarmsAnswerSchema>;
