import { block, defineFeature } from '@/lib/cms/blocks';
import { courseGallerySchema } from './schema';

/**
 * Agronomy courses (discovery spec §2, §4, §9): the gallery block, whose cards the server reads from
 * the courses service; each course's player is a page of its own (`app/[locale]/cursos/[slug]`,
 * through ./index.ts), with the signed-in user's progress kept by `/api/courses/{slug}/progress`.
 */
export const courses = defineFeature({
  blocks: {
    // Waits for the courses service: on a streamed page its skeleton shows meanwhile.
    'course-gallery': block(courseGallerySchema, () => import('./components/course-gallery').then((module) => module.CourseGallery), {
      skeleton: () => import('./components/course-gallery-skeleton').then((module) => module.CourseGallerySkeleton),
    }),
  },
});
