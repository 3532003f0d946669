import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { BlockProps } from '@/lib/cms/blocks';
import type { Locale } from '@/lib/i18n/locales';
import type { FullBackgroundBannerProps } from './schema';

/**
 * The scrim over the image: field green at 72 %. Even over a pure white pixel it leaves white text
 * at 6.4:1 (AA needs 4.5:1), so no picture an editor picks can make the copy unreadable.
 */
export const FULL_BACKGROUND_BANNER_SCRIM = 'rgba(0, 40, 26, 0.72)';

/** A banner over a full-width background image, with heading, text and up to two buttons. */
export async function FullBackgroundBanner({ props, context }: BlockProps<FullBackgroundBannerProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'Links' });
  return <FullBackgroundBannerSection {...props} locale={context.locale} newTabHint={t('newTab')} />;
}

type SectionProps = FullBackgroundBannerProps & { locale: Locale; newTabHint: string };

/** (Hooks cannot run in the async component above, hence the split.) */
function FullBackgroundBannerSection({ heading, text, image, ctas, align, locale, newTabHint }: SectionProps) {
  const headingId = useId();
  const centered = align === 'center';
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-align={align}
      // A minimum height reserves the banner's space before the image arrives (no layout shift);
      // the dark background keeps the text readable until then.
      sx={{ position: 'relative', minHeight: { xs: 360, md: 440 }, display: 'flex', alignItems: 'center', overflow: 'hidden', color: '#fff', bgcolor: 'primary.dark' }}
    >
      <Image src={image.src} alt={image.alt} fill sizes="100vw" style={{ objectFit: 'cover' }} />
      <Box aria-hidden data-scrim sx={{ position: 'absolute', inset: 0, bgcolor: FULL_BACKGROUND_BANNER_SCRIM }} />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 6, md: 8 } }}>
        <Box sx={{ maxWidth: 680, mx: centered ? 'auto' : 0, textAlign: centered ? 'center' : 'left' }}>
          <Typography id={headingId} variant="h2" sx={{ mb: text ? 2 : 0 }}>
            {heading}
          </Typography>
          {text && (
            <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.6 }}>
              {text}
            </Typography>
          )}
          {ctas.length > 0 && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, justifyContent: centered ? 'center' : 'flex-start' }}>
              {ctas.map((cta, index) => (
                <Button
                  key={`${cta.href}-${index}`}
                  // The first button is the main action; the second stays quieter.
                  variant={index === 0 ? 'contained' : 'outlined'}
                  color={index === 0 ? 'secondary' : 'inherit'}
                  size="large"
                  {...cmsLinkProps(locale, cta.href)}
                  sx={{ '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 2 } }}
                >
                  {cta.label}
                  <NewTabHint href={cta.href} hint={newTabHint} />
                </Button>
              ))}
            </Stack>
          )}
        </Box>
      </Container>
    </Box>
  );
}
