import { cx } from '@/components/theme/class-names';
import { SvgIcon } from '@/components/theme/svg-icon';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { CarouselLinkButton } from '../carousel/carousel-link-button';
import styles from './hero-carousel-slide.module.css';
import { HeroImage } from './hero-image';
import type { HeroSlide } from './schema';

export interface HeroCarouselSlideProps {
  slide: HeroSlide;
  locale: Locale;
  /** The first slide: its image is fetched eagerly. */
  eager: boolean;
  /** Room at the bottom for the overlaid controls (none on a one-slide hero). */
  controlsSpace: boolean;
  videoPlaceholder: string;
}

const VIDEOCAM_OFF = 'm21 6.5-4 4V7c0-.55-.45-1-1-1H9.82L21 17.18zM3.27 2 2 3.27 4.73 6H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.21 0 .39-.08.54-.18L19.73 21 21 19.73z';

function HeroSlideText({ slide, locale }: { slide: HeroSlide; locale: Locale }) {
  return (
    <div className={styles.text}>
      {slide.overline && <p className={cx(typography.overline, styles.overline)}>{slide.overline}</p>}
      <h2 className={cx(typography.h2, styles.heading)}>{slide.heading}</h2>
      {slide.text && <p className={cx(typography.body1, styles.body)}>{slide.text}</p>}
      <CarouselLinkButton fields={slide} locale={locale} onDark />
    </div>
  );
}

/** Shown where the video would play (spec: the video is not implemented; the slide keeps its image). */
function VideoNotice({ text }: { text: string }) {
  return (
    <div className={styles.videoNotice}>
      <SvgIcon path={VIDEOCAM_OFF} size="small" />
      <p className={typography.body2}>{text}</p>
    </div>
  );
}

/**
 * One hero slide. The full-bleed variants (left, right, leftShort, rightShort) lay the text panel
 * over the image from md, as a half or a card on the side the variant names; petals frames the
 * picture beside the text. Each slide fills the carousel's height, so slides of one carousel line
 * up whatever their text length.
 */
export function HeroCarouselSlide({ slide, locale, eager, controlsSpace, videoPlaceholder }: HeroCarouselSlideProps) {
  const video = slide.video && <VideoNotice text={videoPlaceholder} />;
  if (slide.variant === 'petals') {
    return (
      <div data-variant="petals" className={cx(styles.slide, styles.petals, controlsSpace && styles.withControls)}>
        <div className={styles.frame}>
          <div>
            <HeroImage image={slide.image} sizes="(min-width: 900px) 460px, 72vw" eager={eager} />
            {video}
          </div>
        </div>
        <div className={styles.petalText}>
          <HeroSlideText slide={slide} locale={locale} />
        </div>
      </div>
    );
  }
  const card = slide.variant === 'leftShort' || slide.variant === 'rightShort';
  return (
    <div data-variant={slide.variant} className={cx(styles.slide, styles[slide.variant], controlsSpace && styles.withControls)}>
      <div className={styles.image}>
        <HeroImage image={slide.image} ultraWideImage={slide.ultraWideImage} sizes="100vw" eager={eager} />
        {video}
      </div>
      <div className={cx(styles.panel, card ? styles.card : styles.half)}>
        <HeroSlideText slide={slide} locale={locale} />
      </div>
    </div>
  );
}
