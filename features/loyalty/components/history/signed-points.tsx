import { useTranslations } from 'next-intl';
import { cx } from '@/components/theme/class-names';
import { formatSignedPoints } from '../../logic/number-formats';
import styles from './history.module.css';

/** Points with their sign, green when earned and red when spent: '+1.500 pontos', '-300 pontos'. */
export function SignedPoints({ points }: { points: number }) {
  const t = useTranslations('LoyaltyHistory');
  return <span className={cx(styles.points, points > 0 && styles.positive, points < 0 && styles.negative)}>{t('points', { points: formatSignedPoints(points) })}</span>;
}
