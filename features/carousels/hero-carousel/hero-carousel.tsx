import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { CarouselFrame } from '../carousel/carousel-frame-island.client';
import { carouselLabels } from '../carousel/carousel-labels';
import { HeroCarouselSlide } from './hero-carousel-slide';
import type { HeroCarouselProps } from './schema';

/**
 * The `hero-carousel` block: full-bleed slides rendered on the server, rotating every 7 s by
 * default, with the controls over the slides' bottom edge. Slide headings are h2: the page's h1
 * belongs to its title.
 */
export async function HeroCarousel({ props, context }: BlockProps<HeroCarouselProps>) {
  const [t, labels] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'HeroCarousel' }), carouselLabels(context.locale, props.items.length)]);
  const controlsSpace = props.items.length > 1;
  return (
    <CarouselFrame
      label={props.label ?? t('label')}
      autoplayMs={props.autoplayMs}
      controls="overlay"
      labels={labels}
      slides={props.items.map((slide, position) => (
        <HeroCarouselSlide
          key={position}
          slide={slide}
          locale={context.locale}
          eager={position === 0}
          controlsSpace={controlsSpace}
          videoPlaceholder={t('videoPlaceholder')}
        />
      ))}
    />
  );
}
