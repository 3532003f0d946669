import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The component guide's carousel pages and what a visitor reads there, per locale (the sample props of their content and features/carousels/messages/*.json, namespace Carousel). */
const demos = [
  {
    locale: 'pt-BR',
    /** The carousel. */
    carouselPath: '/pt-BR/componentes/carrosseis',
    /** The hero carousel and the campaign carousel. */
    heroPath: '/pt-BR/componentes/carrosseis-de-abertura',
    carousel: 'Destaques Terralis',
    hero: 'Novidades da safra',
    campaigns: 'Campanhas Terralis',
    endedCampaign: 'Verão 2025 com frete grátis',
    runningCampaign: 'Safra de Ouro Terralis',
    videoPlaceholder: 'O vídeo não está implementado no momento',
    roleDescription: 'carrossel',
    slideRole: 'slide',
    pause: 'Pausar a apresentação de slides',
    play: 'Iniciar a apresentação de slides',
    previous: 'Slide anterior',
    next: 'Próximo slide',
    dot: (n: number) => `Ir para o slide ${n}`,
    slide: (n: number, total: number) => `${n} de ${total}`,
  },
  {
    locale: 'es-AR',
    carouselPath: '/es-AR/componentes/carruseles',
    heroPath: '/es-AR/componentes/carruseles-de-portada',
    carousel: 'Destacados Terralis',
    hero: 'Novedades de la campaña',
    campaigns: 'Campañas Terralis',
    endedCampaign: 'Verano 2025 con flete gratis',
    runningCampaign: 'Campaña de Oro Terralis',
    videoPlaceholder: 'El video no está implementado por ahora',
    roleDescription: 'carrusel',
    slideRole: 'diapositiva',
    pause: 'Pausar la presentación de diapositivas',
    play: 'Reproducir la presentación de diapositivas',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    dot: (n: number) => `Ir a la diapositiva ${n}`,
    slide: (n: number, total: number) => `${n} de ${total}`,
  },
  {
    locale: 'en-US',
    carouselPath: '/en-US/components/carousels',
    heroPath: '/en-US/components/hero-carousels',
    carousel: 'Terralis highlights',
    hero: 'Season news',
    campaigns: 'Terralis campaigns',
    endedCampaign: 'Summer 2025 free shipping',
    runningCampaign: 'Terralis Gold Harvest',
    videoPlaceholder: 'Video is not implemented right now',
    roleDescription: 'carousel',
    slideRole: 'slide',
    pause: 'Pause slide show',
    play: 'Play slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    dot: (n: number) => `Go to slide ${n}`,
    slide: (n: number, total: number) => `${n} of ${total}`,
  },
] as const;

/** The controls work once React has hydrated; before that a key press does nothing. */
const hydrated = { waitUntil: 'networkidle' } as const;

/**
 * Presses Tab from just before `region` until `target` has it, and fails if focus enters `region`
 * on anything else first: the autoplay toggle must be the first stop inside a carousel.
 */
async function tabInto(page: Page, region: Locator, target: Locator) {
  // Start from the last focusable element before the carousel, so the walk is a few presses, not the whole page.
  await region.evaluate((carousel) => {
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'));
    focusable
      .filter((element) => carousel.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING && element.checkVisibility() && !element.closest('[inert]'))
      .pop()
      ?.focus();
  });
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (await region.evaluate((element) => element.contains(document.activeElement))) {
      throw new Error('focus entered the carousel before reaching its autoplay toggle');
    }
  }
  throw new Error('Tab never reached the autoplay toggle');
}

