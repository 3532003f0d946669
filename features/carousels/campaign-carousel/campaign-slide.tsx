import Image from 'next/image';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import styles from '../card-slide.module.css';
import { CarouselLinkButton } from '../carousel/carousel-link-button';
import type { CampaignItem } from './schema';

export interface CampaignSlideProps {
  item: CampaignItem;
  locale: Locale;
  /** "Valid until 31 December 2030", already localized. */
  endsOn: string;
  /** The end as a <time> element's `datetime`: the day, or the instant. */
  endsAt: string;
}

/** One campaign: its banner beside the offer on wide screens, above it on phones; a gold edge marks it as a campaign. */
export function CampaignSlide({ item, locale, endsOn, endsAt }: CampaignSlideProps) {
  return (
    <div className={cx(styles.slide, styles.campaign)}>
      <div className={styles.image}>
        <Image
          src={item.imageDesktop.src}
          alt={item.imageDesktop.alt}
          fill
          sizes="(min-width: 1200px) 690px, (min-width: 900px) 60vw, 100vw"
          draggable={false}
          style={{ objectFit: 'cover' }}
        />
      </div>
      <div className={styles.text}>
        <p className={cx(typography.overline, styles.overline)}>
          <time dateTime={endsAt}>{endsOn}</time>
        </p>
        <h2 className={cx(typography.h2, styles.h2)}>{item.title}</h2>
        {item.text && <p className={cx(typography.lead, styles.body)}>{item.text}</p>}
        <CarouselLinkButton fields={{ buttonHref: item.link, buttonLabel: item.cta, isExternalLink: item.isExternalLink }} locale={locale} onDark />
      </div>
    </div>
  );
}
