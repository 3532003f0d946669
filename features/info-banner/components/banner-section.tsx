import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode, Ref } from 'react';
import type { InfoBannerVariant } from '../schema';

/** Colours per variant; each pairs text and background above WCAG AA contrast. */
const variantSx = {
  default: { bgcolor: 'grey.100', color: 'text.primary', borderLeft: 6, borderColor: 'primary.main' },
  campaign: { bgcolor: 'primary.main', color: 'common.white' },
  eleva: { bgcolor: 'text.primary', color: 'common.white', borderLeft: 6, borderColor: 'secondary.main' },
} satisfies Record<InfoBannerVariant, object>;

interface BannerSectionProps {
  variant: InfoBannerVariant;
  /** The id of the banner's title, or none: then `label` names the region. */
  labelledBy?: string;
  label: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** The banner's named region and frame, shared by the server-rendered and the closable banner. */
export function BannerSection({ variant, labelledBy, label, ref, children }: BannerSectionProps) {
  return (
    <Container maxWidth="lg" sx={{ my: 3 }}>
      <Box
        component="section"
        ref={ref}
        data-variant={variant}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, borderRadius: 2, px: { xs: 2.5, md: 3 }, py: { xs: 2, md: 2.5 }, ...variantSx[variant] }}
      >
        {children}
      </Box>
    </Container>
  );
}
