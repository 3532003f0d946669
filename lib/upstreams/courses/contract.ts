import { z } from 'zod';

/**
 * The agronomy courses service (a learning platform's catalogue API), as this site calls it:
 * `GET {COURSES_URL}/v1/courses?locale={locale}` lists a locale's courses as cards, and
 * `GET {COURSES_URL}/v1/courses/{slug}?locale={locale}` answers one course with its units (404 for
 * a course the locale lacks). The client reads the answers with these schemas; the sandbox answers
 * the same shapes.
 */

export const COURSES_PATH = '/v1/courses';

/** Spec §2: "Course card: image, category (corn, agronomic, fields, weather, seeds)". */
export const courseCategories = ['corn', 'agronomic', 'fields', 'weather', 'seeds'] as const;
export type CourseCategory = (typeof courseCategories)[number];

/** A slug as the service spells it, safe in a path segment. */
export const courseSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens').max(100);

/** An image of this site (under public/): the service never points us at a network image. */
const localImageSchema = z.object({
  src: z.string().regex(/^\/images\/[\w/.-]+\.svg$/, 'must be an SVG under /images/'),
  alt: z.string(),
});

export const courseCardSchema = z.object({
  slug: courseSlugSchema,
  title: z.string().min(1),
  category: z.enum(courseCategories),
  image: localImageSchema,
  /** How many units the course has. */
  unitCount: z.number().int().min(1),
});

export const courseUnitSchema = z.object({
  title: z.string().min(1),
  /** The unit's text, one entry per paragraph. */
  paragraphs: z.array(z.string().min(1)).min(1),
  image: localImageSchema.optional(),
});

export const courseSchema = courseCardSchema.omit({ unitCount: true }).extend({
  summary: z.string().min(1),
  units: z.array(courseUnitSchema).min(1),
});

export const courseListAnswerSchema = z.object({ courses: z.array(courseCardSchema) });

export type CourseCard = z.infer<typeof courseCardSchema>;
export type CourseUnit = z.infer<typeof courseUnitSchema>;
export type Course = z.infer<typeof courseSchema>;
export type CourseListAnswer = z.infer<typeof courseListAnswerSchema>;
