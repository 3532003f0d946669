import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import type { Locale } from '@/lib/i18n/locales';
import { CarouselLinkButton } from './carousel-link-button';
import type { CarouselItem } from './schema';

export interface CarouselSlideProps {
  item: CarouselItem;
  locale: Locale;
  /** h2 in a carousel; h3 in a tabbed carousel under its own heading. */
  headingLevel?: 'h2' | 'h3';
}

/** One carousel item (a carousel's slide, a tabbed carousel's panel): image beside the text on wide screens, above it on phones. */
export function CarouselSlide({ item, locale, headingLevel = 'h2' }: CarouselSlideProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        height: '100%',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: '#F3F7F4',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: { xs: '16 / 10', md: 'auto' }, minHeight: { md: 340 } }}>
        <Image
          src={item.image.src}
          alt={item.image.alt}
          fill
          sizes="(min-width: 1200px) 576px, (min-width: 900px) 50vw, 100vw"
          draggable={false}
          style={{ objectFit: 'cover' }}
        />
      </Box>
      <Box sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 1.5 }}>
        {item.overline && (
          <Typography variant="overline" component="p" sx={{ color: 'primary.dark', lineHeight: 1.5 }}>
            {item.overline}
          </Typography>
        )}
        <Typography
          variant={headingLevel}
          component={headingLevel}
          sx={{ fontSize: headingLevel === 'h2' ? { xs: '1.5rem', md: '1.875rem' } : { xs: '1.375rem', md: '1.75rem' } }}
        >
          {item.heading}
        </Typography>
        {item.text && <Typography sx={{ fontSize: '1.0625rem', color: 'text.secondary' }}>{item.text}</Typography>}
        <Box sx={{ mt: 1, display: 'flex' }}>
          <CarouselLinkButton fields={item} locale={locale} />
        </Box>
      </Box>
    </Box>
  );
}
