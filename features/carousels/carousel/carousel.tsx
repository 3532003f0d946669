import Container from '@mui/material/Container';
import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '@/lib/cms/blocks';
import { CarouselFrame } from './carousel-frame-island.client';
import { carouselLabels } from './carousel-labels';
import { CarouselSlide } from './carousel-slide';
import type { CarouselProps } from './schema';

/** The `carousel` block: slides rendered here on the server; only the frame (autoplay, controls, swipe) runs in the browser. */
export async function Carousel({ props, context }: BlockProps<CarouselProps>) {
  const [t, labels] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'Carousel' }), carouselLabels(context.locale, props.items.length)]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <CarouselFrame
        label={props.label ?? t('label')}
        autoplayMs={props.autoplayMs}
        labels={labels}
        slides={props.items.map((item, position) => (
          <CarouselSlide key={position} item={item} locale={context.locale} />
        ))}
      />
    </Container>
  );
}
