import { z } from 'zod';

/** The `course-gallery` block's props: the words around the cards; the cards are the courses service's, for the page's locale. */
export const courseGallerySchema = z.object({
  /** The gallery's heading; the feature's 'Agronomy courses' when absent. */
  heading: z.string().min(1).optional(),
  /** A line under the heading. */
  text: z.string().min(1).optional(),
});

export type CourseGalleryProps = z.infer<typeof courseGallerySchema>;
