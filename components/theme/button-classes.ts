import styles from './button.module.css';
import { cx } from './class-names';

export interface ButtonLook {
  variant: 'contained' | 'outlined';
  /** The theme colour; `inherit` takes the text's colour (outlined on a dark or coloured band). */
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
}

/**
 * The classes that give a link (or a plain button) the look of the theme's MUI Button, for server
 * components: no client component, no `sx` in the flight data, no emotion CSS in the page.
 */
export function buttonClasses({ variant, color = 'primary', size = 'medium' }: ButtonLook): string {
  return cx(styles.button, styles[variant], color !== 'primary' && styles[color], size !== 'medium' && styles[size]);
}
