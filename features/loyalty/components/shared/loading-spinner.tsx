import layout from '@/components/theme/layout.module.css';
import styles from './loading-spinner.module.css';

/**
 * One spinner for a loyalty widget that waits for its data, with what is loading said to screen
 * readers (MUI's CircularProgress look, without MUI: server and client components alike). Place it
 * in a box of the widget's final size.
 */
export function LoadingSpinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={layout.visuallyHidden}>{label}</span>
    </div>
  );
}
