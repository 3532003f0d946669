import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Breakpoint } from '@mui/material/styles';
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

/**
 * A card's call to action, pinned to the card's bottom: described by the card's title (many cards
 * say "Saiba mais"), and saying so when it opens another site.
 */
export function CardCta({ cta, titleId, locale, newTabHint }: { cta: Cta; titleId: string; locale: Locale; newTabHint: string }) {
  return (
    <Box sx={{ mt: 'auto', pt: 1 }}>
      <Button variant="outlined" aria-describedby={titleId} {...cmsLinkProps(cta.href, locale)}>
        {cta.label}
        <NewTabHint href={cta.href} hint={newTabHint} />
      </Button>
    </Box>
  );
}
