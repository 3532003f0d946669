import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { financeTier } from '../logic/finance-tier';
import styles from './quick-links.module.css';
import type { FinanceQuickLinksProps } from './quick-links-schema';

function QuickLinksSection({ headingId, children }: { headingId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={cx(layout.container, styles.section)}>
      {children}
    </section>
  );
}

/**
 * The `finance-quick-links` block: the links authored for the viewer's finance tier, chosen on the
 * server from their roles (read once per request). Its skeleton stands in while the roles load.
 */
export async function FinanceQuickLinks({ props, context, nodeId }: BlockProps<FinanceQuickLinksProps>) {
  if (!context.viewer) return null;
  const tier = financeTier(await context.viewer.roles());
  const links = props[tier];
  if (!links) return null;
  const headingId = `${nodeId ?? 'finance-quick-links'}-heading`;
  return (
    <QuickLinksSection headingId={headingId}>
      <h2 id={headingId} className={cx(typography.h4, styles.heading)}>
        {links.heading}
      </h2>
      {links.text && <p className={cx(typography.body1, styles.text)}>{links.text}</p>}
      <ul className={cx(layout.buttonRow, styles.links)}>
        {links.links.map((link, index) => (
          <li key={`${link.href}-${link.label}`}>
            <a {...cmsLinkProps(context.locale, link.href)} className={buttonClasses({ variant: index === 0 ? 'contained' : 'outlined', size: 'large' })}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </QuickLinksSection>
  );
}

/** While the roles load: a heading and two buttons' shapes. */
export async function FinanceQuickLinksSkeleton({ context }: BlockProps<FinanceQuickLinksProps>) {
  if (!context.viewer) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'FinanceQuickLinks' });
  return (
    <QuickLinksSection>
      <div role="status">
        <span className={layout.visuallyHidden}>{t('loading')}</span>
        <span aria-hidden className={cx(skeleton.shape, skeleton.line, typography.h4, styles.headingShape)} />
        <span aria-hidden className={cx(skeleton.shape, skeleton.line, typography.body1, styles.textShape)} />
        <span aria-hidden className={styles.links}>
          <span className={cx(skeleton.shape, skeleton.button, styles.buttonShape)} />
          <span className={cx(skeleton.shape, skeleton.button, styles.buttonShape)} />
        </span>
      </div>
    </QuickLinksSection>
  );
}
