import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import type { HeroBannerProps } from './schema';

/** The page's opening banner: its title is the page's h1, its image the LCP element (fetched with high priority). */
export function HeroBanner({ props, context }: BlockProps<HeroBannerProps>) {
  const { title, overline, subtitle, image, cta, secondaryCta } = props;
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ position: 'relative', minHeight: { xs: 440, md: 520 }, display: 'flex', alignItems: 'center', color: '#fff', overflow: 'hidden', bgcolor: 'primary.dark' }}
    >
      <Image
        src={image.src}
        alt={image.alt}
        fill
        // The hero image is the page's largest paint: fetch it first, never lazily.
        loading="eager"
        fetchPriority="high"
        sizes="100vw"
        style={{ objectFit: 'cover' }}
      />
      <Box
        aria-hidden
        sx={{ position: 'absolute', inset: 0, background: 'linear-gradient(90deg, rgba(0,40,26,0.88) 0%, rgba(0,40,26,0.62) 55%, rgba(0,40,26,0.15) 100%)' }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 6, md: 10 } }}>
        <Box sx={{ maxWidth: 640 }}>
          {overline && (
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
              {overline}
            </Typography>
          )}
          <Typography id={titleId} variant="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="h6" component="p" sx={{ fontWeight: 400, mb: 4, opacity: 0.95 }}>
              {subtitle}
            </Typography>
          )}
          {(cta || secondaryCta) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {cta && (
                <Button variant="contained" color="secondary" size="large" {...cmsLinkProps(context.locale, cta.href)}>
                  {cta.label}
                </Button>
              )}
              {secondaryCta && (
                <Button variant="outlined" color="inherit" size="large" {...cmsLinkProps(context.locale, secondaryCta.href)}>
                  {secondaryCta.label}
                </Button>
              )}
            </Stack>
          )}
        </Box>
      </Container>
    </Box>
  );
}
