// @vitest-environment node
import { Fragment, isValidElement, type ReactElement } from 'react';
import { CoursePlayerPage } from '@/features/courses';
import { sandbox } from '@/tests/sandbox-control';
import { NotFoundMessage } from '../../../_status/not-found-message';
import { PageFailure } from '../../../_status/page-failure';
import { NotFoundStatus } from '../../../_status/response-status';
import CourseRoute, { generateMetadata, generateStaticParams, revalidate } from './page';

vi.mock('next-intl/server', async () => ({ ...(await import('@/tests/server-translations')), setRequestLocale: () => undefined }));

const SLUG = 'qualidade-de-sementes';
const params = (locale: string, slug: string, unit?: string[]) => Promise.resolve({ locale, slug, ...(unit && { unit }) });

/** The elements the route rendered at its top (a fragment's children or the element itself). */
function rendered(node: unknown): ReactElement<Record<string, unknown>>[] {
  if (!isValidElement<{ children?: unknown }>(node)) return [];
  return node.type === Fragment ? ([node.props.children].flat() as ReactElement<Record<string, unknown>>[]) : [node as ReactElement<Record<string, unknown>>];
}

beforeEach(() => sandbox.reset());

describe('/{locale}/cursos/{slug}[/{n}]', () => {
  it('is ISR: no page at build, each kept 30 minutes once rendered', async () => {
    expect(revalidate).toBe(1800);
    expect(await generateStaticParams()).toEqual([]);
  });

  it('renders the unit of the address in the player, with its metadata', async () => {
    const [shown] = rendered(await CourseRoute({ params: params('pt-BR', SLUG, ['3']) }));
    expect(shown?.type).toBe(CoursePlayerPage);
    expect(shown?.props).toMatchObject({ locale: 'pt-BR', unit: 2, course: { slug: SLUG } });
    expect(await generateMetadata({ params: params('pt-BR', SLUG, ['3']) })).toMatchObject({ title: 'Boletim de análise – Qualidade de sementes – Curso' });
  });

  it.each([
    ['an unknown course', 'pt-BR', 'curso-que-nao-existe', undefined],
    ['a unit the course lacks', 'pt-BR', SLUG, ['9']],
    ['a course of another locale', 'en-US', SLUG, undefined],
    ['an unknown locale', 'fr-FR', SLUG, undefined],
  ])('answers 404 for %s', async (_, locale, slug, unit) => {
    expect(rendered(await CourseRoute({ params: params(locale, slug, unit) })).map((element) => element.type)).toEqual([NotFoundMessage, NotFoundStatus]);
  });

  it('fails with the error page, retrying the same address, when the courses service fails', async () => {
    await sandbox.fault({ path: `/courses/v1/courses/${SLUG}`, status: 503, times: 0 });
    const [shown] = rendered(await CourseRoute({ params: params('pt-BR', SLUG, ['2']) }));
    expect(shown?.type).toBe(PageFailure);
    expect(shown?.props).toMatchObject({ locale: 'pt-BR', retryHref: `/pt-BR/cursos/${SLUG}/2` });
    await expect(generateMetadata({ params: params('pt-BR', SLUG, ['2']) })).rejects.toMatchObject({ failure: 'status', status: 503 });
  });
});
