'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiJson, postJson } from '@/lib/api-client';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import typography from '@/components/theme/typography.module.css';
import styles from './connect-account.module.css';

export interface ConnectAccountActionProps {
  /** Connect, or disconnect a connected account. */
  mode: 'connect' | 'disconnect';
  /** Where the user goes once connected (the campaign page, or the planting advisory with preceon-redirect). */
  nextHref: string;
  labels: { idle: string; busy: string; failed: string };
}

const CONNECTION_ROUTE = '/api/partners/field-view/connection';

/** The route's `{ connected }`, checked without zod (it would join this island's chunk for one field). */
const connectionAnswer = {
  parse: (answer: unknown) => {
    if (typeof answer !== 'object' || answer === null || typeof (answer as { connected?: unknown }).connected !== 'boolean') throw new Error('Unexpected answer');
    return answer as { connected: boolean };
  },
};

/**
 * The connect (or disconnect) button: asks our route, which links the account and keeps the
 * partner authorization on the server; then goes on to `nextHref` (connect) or renders the page
 * again (disconnect). A failure says so next to the button and leaves it ready to try again.
 */
export function ConnectAccountAction({ mode, nextHref, labels }: ConnectAccountActionProps) {
  const router = useRouter();
  // Until React has hydrated it, a press of the server's markup would do nothing.
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<'idle' | 'busy' | 'failed'>('idle');
  const act = async () => {
    if (phase === 'busy') return;
    setPhase('busy');
    try {
      if (mode === 'connect') {
        await postJson(CONNECTION_ROUTE, {}, connectionAnswer);
        router.push(nextHref);
      } else {
        await apiJson(CONNECTION_ROUTE, connectionAnswer, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: '{}' });
        router.refresh();
      }
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  };
  return (
    <div className={styles.action}>
      <button
        type="button"
        disabled={!hydrated}
        aria-disabled={phase === 'busy' || undefined}
        aria-busy={phase === 'busy' || undefined}
        onClick={() => void act()}
        className={buttonClasses({ variant: mode === 'connect' ? 'contained' : 'outlined' })}
      >
        {phase === 'busy' ? labels.busy : labels.idle}
      </button>
      <p role="alert" className={cx(typography.body2, styles.failed)}>
        {phase === 'failed' ? labels.failed : ''}
      </p>
    </div>
  );
}
