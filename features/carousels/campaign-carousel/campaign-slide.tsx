import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { Locale } from '@/lib/i18n/locales';
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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        height: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'primary.dark',
        color: '#FFFFFF',
        borderBottom: 6,
        borderColor: 'secondary.main',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: { xs: '16 / 9', md: 'auto' }, minHeight: { md: 360 } }}>
        <Image
          src={item.imageDesktop.src}
          alt={item.imageDesktop.alt}
          fill
          sizes="(min-width: 1200px) 690px, (min-width: 900px) 60vw, 100vw"
          draggable={false}
          style={{ objectFit: 'cover' }}
        />
      </Box>
      <Box sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1.5 }}>
        <Typography component="p" variant="overline" sx={{ color: 'secondary.main', lineHeight: 1.5 }}>
          <time dateTime={endsAt}>{endsOn}</time>
        </Typography>
        <Typography variant="h2" component="h2" sx={{ color: 'inherit', fontSize: { xs: '1.5rem', md: '1.875rem' } }}>
          {item.title}
        </Typography>
        {item.text && <Typography sx={{ fontSize: '1.0625rem', color: 'rgba(255, 255, 255, 0.92)' }}>{item.text}</Typography>}
        <Box sx={{ mt: 1, display: 'flex' }}>
          <CarouselLinkButton
            fields={{ buttonHref: item.link, buttonLabel: item.cta, isExternalLink: item.isExternalLink }}
            locale={locale}
            color="secondary"
            focusColor="#FFFFFF"
          />
        </Box>
      </Box>
    </Box>
  );
}
