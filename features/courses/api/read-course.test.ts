// @vitest-environment node
import { sandbox } from '@/tests/sandbox-control';
import { readCoursePage } from './read-course';

const SLUG = 'balanco-hidrico';

describe('readCoursePage', () => {
  beforeEach(() => sandbox.reset());

  it.each([
    [undefined, 0],
    [['2'], 1],
    [['3'], 2],
  ])('reads %j as unit %i of the course', async (segments, unit) => {
    const read = await readCoursePage('pt-BR', SLUG, segments);
    expect(read).toMatchObject({ kind: 'unit', unit, course: { slug: SLUG, title: 'Balanço hídrico da lavoura' } });
  });

  it.each([
    ['a unit the course lacks', SLUG, ['4']],
    ['the first unit under a second address', SLUG, ['1']],
    ['an unknown course', 'curso-que-nao-existe', undefined],
  ])('answers not found for %s', async (_, slug, segments) => {
    expect(await readCoursePage('pt-BR', slug, segments)).toEqual({ kind: 'not-found' });
  });

  it('answers not found for a slug the service could not hold, without asking it', async () => {
    expect(await readCoursePage('pt-BR', 'Balanço Hídrico', undefined)).toEqual({ kind: 'not-found' });
    expect(await sandbox.requests('/courses/v1/courses/Balan%C3%A7o%20H%C3%ADdrico')).toHaveLength(0);
  });

  it('answers not found for a course of another locale', async () => {
    expect(await readCoursePage('es-AR', SLUG, undefined)).toEqual({ kind: 'not-found' });
  });

  it('is a failure, not a 404, when the service fails', async () => {
    await sandbox.fault({ path: `/courses/v1/courses/${SLUG}`, status: 503, times: 0 });
    expect(await readCoursePage('pt-BR', SLUG, ['2'])).toMatchObject({ kind: 'failed', error: { failure: 'status', status: 503 } });
  });
});
