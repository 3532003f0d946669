import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/**
 * The course progress routes' contract (`GET/PUT /api/courses/{slug}/progress`), shared by the
 * route and the course player: what a signed-in user has completed of a course. Units are counted
 * from 0 here; the course page's address counts them from 1.
 */

/** `?locale=` of a GET: the course is looked up in the locale the page shows. */
export const progressQuerySchema = z.object({ locale: z.enum(locales) });

/** A PUT's body: the unit the user has just completed. Its range is the course's: `unitInRange`. */
export const progressUpdateSchema = z.object({
  locale: z.enum(locales),
  unit: z.number().int().min(0),
});

/** A PUT's unit checked against the course's range. */
export const unitInRange = (unitCount: number) => z.object({ unit: z.number().int().min(0).max(unitCount - 1, `The course has ${unitCount} units.`) });

/** The answer of both routes. */
export const progressAnswerSchema = z.object({
  /** Completed units, ascending, each once. */
  completed: z.array(z.number().int().min(0)),
  unitCount: z.number().int().min(1),
});

/** What the shared store keeps per user and course. */
export const storedProgressSchema = z.object({ completed: z.array(z.number().int().min(0)) });

export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;
export type ProgressAnswer = z.infer<typeof progressAnswerSchema>;
export type StoredProgress = z.infer<typeof storedProgressSchema>;

/** The completed units with `unit` added: ascending, each once, only units the course has (a course that lost units drops theirs). */
export function markCompleted(completed: readonly number[], unit: number, unitCount: number): number[] {
  return [...new Set([...completed, unit])].filter((index) => index >= 0 && index < unitCount).sort((a, b) => a - b);
}
