// @vitest-environment node
import { getCourse } from '@/lib/upstreams/courses/client';
import { coursePageMetadata } from './metadata';

vi.mock('next-intl/server', () => import('@/tests/server-translations'));

describe('coursePageMetadata', () => {
  it("names the course, and a unit's page the unit too, canonical at its own address", async () => {
    const course = (await getCourse('pt-BR', 'balanco-hidrico'))!;
    const first = await coursePageMetadata('pt-BR', course, 0);
    expect(first).toMatchObject({
      title: 'Balanço hídrico da lavoura – Curso',
      description: course.summary,
      robots: { index: true, follow: true },
      alternates: { canonical: expect.stringMatching(/\/pt-BR\/cursos\/balanco-hidrico$/) },
    });
    const second = await coursePageMetadata('pt-BR', course, 1);
    expect(second.title).toBe('Capacidade de água do solo – Balanço hídrico da lavoura – Curso');
    expect(second.alternates?.canonical).toMatch(/\/pt-BR\/cursos\/balanco-hidrico\/2$/);
  });
});
