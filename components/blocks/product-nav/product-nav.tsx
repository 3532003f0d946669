import { useTranslations } from 'next-intl';
import { cmsLinkProps } from '@/components/cms/cms-href';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import { currentNavItem } from './current-nav-item';
import styles from './product-nav.module.css';
import type { ProductNavProps } from './schema';

/**
 * The product areas as one horizontal bar that scrolls sideways on narrow screens; the area of
 * the page being shown (the page itself or one below it) is marked as current. Server-rendered
 * links: no script.
 */
export function ProductNav({ props, context }: BlockProps<ProductNavProps>) {
  const t = useTranslations('ProductNav');
  const current = currentNavItem(props.items, context.page.path);
  return (
    <nav aria-label={props.label ?? t('label')} className={styles.nav}>
      <ul className={cx(layout.plainList, styles.items)}>
        {props.items.map((item) => (
          <li key={`${item.href}-${item.label}`} className={styles.item}>
            <a {...cmsLinkProps(context.locale, item.href)} aria-current={item === current ? 'page' : undefined} className={styles.link}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
