import type { Locale } from '@/lib/i18n/locales';
import { CardSlide } from '../card-slide';
import type { CarouselItem } from './schema';

export interface CarouselSlideProps {
  item: CarouselItem;
  locale: Locale;
  /** h2 in a carousel; h3 in a tabbed carousel under its own heading. */
  headingLevel?: 'h2' | 'h3';
}

/** One carousel item (a carousel's slide, a tabbed carousel's panel). */
export function CarouselSlide({ item, locale, headingLevel }: CarouselSlideProps) {
  return (
    <CardSlide
      image={item.image}
      sizes="(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw"
      overline={item.overline}
      heading={item.heading}
      headingLevel={headingLevel}
      text={item.text}
      button={item}
      locale={locale}
    />
  );
}
