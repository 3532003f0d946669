import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The controls work once React has hydrated. */
const hydrated = { waitUntil: 'networkidle' } as const;

/** The component guide's carousel pages and what a visitor reads there, per locale (demo.json of carousels-b; namespaces TabbedCarousel and ImageCarousel). */
const demos = [
  {
    path: '/pt-BR/componentes/carrosseis',
    roleDescription: 'carrossel',
    tabbed: 'Soluções Terralis por cultura',
    pause: 'Pausar',
    resume: 'Retomar',
    tabs: ['Soja', 'Milho', 'Solo', 'Ferramentas'],
    secondPanelHeading: 'Cigarrinha-do-milho sob controle',
    gallery: 'Dia de campo Terralis em Rio Verde (GO)',
    previous: 'Imagem anterior',
    next: 'Próxima imagem',
    thumbnails: 'Miniaturas',
    thumbnail: (n: number) => new RegExp(`^Mostrar a imagem ${n} de 6`),
    slide: (n: number) => `${n} de 6`,
  },
  {
    path: '/es-AR/componentes/carruseles',
    roleDescription: 'carrusel',
    tabbed: 'Soluciones Terralis por cultivo',
    pause: 'Pausar',
    resume: 'Reanudar',
    tabs: ['Soja', 'Maíz', 'Suelo', 'Herramientas'],
    secondPanelHeading: 'Chicharrita del maíz bajo control',
    gallery: 'Jornada a campo Terralis en Pergamino',
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    thumbnails: 'Miniaturas',
    thumbnail: (n: number) => new RegExp(`^Mostrar la imagen ${n} de 6`),
    slide: (n: number) => `${n} de 6`,
  },
  {
    path: '/en-US/components/carousels',
    roleDescription: 'carousel',
    tabbed: 'Terralis solutions by crop',
    pause: 'Pause',
    resume: 'Resume',
    tabs: ['Soybeans', 'Corn', 'Soil', 'Tools'],
    secondPanelHeading: 'Corn leafhopper under control',
    gallery: 'Terralis field day in Ames, Iowa',
    previous: 'Previous image',
    next: 'Next image',
    thumbnails: 'Thumbnails',
    thumbnail: (n: number) => new RegExp(`^Show image ${n} of 6`),
    slide: (n: number) => `${n} of 6`,
  },
];

/** The progress bar inside a tab (a tab's children are presentational, so it is found by attribute, not by role). */
const progressOf = async (tab: Locator) => Number(await tab.locator('[role="progressbar"]').getAttribute('aria-valuenow'));

for (const demo of demos) {
  test(`${demo.path}: the tabbed carousel pauses, moves between tabs by keyboard and resumes`, async ({ page, consoleErrors }) => {
    // Fake timers that run in real time until the test moves them on (below, to prove the pause holds).
    await page.clock.install();
    await page.goto(demo.path, hydrated);
    const carousel = page.getByRole('region', { name: demo.tabbed });
    await expect(carousel).toHaveAttribute('aria-roledescription', demo.roleDescription);
    const tabs = carousel.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveText(demo.tabs);
    const selected = carousel.getByRole('tab', { selected: true });
    // The active tab's progress fills by itself.
    await expect.poll(() => progressOf(selected)).toBeGreaterThan(0);

    const pause = carousel.getByRole('button', { name: demo.pause, exact: true });
    await pause.focus();
    await page.keyboard.press('Enter');
    const resume = carousel.getByRole('button', { name: demo.resume, exact: true });
    await expect(resume).toBeFocused();
    const frozen = await progressOf(selected);
    // A second of the page's clock at once (33 ticks of 30 ms if it were running), rather than a
    // wall-clock wait a loaded machine may not turn into ticks: the paused bar does not move.
    await page.clock.runFor(1000);
    expect(await progressOf(selected)).toBe(frozen);

    // Roving tabindex: Tab lands on the selected tab; arrows, Home and End move focus and selection together.
    await page.keyboard.press('Tab');
    await expect(selected).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(carousel.getByRole('tabpanel').getByRole('heading', { name: demo.secondPanelHeading })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Shift+Tab');
    await expect(resume).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
    await expect.poll(() => progressOf(tabs.first())).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test(`${demo.path}: the image carousel steps to its ends, keeps the thumbnail in view and answers thumbnails by keyboard`, async ({ page, consoleErrors }) => {
    // A phone: six thumbnails do not fit, so the row has to scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(demo.path, hydrated);
    const gallery = page.getByRole('region', { name: demo.gallery });
    await expect(gallery).toHaveAttribute('aria-roledescription', demo.roleDescription);
    const previous = gallery.getByRole('button', { name: demo.previous });
    const next = gallery.getByRole('button', { name: demo.next });
    const slide = (n: number) => gallery.getByRole('group', { name: demo.slide(n), exact: true });
    const strip = gallery.getByRole('group', { name: demo.thumbnails });
    const thumbnail = (n: number) => strip.getByRole('button', { name: demo.thumbnail(n) });
    await expect(previous).toBeDisabled();
    await expect(slide(1)).toBeVisible();

    await next.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Enter');
    await expect(slide(6)).toBeVisible();
    await expect(next).toBeDisabled();
    // Focus was handed to the other button instead of falling to the page.
    await expect(previous).toBeFocused();
    await expect(thumbnail(6)).toHaveAttribute('aria-current', 'true');
    await strip.scrollIntoViewIfNeeded();
    await expect(thumbnail(6)).toBeInViewport({ ratio: 1 });

    // Next is disabled, so Tab goes from previous to the first thumbnail.
    await page.keyboard.press('Tab');
    await expect(thumbnail(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(thumbnail(3)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slide(3)).toBeVisible();
    await expect(thumbnail(3)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnail(6)).not.toHaveAttribute('aria-current');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(slide(1)).toBeVisible();
    await expect(thumbnail(1)).toBeFocused();
    await expect(previous).toBeDisabled();
    expect(consoleErrors).toEqual([]);
  });
}
