'use client';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import type { MagoyaRecommendation } from '@/lib/postal-code-seed/contract';
import { recommendationAt } from '../api/magoya';
import styles from './postal-code-seed.module.css';

export interface RecommendationLabels {
  region: string;
  loadingRecommendation: string;
  recommendationFailed: string;
  retry: string;
  hybrid: string;
  cycle: string;
  population: string;
  sowingWindow: string;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'shown'; recommendation: MagoyaRecommendation };

/**
 * The hybrids recommended around the CEP's point, read from Magoya's widget API with the key our
 * route serves, and drawn here (no third-party script): loading rows, the table, or an error with retry.
 */
export function Recommendation({ coordinates, locale, labels }: { coordinates: readonly [number, number]; locale: string; labels: RecommendationLabels }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    recommendationAt(coordinates).then(
      (recommendation) => current && setState({ kind: 'shown', recommendation }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [coordinates, attempt]);

  if (state.kind === 'failed') {
    return (
      <div role="alert" className={styles.failed}>
        <p>{labels.recommendationFailed}</p>
        <button
          type="button"
          className={buttonClasses({ variant: 'outlined' })}
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          {labels.retry}
        </button>
      </div>
    );
  }

  if (state.kind === 'loading') {
    return (
      <div role="status" className={styles.recommendation}>
        <span className={layout.visuallyHidden}>{labels.loadingRecommendation}</span>
        <div aria-hidden className={styles.loadingRows}>
          {Array.from({ length: 3 }, (_, index) => (
            <span key={index} className={cx(skeleton.shape, skeleton.line)} />
          ))}
        </div>
      </div>
    );
  }

  const days = new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  const count = new Intl.NumberFormat(locale);
  return (
    <div className={styles.recommendation}>
      <p>
        {labels.region}: <strong>{state.recommendation.region}</strong>
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{labels.hybrid}</th>
            <th scope="col">{labels.cycle}</th>
            <th scope="col">{labels.population}</th>
            <th scope="col">{labels.sowingWindow}</th>
          </tr>
        </thead>
        <tbody>
          {state.recommendation.hybrids.map((hybrid) => (
            <tr key={hybrid.name}>
              <th scope="row">{hybrid.name}</th>
              <td>{days.format(hybrid.cycleDays)}</td>
              <td>{count.format(hybrid.seedsPerHectare)}</td>
              <td>{hybrid.sowingWindow}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
