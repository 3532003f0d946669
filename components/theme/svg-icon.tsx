import { cx } from './class-names';
import styles from './svg-icon.module.css';

export interface SvgIconProps {
  /** The icon's path data on Material's 24-unit grid (one string per <path>). */
  path: string | readonly string[];
  /** MUI's `fontSize`: 1.25, 1.5 or 2.1875 rem, or the text's size (`inherit`). */
  size?: 'inherit' | 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A Material icon with MUI's SvgIcon look (a 1em box on the 24-unit grid, in the text's colour),
 * for server and client components alike: no client component in the route's chunk, no icon
 * module in an island's. Always decorative: the control or text beside it carries the name.
 */
export function SvgIcon({ path, size = 'medium', className }: SvgIconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cx(styles.icon, size !== 'medium' && styles[size], className)}>
      {(typeof path === 'string' ? [path] : path).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
