import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sandboxFaults } from './support/faults';
import { expect, test } from './support/fixtures';
import { untilLive } from './support/hydration';
import { signInAtProvider } from './support/sign-in';

/**
 * Agronomy courses (discovery spec §2, §4, §9) over the courses sandbox's 21 Portuguese courses:
 * the gallery's 8 + 8 per click, a course's units with back and forward disabled at the ends, and
 * the progress of a signed-in demo user kept across a reload.
 */
const GALLERY = '/pt-BR/cursos';
const COURSE = '/pt-BR/cursos/milho-safrinha-do-plantio-a-colheita';

const faults = sandboxFaults();
test.afterEach(({ request }) => faults.remove(request));

const gallery = (page: Page) => page.getByRole('region', { name: 'Escolha um curso' });
const banner = (page: Page) => page.getByRole('region', { name: 'Progresso no curso' });
const unitNavigation = (page: Page) => page.getByRole('navigation', { name: 'Navegação entre unidades' });
const modules = (page: Page) => page.getByRole('complementary', { name: 'Módulos do curso' }).getByRole('link');

test('the gallery shows 8 courses, then 8 more per click, and a card opens its course', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(GALLERY);
  const cards = gallery(page).getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(8);
  await expect(gallery(page).getByRole('status')).toHaveText('8 de 21 cursos');
  await expectNoSeriousViolations(page);

  const more = gallery(page).getByRole('button', { name: 'Mostrar mais cursos' });
  // A press on the server's markup before the page has hydrated is lost: pressed again until it shows.
  await untilLive(
    async () => {
      if ((await cards.count()) < 16) await more.click();
    },
    () => expect(cards).toHaveCount(16, { timeout: 1_000 }),
  );
  await expect(gallery(page).getByRole('status')).toHaveText('16 de 21 cursos');
  await more.click();
  await expect(cards).toHaveCount(21);
  await expect(more).toHaveCount(0);

  await gallery(page).getByRole('link', { name: 'Milho safrinha: do plantio à colheita' }).click();
  await expect(page).toHaveURL(COURSE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Milho safrinha: do plantio à colheita');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('a visitor reads a course unit by unit, back disabled at the first and forward at the last, and is offered to sign in', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(COURSE);
  await expect(page.getByText('Unidade 1 de 5')).toBeVisible();
  await expect(banner(page).getByText('Entre na sua conta para salvar o seu progresso neste curso.')).toBeVisible();
  await expect(unitNavigation(page).getByRole('link', { name: 'Unidade anterior' })).toHaveAttribute('aria-disabled', 'true');
  await expect(modules(page)).toHaveCount(5);
  await expect(modules(page).first()).toHaveAttribute('aria-current', 'step');
  await expectNoSeriousViolations(page);

  await unitNavigation(page).getByRole('link', { name: 'Próxima unidade' }).click();
  await expect(page).toHaveURL(`${COURSE}/2`);
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha do híbrido' })).toBeVisible();
  await expect(modules(page).nth(1)).toHaveAttribute('aria-current', 'step');

  await modules(page).nth(4).click();
  await expect(page).toHaveURL(`${COURSE}/5`);
  await expect(page.getByText('Unidade 5 de 5')).toBeVisible();
  await expect(unitNavigation(page).getByRole('link', { name: 'Próxima unidade' })).toHaveAttribute('aria-disabled', 'true');
  await expect(unitNavigation(page).getByRole('link', { name: 'Unidade anterior' })).toHaveAttribute('href', `${COURSE}/4`);

  // A unit the course lacks is no page.
  expect((await page.goto(`${COURSE}/6`))!.status()).toBe(404);
  expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("a signed-in grower's progress is saved as they move forward and shown again after a reload", async ({ page, consoleErrors, cspViolations }) => {
  await page.goto(`${COURSE}/2`);
  await banner(page).getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/pt-BR/login' && url.searchParams.get('redirectUrl') === `${COURSE}/2`);
  await page.locator('a[href^="/api/auth/login"]').click();
  await signInAtProvider(page, 'ana.ribeiro@example.com.br');
  await expect(page).toHaveURL(`${COURSE}/2`);
  // Opening a unit completes it (a retry of this journey finds more already completed).
  await expect(banner(page).getByRole('status')).toContainText('de 5 unidades concluídas');

  await unitNavigation(page).getByRole('link', { name: 'Próxima unidade' }).click();
  await expect(page).toHaveURL(`${COURSE}/3`);
  await expect(banner(page).getByRole('status')).toHaveText('2 de 5 unidades concluídas (40%)');
  await expect(banner(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

  await page.reload();
  await expect(banner(page).getByRole('status')).toHaveText('2 de 5 unidades concluídas (40%)');
  await expect(modules(page).nth(1)).toContainText('(concluída)');
  await expect(modules(page).nth(2)).toContainText('(concluída)');
  await expect(modules(page).nth(0)).not.toContainText('(concluída)');
  await expectNoSeriousViolations(page);

  // The progress cannot be read while the courses service fails (the page itself is kept): the banner says so, and retry reads it.
  await faults.add(page.request, { path: '/courses/v1/courses/milho-safrinha-do-plantio-a-colheita', status: 503, times: 0 });
  await page.reload();
  await expect(banner(page).getByRole('alert')).toHaveText('Não foi possível carregar o seu progresso.');
  await expect(page.getByRole('heading', { level: 2, name: 'Adubação de cobertura' })).toBeVisible();
  await faults.remove(page.request);
  await banner(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(banner(page).getByRole('status')).toHaveText('2 de 5 unidades concluídas (40%)');

  expect(consoleErrors.filter((error) => !error.includes('502'))).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test('the US gallery has its own courses in English: 8, then the ninth, each opening its player', async ({ page, consoleErrors, cspViolations }) => {
  await page.goto('/en-US/courses');
  const usGallery = page.getByRole('region', { name: 'Choose a course' });
  await expect(usGallery.getByRole('heading', { level: 3 })).toHaveCount(8);
  // A press on the server's markup before the page is live can be lost: pressed again until it shows.
  await untilLive(
    async () => {
      if ((await usGallery.getByRole('heading', { level: 3 }).count()) < 9) await usGallery.getByRole('button', { name: 'Show more courses' }).click();
    },
    () => expect(usGallery.getByRole('heading', { level: 3 })).toHaveCount(9, { timeout: 1_000 }),
  );
  await expect(usGallery.getByRole('status')).toHaveText('9 of 9 courses');

  await usGallery.getByRole('link', { name: 'Tar spot of corn' }).click();
  await expect(page).toHaveURL('/en-US/cursos/tar-spot-of-corn');
  await expect(page.getByText('Unit 1 of 3')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Course progress' }).getByText('Sign in to save your progress in this course.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/en-US/courses');
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
});

test("sitemap.xml lists each course's units in its own locale, the first at the course's address", async ({ request }) => {
  const listed = [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(listed).toContain(COURSE);
  expect(listed).toContain(`${COURSE}/5`);
  expect(listed).not.toContain(`${COURSE}/6`);
  expect(listed).toContain('/en-US/cursos/tar-spot-of-corn/3');
});