for (const demo of demos) {
  test.describe(demo.locale, () => {
    test('the carousel works by keyboard: pause first, then previous, next and the arrow keys', async ({ page, consoleErrors }) => {
      // A long journey: about 45 key presses and checks, each a round trip to a page whose carousels
      // re-render on timers. On a loaded 2-core machine a single step can take 1-3 s (measured up to
      // 24 s in all at load 13), too close to the 30 s default.
      test.setTimeout(60_000);
      // Fake timers that run in real time until the test moves them on (below, to prove the pause holds).
      await page.clock.install();
      await page.goto(demo.carouselPath, hydrated);
      const carousel = page.getByRole('region', { name: demo.carousel });
      await expect(carousel).toHaveAttribute('aria-roledescription', demo.roleDescription);
      const pause = carousel.getByRole('button', { name: demo.pause });

      await tabInto(page, carousel, pause);
      await expect(pause).toBeFocused();
      // Keyboard focus is drawn, not only implied.
      await expect(pause).toHaveCSS('outline-style', 'solid');
      await page.keyboard.press('Enter');
      const play = carousel.getByRole('button', { name: demo.play });
      await expect(play).toBeFocused();

      // Tab order: toggle, previous, next, then a dot per slide. Start from slide 1 whatever autoplay showed before the pause.
      await page.keyboard.press('Tab');
      await expect(carousel.getByRole('button', { name: demo.previous })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(carousel.getByRole('button', { name: demo.next })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(carousel.getByRole('button', { name: demo.dot(1) })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('group', { name: demo.slide(1, 3) })).toBeVisible();

      await page.keyboard.press('Shift+Tab');
      await expect(carousel.getByRole('button', { name: demo.next })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('group', { name: demo.slide(2, 3) })).toBeVisible();
      await expect(carousel.getByRole('button', { name: demo.dot(2) })).toHaveAttribute('aria-current', 'true');

      await page.keyboard.press('ArrowRight');
      await expect(carousel.getByRole('group', { name: demo.slide(3, 3) })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(carousel.getByRole('group', { name: demo.slide(1, 3) })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(carousel.getByRole('group', { name: demo.slide(3, 3) })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(carousel.getByRole('group', { name: demo.slide(2, 3) })).toBeVisible();

      await page.keyboard.press('Shift+Tab');
      await expect(carousel.getByRole('button', { name: demo.previous })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('group', { name: demo.slide(1, 3) })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(carousel.getByRole('group', { name: demo.slide(3, 3) })).toBeVisible();

      // Paused by the visitor: it stays on the slide, and says so politely to screen readers. Instead of
      // waiting 3.5 s of wall time (which a loaded machine may not turn into a timer tick), the page's
      // clock is moved on 3.5 s at once: the 3000 ms autoplay timer would certainly fire in it.
      await page.clock.runFor(3500);
      await expect(carousel.getByRole('group', { name: demo.slide(3, 3) })).toBeVisible();
      await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

      // Past the dots, Tab reaches the shown slide and then its button.
      await carousel.getByRole('button', { name: demo.dot(3) }).focus();
      await page.keyboard.press('Tab');
      await expect(carousel.getByRole('group', { name: demo.slide(3, 3) })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(carousel.getByRole('group', { name: demo.slide(3, 3) }).getByRole('link')).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test('the hero carousel pauses by keyboard and shows the video placeholder on the video slide', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(demo.heroPath, hydrated);
      const hero = page.getByRole('region', { name: demo.hero });
      const pause = hero.getByRole('button', { name: demo.pause });
      await tabInto(page, hero, pause);
      await page.keyboard.press('Enter');
      await expect(hero.getByRole('button', { name: demo.play })).toBeFocused();
      await hero.getByRole('button', { name: demo.dot(1) }).focus();
      await page.keyboard.press('Enter');
      await expect(hero.getByRole('group', { name: demo.slide(1, 5) })).toBeVisible();
      await expect(hero.getByRole('heading', { level: 2 })).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      const videoSlide = hero.getByRole('group', { name: demo.slide(3, 5) });
      await expect(videoSlide).toBeVisible();
      await expect(videoSlide.getByText(demo.videoPlaceholder)).toBeVisible();
      await expect(hero.locator('video, iframe')).toHaveCount(0);
    });

    test('the campaign carousel shows the running campaigns and never an ended one', async ({ page }) => {
      await page.goto(demo.heroPath);
      const campaigns = page.getByRole('region', { name: demo.campaigns });
      await expect(campaigns).toBeVisible();
      await expect(campaigns.locator('[aria-roledescription]').filter({ has: page.locator('h2') })).toHaveCount(2);
      await expect(campaigns.getByText(demo.runningCampaign)).toHaveCount(1);
      await expect(page.getByText(demo.endedCampaign)).toHaveCount(0);
    });

    test('on a phone, every slide shows its whole image, however tall the tallest slide beside it', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 900 });
      for (const path of [demo.carouselPath, demo.heroPath]) {
        await page.goto(path);
        // Each slide's image against the slide (its box clips it), hidden slides too: they share the shown one's height.
        const images = await page.locator(`main [aria-roledescription="${demo.slideRole}"] img`).evaluateAll((shown) =>
          shown.map((image) => {
            const slide = image.closest('[aria-roledescription]')!.getBoundingClientRect();
            return { image: image.getAttribute('alt'), beyondSlide: Math.round(image.getBoundingClientRect().right - slide.right) };
          }),
        );
        expect(images.length, `slide images on ${path}`).toBeGreaterThan(3);
        expect(images.filter(({ beyondSlide }) => beyondSlide > 1), `images wider than their slide on ${path}`).toEqual([]);
      }
    });
  });
}
