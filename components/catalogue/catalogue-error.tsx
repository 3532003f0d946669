import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import styles from './catalogue.module.css';

/** Spec §8: the catalogue failed (the widget's loader logged it); the widget says so in place of its products. */
export function CatalogueError({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className={styles.error}>
      <p className={cx(typography.h6, styles.errorTitle)}>{title}</p>
      <p className={typography.body2}>{text}</p>
    </div>
  );
}
