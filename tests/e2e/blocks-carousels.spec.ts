import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The demo pages and what a visitor reads there, per locale (demo.json of carousels-a and locales/*.json, namespace Carousel). */
const demos = [
  {
    path: '/pt-BR/componentes',
    carousel: 'Destaques Terralis',
    hero: 'Novidades da safra',
    campaigns: 'Campanhas Terralis',
    endedCampaign: 'Verão 2025 com frete grátis',
    runningCampaign: 'Safra de Ouro Terralis',
    videoPlaceholder: 'O vídeo não está implementado no momento',
    roleDescription: 'carrossel',
    pause: 'Pausar a apresentação de slides',
    play: 'Iniciar a apresentação de slides',
    previous: 'Slide anterior',
    next: 'Próximo slide',
    dot: (n: number) => `Ir para o slide ${n}`,
    slide: (n: number, total: number) => `${n} de ${total}`,
  },
  {
    path: '/es-AR/componentes',
    carousel: 'Destacados Terralis',
    hero: 'Novedades de la campaña',
    campaigns: 'Campañas Terralis',
    endedCampaign: 'Verano 2025 con flete gratis',
    runningCampaign: 'Campaña de Oro Terralis',
    videoPlaceholder: 'El video no está implementado por ahora',
    roleDescription: 'carrusel',
    pause: 'Pausar la presentación de diapositivas',
    play: 'Reproducir la presentación de diapositivas',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    dot: (n: number) => `Ir a la diapositiva ${n}`,
    slide: (n: number, total: number) => `${n} de ${total}`,
  },
  {
    path: '/en-US/components',
    carousel: 'Terralis highlights',
    hero: 'Season news',
    campaigns: 'Terralis campaigns',
    endedCampaign: 'Summer 2025 free shipping',
    runningCampaign: 'Terralis Gold Harvest',
    videoPlaceholder: 'Video is not implemented right now',
    roleDescription: 'carousel',
    pause: 'Pause slide show',
    play: 'Play slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    dot: (n: number) => `Go to slide ${n}`,
    slide: (n: number, total: number) => `${n} of ${total}`,
  },
] as const;

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
  test.describe(demo.path, () => {
    test('the carousel works by keyboard: pause first, then previous, next and the arrow keys', async ({ page, consoleErrors }) => {
      await page.goto(demo.path);
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

      // Paused by the visitor: it stays on the slide, and says so politely to screen readers.
      await page.waitForTimeout(3500);
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
      await page.goto(demo.path);
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
      await page.goto(demo.path);
      const campaigns = page.getByRole('region', { name: demo.campaigns });
      await expect(campaigns).toBeVisible();
      await expect(campaigns.locator('[aria-roledescription]').filter({ has: page.locator('h2') })).toHaveCount(2);
      await expect(campaigns.getByText(demo.runningCampaign)).toHaveCount(1);
      await expect(page.getByText(demo.endedCampaign)).toHaveCount(0);
    });
  });
}
