import { z } from 'zod';

/** One of the journey's info cards: what a step of the programme is about, written by editors. */
const infoCardSchema = z.object({
  /** The card's heading, e.g. 'Análise de solo'. */
  title: z.string().trim().min(1),
  /** One or two sentences under it (plain text). */
  text: z.string().trim().min(1),
});

/**
 * `carbon-program-journey`: the participant's fields and documents, read per request for the
 * viewer; the editors write only the info cards shown above them (at most six).
 */
export const carbonJourneySchema = z
  .object({
    infoCards: z.array(infoCardSchema).max(6).default([]),
  })
  .strict();

export type CarbonJourneyProps = z.output<typeof carbonJourneySchema>;

/** `carbon-program-gate`: nothing to write; placed first on the journey page, it sends non-participants to the logged-in area. */
export const carbonGateSchema = z.object({}).strict();

export type CarbonGateProps = z.output<typeof carbonGateSchema>;
