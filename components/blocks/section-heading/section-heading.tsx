import { useId } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './section-heading.module.css';
import type { SectionHeadingProps } from './schema';

/** A titled section: heading and intro, then the child blocks, then up to three footer buttons. */
export function SectionHeading({ props, context, children }: BlockProps<SectionHeadingProps>) {
  const { heading, overline, text, level, align, footerButtons } = props;
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const centered = align === 'center';
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={cx(layout.container, centered && styles.center)}>
        {overline && <p className={`${typography.overline} ${styles.overline}`}>{overline}</p>}
        <Heading id={headingId} className={`${typography[Heading]} ${styles.heading}`}>
          {heading}
        </Heading>
        {text && <p className={`${typography.lead} ${styles.text}`}>{text}</p>}
      </div>
      {children && <div className={styles.children}>{children}</div>}
      {footerButtons.length > 0 && (
        <div className={layout.container}>
          <div className={cx(layout.buttonRow, styles.buttons, centered && styles.buttonsCentered)}>
            {footerButtons.map((button, index) => (
              <a
                key={`${button.href}-${button.label}`}
                {...cmsLinkProps(context.locale, button.href)}
                className={buttonClasses({ variant: index === 0 ? 'contained' : 'outlined', size: 'large' })}
              >
                {button.label}
              </a>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
