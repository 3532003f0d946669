import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import type { Locale } from '@/lib/i18n/locales';
import { carouselButton, type CarouselButtonFields } from '../logic/carousel-button';
import styles from '../slide-action.module.css';

export interface CarouselLinkButtonProps {
  fields: CarouselButtonFields;
  locale: Locale;
  /** On a dark slide: the gold button with a white focus ring; else the green one. */
  onDark?: boolean;
}

/** A slide's call to action in a row of its own, or nothing (not even the row's space) when its href or label is empty (spec). */
export function CarouselLinkButton({ fields, locale, onDark = false }: CarouselLinkButtonProps) {
  const button = carouselButton(fields, locale);
  if (!button) return null;
  const { label, ...link } = button;
  return (
    <div className={styles.row}>
      <a
        {...link}
        draggable={false}
        className={cx(buttonClasses({ variant: 'contained', color: onDark ? 'secondary' : 'primary', size: 'large' }), styles.button, onDark && styles.onDark)}
      >
        {label}
      </a>
    </div>
  );
}
