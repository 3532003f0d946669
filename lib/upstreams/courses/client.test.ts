// @vitest-environment node
import { env } from '@/lib/env';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { getCourse, listCourses } from './client';

const LIST_PATH = '/courses/v1/courses';
const COURSE = 'tecnologia-de-aplicacao';

describe('the courses client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it('lists the Portuguese catalogue as cards: more than two gallery steps, every category, 3 to 6 units each, local SVG images', async () => {
    const courses = await listCourses('pt-BR');
    expect(courses.length).toBeGreaterThanOrEqual(20);
    expect(new Set(courses.map((course) => course.category))).toEqual(new Set(['corn', 'agronomic', 'fields', 'weather', 'seeds']));
    for (const course of courses) {
      expect(course.unitCount).toBeGreaterThanOrEqual(3);
      expect(course.unitCount).toBeLessThanOrEqual(6);
      expect(course.image.src).toMatch(/^\/images\/courses\/\w+\.svg$/);
    }
    expect(new Set(courses.map((course) => course.slug)).size).toBe(courses.length);
    expect((await sandbox.requests(LIST_PATH))[0]!.query).toEqual({ locale: 'pt-BR' });
  });

  it('lists each locale its own catalogue: 9 Argentine and 9 US courses, in their languages', async () => {
    const [spanish, english] = await Promise.all([listCourses('es-AR'), listCourses('en-US')]);
    expect(spanish).toHaveLength(9);
    expect(english).toHaveLength(9);
    expect(spanish[0]).toMatchObject({ slug: 'maiz-tardio', title: 'Maíz tardío: claves del manejo', image: { alt: 'Espigas de maíz maduras en el lote' } });
    expect(english[0]).toMatchObject({ slug: 'corn-planting-date', image: { src: '/images/courses/corn.svg', alt: 'Ripe ears of corn in the field' } });
  });

  it('answers a course with its units, as many as its card says', async () => {
    const [card] = (await listCourses('pt-BR')).filter((course) => course.slug === COURSE);
    const course = await getCourse('pt-BR', COURSE);
    expect(course).toMatchObject({ slug: COURSE, title: 'Tecnologia de aplicação', category: 'agronomic' });
    expect(course!.units).toHaveLength(card!.unitCount);
    expect(course!.units[0]).toEqual({ title: 'Tamanho de gota', paragraphs: [expect.stringContaining('Gotas finas')] });
  });

  it('answers null for a course the locale lacks', async () => {
    expect(await getCourse('pt-BR', 'curso-que-nao-existe')).toBeNull();
    expect(await getCourse('es-AR', COURSE)).toBeNull();
  });

  it('fails on a course the service cannot answer, after one retry of a server error, or in a shape it cannot read', async () => {
    await sandbox.fault({ path: `${LIST_PATH}/${COURSE}`, status: 503, times: 0 });
    expect(await upstreamFailureOf(getCourse('pt-BR', COURSE))).toMatchObject({ failure: 'status', status: 503 });
    expect(await sandbox.requests(`${LIST_PATH}/${COURSE}`)).toHaveLength(2);
    await sandbox.reset();
    await sandbox.fault({ path: `${LIST_PATH}/${COURSE}`, malformed: true, times: 0 });
    expect(await upstreamFailureOf(getCourse('pt-BR', COURSE))).toMatchObject({ failure: 'malformed' });
  });

  it('retries a server error once', async () => {
    await sandbox.fault({ path: LIST_PATH, status: 503, times: 1 });
    expect(await listCourses('pt-BR')).not.toHaveLength(0);
    expect(await sandbox.requests(LIST_PATH)).toHaveLength(2);
  });

  it('fails without calling anything when no service is configured', async () => {
    expect(await upstreamFailureOf(listCourses('pt-BR', { ...env.courses, baseUrl: null }))).toMatchObject({ failure: 'unreachable' });
    expect(await upstreamFailureOf(getCourse('pt-BR', COURSE, { ...env.courses, baseUrl: null }))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(LIST_PATH)).toHaveLength(0);
  });
});

describeUpstreamFaults('the course list', { path: LIST_PATH }, (timeoutMs) => listCourses('pt-BR', { ...env.courses, timeoutMs }), { retries: 1 });
