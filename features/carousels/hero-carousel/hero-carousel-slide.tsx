import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { SvgIcon } from '@/components/theme/svg-icon';
import { brandColors } from '@/components/theme/theme';
import type { Locale } from '@/lib/i18n/locales';
import { CarouselLinkButton } from '../carousel/carousel-link-button';
import { HeroImage } from './hero-image';
import type { HeroSlide, HeroVariant } from './schema';

export interface HeroCarouselSlideProps {
  slide: HeroSlide;
  locale: Locale;
  /** The first slide: its image is fetched eagerly. */
  eager: boolean;
  /** Room at the bottom for the overlaid controls (none on a one-slide hero). */
  controlsSpace: boolean;
  videoPlaceholder: string;
}

type FullBleedVariant = Exclude<HeroVariant, 'petals'>;

/** Text side, grid columns (text column first for the side it sits on), card or half panel, and where the image area's centre is. */
const fullBleedLayouts: Record<FullBleedVariant, { side: 'start' | 'end'; columns: string; card: boolean; imageCentre: string }> = {
  left: { side: 'start', columns: '1fr 1fr', card: false, imageCentre: '75%' },
  right: { side: 'end', columns: '1fr 1fr', card: false, imageCentre: '25%' },
  leftShort: { side: 'start', columns: '5fr 7fr', card: true, imageCentre: '70%' },
  rightShort: { side: 'end', columns: '7fr 5fr', card: true, imageCentre: '30%' },
};

const VIDEOCAM_OFF = 'm21 6.5-4 4V7c0-.55-.45-1-1-1H9.82L21 17.18zM3.27 2 2 3.27 4.73 6H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.21 0 .39-.08.54-.18L19.73 21 21 19.73z';

/** Lines the text up with the page's `lg` container (1200 px) on wide screens. */
const containerGutter = 'max(48px, calc((100vw - 1200px) / 2 + 24px))';

/** The panels are the brand's dark green, nearly opaque, so white and gold text keep their contrast over any image. */
const panelColor = 'rgba(0, 69, 45, 0.96)';

function HeroSlideText({ slide, locale }: { slide: HeroSlide; locale: Locale }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 560 }}>
      {slide.overline && (
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main', lineHeight: 1.5 }}>
          {slide.overline}
        </Typography>
      )}
      <Typography variant="h2" component="h2" sx={{ color: 'inherit', fontSize: { xs: '1.75rem', md: '2.25rem', lg: '2.625rem' } }}>
        {slide.heading}
      </Typography>
      {slide.text && <Typography sx={{ fontSize: { xs: '1rem', md: '1.125rem' }, color: 'rgba(255, 255, 255, 0.92)' }}>{slide.text}</Typography>}
      <Box sx={{ mt: 1, display: 'flex' }}>
        <CarouselLinkButton fields={slide} locale={locale} color="secondary" focusColor="#FFFFFF" />
      </Box>
    </Box>
  );
}

/** Shown where the video would play (spec: the video is not implemented; the slide keeps its image). */
function VideoNotice({ text, left }: { text: string; left: string | { xs: string; md: string } }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: '50%',
        left,
        transform: 'translate(-50%, -50%)',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        maxWidth: '80%',
        px: 2,
        py: 1,
        borderRadius: 999,
        bgcolor: 'rgba(28, 43, 39, 0.9)',
        color: '#FFFFFF',
      }}
    >
      <SvgIcon path={VIDEOCAM_OFF} size="small" />
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}

/**
 * One full-bleed hero slide. On phones every variant stacks the image over a solid text panel
 * (no text over pictures on small screens); from `md` the variant places the panel. Each slide
 * fills the carousel's height, so slides of one carousel line up whatever their text length.
 */
