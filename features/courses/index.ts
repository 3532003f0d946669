/** The course pages (`/{locale}/cursos/{slug}[/{n}]`): what app/ renders them with. */
export { readCoursePage, type CourseRead } from './api/read-course';
export { CoursePlayerPage } from './components/course-player-page';
export { coursePageMetadata } from './metadata';
export { unitPath } from './logic/course-units';
