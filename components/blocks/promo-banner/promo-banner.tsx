import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { cmsLinkProps } from '@/components/cms/cms-href';
import type { BlockProps } from '@/lib/cms/blocks';
import type { PromoBannerProps } from './schema';

const tones = {
  green: { bgcolor: 'primary.main', color: '#FFFFFF', button: 'secondary' },
  gold: { bgcolor: 'secondary.main', color: 'text.primary', button: 'primary' },
  light: { bgcolor: '#F3F7F4', color: 'text.primary', button: 'primary' },
} as const;

export function PromoBanner({ props, context }: BlockProps<PromoBannerProps>) {
  const { title, text, image, cta, tone, imagePosition, headingLevel } = props;
  const palette = tones[tone];
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Box
        component="aside"
        aria-label={title}
        data-tone={tone}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: palette.bgcolor,
          color: palette.color,
        }}
      >
        <Box sx={{ p: { xs: 3, md: 6 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', order: { md: imagePosition === 'left' ? 2 : 1 } }}>
          <Typography variant="h3" component={headingLevel === 2 ? 'h2' : 'h3'} sx={{ mb: 1.5 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: cta ? 3 : 0, fontSize: '1.0625rem' }}>{text}</Typography>
          {cta && (
            <Box>
              <Button variant="contained" color={palette.button} size="large" {...cmsLinkProps(context.locale, cta.href)}>
                {cta.label}
              </Button>
            </Box>
          )}
        </Box>
        <Box sx={{ position: 'relative', minHeight: { xs: 220, md: 320 }, order: { md: imagePosition === 'left' ? 1 : 2 } }}>
          <Image src={image.src} alt={image.alt} fill sizes="(min-width: 900px) 600px, 100vw" style={{ objectFit: 'cover' }} />
        </Box>
      </Box>
    </Container>
  );
}
