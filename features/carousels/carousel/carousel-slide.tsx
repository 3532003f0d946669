import Image from 'next/image';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import styles from '../card-slide.module.css';
import { CarouselLinkButton } from './carousel-link-button';
import type { CarouselItem } from './schema';

export interface CarouselSlideProps {
  item: CarouselItem;
  locale: Locale;
  /** h2 in a carousel; h3 in a tabbed carousel under its own heading. */
  headingLevel?: 'h2' | 'h3';
}

/** One carousel item (a carousel's slide, a tabbed carousel's panel): image beside the text on wide screens, above it on phones. */
export function CarouselSlide({ item, locale, headingLevel: Heading = 'h2' }: CarouselSlideProps) {
  return (
    <div className={styles.slide}>
      <div className={styles.image}>
        <Image
          src={item.image.src}
          alt={item.image.alt}
          fill
          sizes="(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw"
          draggable={false}
          style={{ objectFit: 'cover' }}
        />
      </div>
      <div className={styles.text}>
        {item.overline && <p className={cx(typography.overline, styles.overline)}>{item.overline}</p>}
        <Heading className={cx(typography[Heading], styles[Heading])}>{item.heading}</Heading>
        {item.text && <p className={cx(typography.lead, styles.body)}>{item.text}</p>}
        <CarouselLinkButton fields={item} locale={locale} />
      </div>
    </div>
  );
}
