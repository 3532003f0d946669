import type { ReactNode, Ref } from 'react';
import layout from '@/components/theme/layout.module.css';
import type { InfoBannerVariant } from '../schema';
import styles from './info-banner.module.css';

interface BannerSectionProps {
  variant: InfoBannerVariant;
  /** The id of the banner's title, or none: then `label` names the region. */
  labelledBy?: string;
  label: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/** The banner's named region and frame (colours per variant), shared by the server-rendered and the closable banner. */
export function BannerSection({ variant, labelledBy, label, ref, children }: BannerSectionProps) {
  return (
    <div className={`${layout.container} ${styles.frame}`}>
      <section
        ref={ref}
        data-variant={variant}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        className={`${styles.banner} ${styles[variant]}`}
      >
        {children}
      </section>
    </div>
  );
}
