import Image from 'next/image';
import type { ReactNode } from 'react';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import styles from './card-slide.module.css';
import { CarouselLinkButton } from './carousel/carousel-link-button';
import type { CarouselButtonFields } from './logic/carousel-button';

export interface CardSlideProps {
  image: { src: string; alt: string };
  /** The image's width per screen, for next/image to pick the file. */
  sizes: string;
  overline?: ReactNode;
  heading: string;
  headingLevel?: 'h2' | 'h3';
  text?: string;
  button: CarouselButtonFields;
  locale: Locale;
  /** A campaign's slide: dark, with a gold edge and the gold button. */
  campaign?: boolean;
}

/** A slide of image and text (a carousel's item, a tabbed carousel's panel, a campaign): image beside the text on wide screens, above it on phones. */
export function CardSlide({ image, sizes, overline, heading, headingLevel: Heading = 'h2', text, button, locale, campaign = false }: CardSlideProps) {
  return (
    <div className={cx(styles.slide, campaign && styles.campaign)}>
      <div className={styles.image}>
        <Image src={image.src} alt={image.alt} fill sizes={sizes} draggable={false} style={{ objectFit: 'cover' }} />
      </div>
      <div className={styles.text}>
        {overline && <p className={cx(typography.overline, styles.overline)}>{overline}</p>}
        <Heading className={cx(typography[Heading], styles[Heading])}>{heading}</Heading>
        {text && <p className={cx(typography.lead, styles.body)}>{text}</p>}
        <CarouselLinkButton fields={button} locale={locale} onDark={campaign} />
      </div>
    </div>
  );
}
