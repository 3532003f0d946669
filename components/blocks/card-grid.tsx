import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import Image from 'next/image';
import type { ComponentProps, ReactNode } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import type { Cta } from '@/lib/cms/block-fields';
import type { Locale } from '@/lib/i18n/locales';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

interface CardGridProps extends Omit<ComponentProps<'ul'>, 'ref'> {
  /** `grid-template-columns` per breakpoint, e.g. `{ xs: '1fr', md: 'repeat(3, 1fr)' }`. */
  columns: Responsive<string>;
  gap?: Responsive<number>;
  children: ReactNode;
}

/** A block's items as a list (screen readers announce the count) laid out as a grid. */
export function CardGrid({ columns, gap = 3, children, ...list }: CardGridProps) {
  return (
    <Box component="ul" {...list} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}

interface CardItemProps {
  /** The whole card is one link (see `cardLinkSx`): its border shows hover. */
  linked?: boolean;
  /** Cards that open with a cover image clip it to the card's rounded corners. */
  clip?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** One card of a CardGrid: a bordered, rounded column. */
export function CardItem({ linked = false, clip = false, sx, children }: CardItemProps) {
  return (
    <Box
      component="li"
      sx={[
        { display: 'flex', flexDirection: 'column', border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' },
        clip && { overflow: 'hidden' },
        linked && { position: 'relative', transition: 'border-color 120ms', '&:hover': { borderColor: 'primary.main' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/**
 * The link that makes a whole `linked` CardItem one click target and one tab stop: its ::after
 * covers the card, and the focus ring goes round the card, inset so a clipping card keeps it.
 */
export const cardLinkSx = {
  color: 'text.primary',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: -3 },
} as const;

/** A card's cover image in a box of fixed proportions: the card keeps its shape before the image loads, whatever the image's ratio. */
export function CardCover({ src, alt, aspectRatio, sizes }: { src: string; alt: string; aspectRatio: string; sizes: string }) {
  return (
    <Box sx={{ position: 'relative', aspectRatio, bgcolor: '#F3F7F4' }}>
      <Image src={src} alt={alt} fill sizes={sizes} style={{ objectFit: 'cover' }} />
    </Box>
  );
}

/**
 * A card's call to action, pinned to the card's bottom: described by the card's title (many cards
 * say "Saiba mais"), and saying so when it opens another site.
 */
export function CardCta({ cta, titleId, locale, newTabHint }: { cta: Cta; titleId: string; locale: Locale; newTabHint: string }) {
  return (
    <Box sx={{ mt: 'auto', pt: 1 }}>
      <Button variant="outlined" aria-describedby={titleId} {...cmsLinkProps(locale, cta.href)}>
        {cta.label}
        <NewTabHint href={cta.href} hint={newTabHint} />
      </Button>
    </Box>
  );
}
