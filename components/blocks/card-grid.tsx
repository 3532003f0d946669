import Image from 'next/image';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { NewTabHint } from '@/components/cms/new-tab-hint';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import type { Cta } from '@/lib/cms/block-fields';
import type { Locale } from '@/lib/i18n/locales';
import styles from './card-grid.module.css';

/** The breakpoints card-grid.module.css reads a value for (theme.breakpoints xs to lg). */
type GridBreakpoint = 'xs' | 'sm' | 'md' | 'lg';
type Responsive<T> = T | Partial<Record<GridBreakpoint, T>>;

interface CardGridProps extends Omit<ComponentProps<'ul'>, 'ref'> {
  /** `grid-template-columns` per breakpoint, e.g. `{ xs: '1fr', md: 'repeat(3, 1fr)' }`; a breakpoint without one takes the one below. */
  columns: Responsive<string>;
  /** In theme spacing units, per breakpoint. */
  gap?: Responsive<number>;
  children: ReactNode;
}

/** `--<name>-<breakpoint>` custom properties for a value given once or per breakpoint. */
function perBreakpoint<T extends string | number>(name: string, value: Responsive<T>): Record<string, T> {
  const values: Partial<Record<GridBreakpoint, T>> = typeof value === 'object' ? value : { xs: value };
  return Object.fromEntries(Object.entries(values).map(([breakpoint, setting]) => [`--${name}-${breakpoint}`, setting]));
}

/**
 * A block's items as a list (screen readers announce the count) laid out as a grid. Its columns
 * and gap are custom properties on the list, so the stylesheet stays one static class.
 */
export function CardGrid({ columns, gap = 3, className, style, children, ...list }: CardGridProps) {
  const layout = { ...perBreakpoint('grid-columns', columns), ...perBreakpoint('grid-gap', gap), ...style } as CSSProperties;
  return (
    <ul {...list} className={cx(styles.grid, className)} style={layout}>
      {children}
    </ul>
  );
}

interface CardItemProps {
  /** The whole card is one link (see `cardLinkClass`): its border shows hover. */
  linked?: boolean;
  /** Cards that open with a cover image clip it to the card's rounded corners. */
  clip?: boolean;
  /** The card's own spacing, from the caller's CSS module. */
  className?: string;
  children: ReactNode;
}

/** One card of a CardGrid: a bordered, rounded column. */
export function CardItem({ linked = false, clip = false, className, children }: CardItemProps) {
  return <li className={cx(styles.card, clip && styles.clip, linked && styles.linked, className)}>{children}</li>;
}

/** A card's text below its cover: a column with the theme's spacing, growing so a CardCta sits at the bottom. */
export function CardBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}

/**
 * The class of the link that makes a whole `linked` CardItem one click target and one tab stop:
 * its ::after covers the card, and the focus ring goes round the card.
 */
export const cardLinkClass = styles.cardLink;

/** A card's cover image in a box of fixed proportions: the card keeps its shape before the image loads, whatever the image's ratio. */
export function CardCover({ src, alt, aspectRatio, sizes }: { src: string; alt: string; aspectRatio: string; sizes: string }) {
  return (
    <div className={styles.cover} style={{ aspectRatio }}>
      <Image src={src} alt={alt} fill sizes={sizes} style={{ objectFit: 'cover' }} />
    </div>
  );
}

/**
 * A card's call to action, pinned to the card's bottom: described by the card's title (many cards
 * say "Saiba mais"), and saying so when it opens another site.
 */
export function CardCta({ cta, titleId, locale, newTabHint }: { cta: Cta; titleId: string; locale: Locale; newTabHint: string }) {
  return (
    <div className={styles.cta}>
      <a {...cmsLinkProps(locale, cta.href)} aria-describedby={titleId} className={buttonClasses({ variant: 'outlined' })}>
        {cta.label}
        <NewTabHint href={cta.href} hint={newTabHint} />
      </a>
    </div>
  );
}