export function HeroCarouselSlide({ slide, locale, eager, controlsSpace, videoPlaceholder }: HeroCarouselSlideProps) {
  const bottomSpace = controlsSpace ? { xs: 12, md: 14 } : { xs: 5, md: 8 };
  if (slide.variant === 'petals') return <PetalsSlide {...{ slide, locale, eager, bottomSpace, videoPlaceholder }} />;

  const layout = fullBleedLayouts[slide.variant];
  const textColumn = layout.side === 'start' ? 1 : 2;
  const panel: SxProps<Theme> = layout.card
    ? {
        alignSelf: { md: 'center' },
        m: { md: 6 },
        mb: { md: bottomSpace.md },
        [layout.side === 'start' ? 'ml' : 'mr']: { md: containerGutter },
        p: { xs: 3, md: 5 },
        pb: { xs: bottomSpace.xs, md: 5 },
        borderRadius: { md: 4 },
        boxShadow: { md: 8 },
      }
    : {
        display: 'flex',
        alignItems: 'center',
        px: { xs: 3, sm: 5, md: 6 },
        [layout.side === 'start' ? 'pl' : 'pr']: { md: containerGutter },
        pt: { xs: 4, md: 8 },
        pb: bottomSpace,
      };

  return (
    <Box
      data-variant={slide.variant}
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: { md: 540, xl: 600 },
        display: { xs: 'flex', md: 'grid' },
        flexDirection: 'column',
        gridTemplateColumns: { md: layout.columns },
        bgcolor: 'primary.dark',
        color: '#FFFFFF',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ position: { xs: 'relative', md: 'absolute' }, inset: { md: 0 }, aspectRatio: { xs: '16 / 9', md: 'auto' } }}>
        <HeroImage image={slide.image} ultraWideImage={slide.ultraWideImage} sizes="100vw" eager={eager} />
        {slide.video && <VideoNotice text={videoPlaceholder} left={{ xs: '50%', md: layout.imageCentre }} />}
      </Box>
      <Box sx={{ position: 'relative', gridRow: { md: 1 }, gridColumn: { md: textColumn }, flexGrow: 1, bgcolor: { xs: 'primary.dark', md: panelColor }, ...panel }}>
        <HeroSlideText slide={slide} locale={locale} />
      </Box>
    </Box>
  );
}

/** A leaf-shaped corner pair: top-left and bottom-right rounded. */
const petal = '50% 0 50% 0';

function PetalsSlide({
  slide,
  locale,
  eager,
  bottomSpace,
  videoPlaceholder,
}: Omit<HeroCarouselSlideProps, 'controlsSpace'> & { bottomSpace: { xs: number; md: number } }) {
  return (
    <Box
      data-variant="petals"
      sx={{
        position: 'relative',
        height: '100%',
        minHeight: { md: 540, xl: 600 },
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        alignItems: 'center',
        gap: { xs: 4, md: 8 },
        px: { xs: 3, sm: 5, md: containerGutter },
        pt: { xs: 4, md: 8 },
        pb: bottomSpace,
        color: '#FFFFFF',
        overflow: 'hidden',
        background: `radial-gradient(circle at 85% 20%, ${brandColors.leafGreen} 0%, ${brandColors.fieldGreen} 35%, ${brandColors.fieldGreenDark} 75%)`,
        // Two large translucent petals drift behind everything: decoration only, pure CSS.
        '&::before, &::after': { content: '""', position: 'absolute', borderRadius: petal, pointerEvents: 'none' },
        '&::before': { width: 420, height: 420, left: -160, bottom: -200, bgcolor: 'rgba(242, 169, 0, 0.12)', transform: 'rotate(-12deg)' },
        '&::after': { width: 320, height: 320, right: -120, top: -150, bgcolor: 'rgba(255, 255, 255, 0.08)', transform: 'rotate(24deg)' },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          zIndex: 1,
          gridColumn: { md: 2 },
          gridRow: { md: 1 },
          justifySelf: 'center',
          width: { xs: '72%', sm: 340, md: '100%' },
          maxWidth: 460,
          aspectRatio: '1',
          // A gold petal peeks out behind the picture, turned the other way.
          '&::before': { content: '""', position: 'absolute', inset: '6% -6% -6% 6%', borderRadius: '0 50% 0 50%', bgcolor: 'secondary.main' },
        }}
      >
        <Box sx={{ position: 'absolute', inset: 0, borderRadius: petal, overflow: 'hidden', boxShadow: 12 }}>
          <HeroImage image={slide.image} sizes="(min-width: 900px) 460px, 72vw" eager={eager} />
          {slide.video && <VideoNotice text={videoPlaceholder} left="50%" />}
        </Box>
      </Box>
      <Box sx={{ position: 'relative', zIndex: 1, gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
        <HeroSlideText slide={slide} locale={locale} />
      </Box>
    </Box>
  );
}
