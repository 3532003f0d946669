import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the rotating carousel says to assistive tech, translated on the server: the browser gets
 * strings, not the intl runtime (about 12 KB gzip on every page with a carousel).
 */
export interface CarouselLabels {
  roleDescription: string;
  slideRoleDescription: string;
  controls: string;
  play: string;
  pause: string;
  previous: string;
  next: string;
  /** 'Go to slide {n}', by position. */
  goToSlide: string[];
  /** '{n} of {total}' by total and position: `slideOf[total - 1][n - 1]`. */
  slideOf: string[][];
}

/**
 * The labels for carousels of up to `maxSlides` slides. Every total up to the most is there, so a
 * carousel whose slides the browser narrows down (the campaign carousel drops ended campaigns by
 * its own clock) still says "2 of 3" rather than "2 of 5".
 */
export async function carouselLabels(locale: Locale, maxSlides: number): Promise<CarouselLabels> {
  const t = await getTranslations({ locale, namespace: 'Carousel' });
  const positions = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
  return {
    roleDescription: t('roleDescription'),
    slideRoleDescription: t('slideRoleDescription'),
    controls: t('controls'),
    play: t('play'),
    pause: t('pause'),
    previous: t('previous'),
    next: t('next'),
    goToSlide: positions(maxSlides).map((n) => t('goToSlide', { n })),
    slideOf: positions(maxSlides).map((total) => positions(total).map((n) => t('slideOf', { n, total }))),
  };
}
