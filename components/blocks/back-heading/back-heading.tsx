import { getTranslations } from 'next-intl/server';
import { resolveCmsHref } from '@/components/cms/cms-href';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import typography from '@/components/theme/typography.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { BackLink } from './back-link-island.client';
import styles from './back-heading.module.css';
import type { BackHeadingProps } from './schema';

/** An h2 with a back control before it; the fallback page is resolved inside the locale (default: its home). */
export async function BackHeading({ props, context }: BlockProps<BackHeadingProps>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'BackHeading' });
  return (
    <div className={cx(layout.container, styles.row)}>
      <BackLink fallbackHref={resolveCmsHref(context.locale, props.fallbackHref)} label={t('back')} />
      <h2 className={typography.h3}>{props.heading}</h2>
    </div>
  );
}
