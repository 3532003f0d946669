// @vitest-environment node
import type { PageSummary } from '@/lib/cms/model';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { locales } from '@/lib/i18n/locales';
import { listCourses } from '@/lib/upstreams/courses/client';
import { sandbox } from '@/tests/sandbox-control';
import sitemap from './sitemap';

// Next's data cache needs a request scope; here each read goes to the sandbox.
vi.mock('next/cache', () => ({ unstable_cache: (read: () => unknown) => read }));
const pages = vi.hoisted(() => ({ listAllPages: vi.fn() }));
vi.mock('@/lib/cms/pages', () => pages);

const PRODUCTS = '/catalogue/v1/products';
const COURSES = '/courses/v1/courses';
const url = (path: string) => new URL(path, env.site.url).toString();
const everyLocale = (path: string) => ({ 'pt-BR': url(`/pt-BR${path}`), 'es-AR': url(`/es-AR${path}`), 'en-US': url(`/en-US${path}`), 'x-default': url(`/pt-BR${path}`) });

const page = (overrides: Partial<PageSummary>): PageSummary => ({ locale: 'pt-BR', path: '/', translationKey: 'home', title: 'Início', seoIndexing: 'index', guarded: false, ...overrides });
const cmsPages: PageSummary[] = [
  page({ lastModified: '2026-03-01' }),
  page({ locale: 'en-US' }),
  page({ path: '/campanhas', translationKey: 'campaigns', title: 'Campanhas' }),
  page({ locale: 'es-AR', path: '/campana', translationKey: 'campaigns', title: 'Campaña' }),
  page({ path: '/obrigado', translationKey: 'thanks', title: 'Obrigado', seoIndexing: 'noindex' }),
  page({ path: '/area-logada', translationKey: 'members', title: 'Área logada', guarded: true }),
];

beforeEach(async () => {
  await sandbox.reset();
  pages.listAllPages.mockResolvedValue(cmsPages);
});

const urls = async () => (await sitemap()).map((entry) => entry.url);

describe('sitemap', () => {
  it('lists every indexable CMS page with its locale versions, and no noindex or guarded page', async () => {
    const entries = await sitemap();
    expect(entries.slice(0, 4)).toEqual([
      { url: url('/pt-BR'), lastModified: '2026-03-01', alternates: { languages: { 'pt-BR': url('/pt-BR'), 'en-US': url('/en-US'), 'x-default': url('/pt-BR') } } },
      { url: url('/en-US'), lastModified: undefined, alternates: { languages: { 'pt-BR': url('/pt-BR'), 'en-US': url('/en-US'), 'x-default': url('/pt-BR') } } },
      {
        url: url('/pt-BR/campanhas'),
        lastModified: undefined,
        alternates: { languages: { 'pt-BR': url('/pt-BR/campanhas'), 'es-AR': url('/es-AR/campana'), 'x-default': url('/pt-BR/campanhas') } },
      },
      {
        url: url('/es-AR/campana'),
        lastModified: undefined,
        alternates: { languages: { 'pt-BR': url('/pt-BR/campanhas'), 'es-AR': url('/es-AR/campana'), 'x-default': url('/pt-BR/campanhas') } },
      },
    ]);
    const listed = entries.map((entry) => entry.url);
    expect(listed).not.toContain(url('/pt-BR/obrigado'));
    expect(listed).not.toContain(url('/pt-BR/area-logada'));
  });

  it('lists every catalogue product of every locale once, seeds under /d and the rest under /cpd, each with the same path in every locale', async () => {
    const entries = await sitemap();
    // The sandbox's 75 products, in each of the three locales.
    const products = entries.slice(4, 4 + 75 * 3);
    expect(products.every((entry) => /\/(d|cpd)\//.test(entry.url))).toBe(true);
    expect(new Set(products.map((entry) => entry.url)).size).toBe(products.length);
    expect(products).toContainEqual({ url: url('/es-AR/d/aurora-t0785'), alternates: { languages: everyLocale('/d/aurora-t0785') } });
    expect(products).toContainEqual({ url: url('/en-US/cpd/cobalto-250-ec'), alternates: { languages: everyLocale('/cpd/cobalto-250-ec') } });
    expect(products).toContainEqual({ url: url('/pt-BR/cpd/kairos'), alternates: { languages: everyLocale('/cpd/kairos') } });
    expect(products.filter((entry) => entry.url.includes('/d/'))).toHaveLength(41 * 3);
  });

  it("leaves out a locale's products when its catalogue fails, logged, and keeps the rest", async () => {
    const warn = vi.spyOn(log, 'warn');
    await sandbox.fault({ path: PRODUCTS, query: { locale: 'es-AR' }, status: 503, times: 0 });
    const listed = await urls();
    expect(listed).toContain(url('/es-AR/campana'));
    expect(listed.filter((address) => address.startsWith(url('/es-AR/')) && !address.includes('/cursos/'))).toEqual([url('/es-AR/campana')]);
    expect(listed).toContain(url('/pt-BR/d/aurora-t0785'));
    expect(listed).toContain(url('/en-US/cpd/kairos'));
    expect(warn).toHaveBeenCalledWith('sitemap.products_left_out', { locale: 'es-AR', reason: expect.any(String) });
    warn.mockRestore();
  });

  it("lists every unit's page of every locale's courses, the first unit at the course's own address", async () => {
    const courses = (await sitemap()).filter((entry) => entry.url.includes('/cursos/'));
    // The courses service's cards, as the sitemap reads them (each with its number of units).
    const catalogues = await Promise.all(locales.map(async (locale) => ({ locale, cards: await listCourses(locale) })));
    expect(courses).toHaveLength(catalogues.reduce((count, { cards }) => count + cards.reduce((sum, card) => sum + card.unitCount, 0), 0));
    expect(courses.length).toBeGreaterThan(100);
    expect(courses).toContainEqual({ url: url('/pt-BR/cursos/milho-safrinha-do-plantio-a-colheita') });
    expect(courses).toContainEqual({ url: url('/pt-BR/cursos/milho-safrinha-do-plantio-a-colheita/5') });
    expect(courses).not.toContainEqual({ url: url('/pt-BR/cursos/milho-safrinha-do-plantio-a-colheita/1') });
    expect(courses).not.toContainEqual({ url: url('/pt-BR/cursos/milho-safrinha-do-plantio-a-colheita/6') });
    for (const { locale, cards } of catalogues) expect(courses).toContainEqual({ url: url(`/${locale}/cursos/${cards[0]!.slug}`) });
  });

  it("leaves out a locale's courses when their service fails, logged, and keeps the rest", async () => {
    const warn = vi.spyOn(log, 'warn');
    await sandbox.fault({ path: COURSES, query: { locale: 'pt-BR' }, status: 503, times: 0 });
    const listed = await urls();
    expect(listed.filter((address) => address.startsWith(url('/pt-BR/cursos/')))).toEqual([]);
    expect(listed.some((address) => address.startsWith(url('/es-AR/cursos/')))).toBe(true);
    expect(listed).toContain(url('/pt-BR/d/aurora-t0785'));
    expect(warn).toHaveBeenCalledWith('sitemap.courses_left_out', { locale: 'pt-BR', reason: expect.any(String) });
    warn.mockRestore();
  });

  it('still lists the CMS pages when the catalogue and the courses fail everywhere', async () => {
    await sandbox.fault({ path: PRODUCTS, status: 503, times: 0 });
    await sandbox.fault({ path: COURSES, status: 503, times: 0 });
    expect(await urls()).toEqual([url('/pt-BR'), url('/en-US'), url('/pt-BR/campanhas'), url('/es-AR/campana')]);
  });
});
