import layout from '@/components/theme/layout.module.css';
import type { BlockProps } from '@/lib/cms/blocks';
import styles from './rich-text.module.css';
import type { RichTextProps } from './schema';
import { sanitizeRichText } from './sanitize';

export function RichText({ props, context }: BlockProps<RichTextProps>) {
  return (
    <div className={`${layout.container} ${layout.narrow} ${styles.column}`}>
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: sanitizeRichText(props.html, context.locale) }} />
    </div>
  );
}
