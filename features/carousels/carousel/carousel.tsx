import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { CarouselFrame } from './carousel-frame-island.client';
import { carouselLabels } from './carousel-labels';
import { CarouselSlide } from './carousel-slide';
import type { CarouselProps } from './schema';
import blocks from '../carousel-block.module.css';

/** The `carousel` block: slides rendered here on the server; only the frame (autoplay, controls, swipe) runs in the browser. */
export async function Carousel({ props, context }: BlockProps<CarouselProps>) {
  const [t, labels] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'Carousel' }), carouselLabels(context.locale, props.items.length)]);
  return (
    <div className={cx(layout.container, blocks.block)}>
      <CarouselFrame
        label={props.label ?? t('label')}
        autoplayMs={props.autoplayMs}
        labels={labels}
        slides={props.items.map((item, position) => (
          <CarouselSlide key={position} item={item} locale={context.locale} />
        ))}
      />
    </div>
  );
}
