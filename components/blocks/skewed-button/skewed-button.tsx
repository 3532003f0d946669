import { cmsLinkProps } from '@/components/cms/cms-href';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import type { SkewedButtonProps } from './schema';
import { SkewedButtonLink } from './skewed-button-link-island.client';
import styles from './skewed-button.module.css';

/** Server side of the skewed call to action: resolves the link for the locale, the client part draws it. */
export function SkewedButton({ props, context }: BlockProps<SkewedButtonProps>) {
  const { label, href, color, align } = props;
  return (
    <div className={cx(layout.container, styles.frame, styles[align])}>
      <SkewedButtonLink label={label} color={color} {...cmsLinkProps(context.locale, href)} />
    </div>
  );
}
