'use client';
import '@/lib/browser/zod-jitless';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useUserContext } from '@/components/account/user-context.client';
import { ProgressMeter } from '@/components/progress-meter/progress-meter';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import typography from '@/components/theme/typography.module.css';
import { apiJson } from '@/lib/api-client';
import { progressAnswerSchema, type ProgressAnswer, type ProgressUpdate } from '@/lib/courses/progress';
import type { Locale } from '@/lib/i18n/locales';
import { completedShare } from '../logic/course-units';
import styles from './courses.module.css';

interface CourseProgressProps {
  locale: Locale;
  slug: string;
  /** The unit shown, from 0. */
  unit: number;
  /** Every unit's title and address, in order: the sidebar's numbered items. */
  modules: { title: string; href: string }[];
  /** The sign-in page, coming back to this unit. */
  signInHref: string;
  labels: {
    modules: string;
    completed: string;
    progressLabel: string;
    /** 'x of n units completed', for x = 0 to n. */
    progress: string[];
    progressLoading: string;
    signInHint: string;
    signIn: string;
    progressError: string;
    retry: string;
  };
  /** The unit, rendered on the server. */
  children: ReactNode;
}

type Progress = { kind: 'loading' } | { kind: 'ready'; completed: number[] } | { kind: 'failed' };

/**
 * The signed-in user's progress in the course, kept by `/api/courses/{slug}/progress`: opening a
 * unit completes it (read first, written only when it is new). A visitor who is not signed in reads
 * the course and is told that signing in keeps the progress. The page is cached for everyone, so
 * who is signed in, and their progress, are asked after load; the banner keeps its height meanwhile.
 */
export function CourseProgress({ locale, slug, unit, modules, signInHref, labels, children }: CourseProgressProps) {
  const user = useUserContext();
  const [progress, setProgress] = useState<Progress>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const bannerTextId = useId();
  const modulesHeadingId = useId();
  const unitCount = modules.length;

  useEffect(() => {
    if (!user.isLoggedIn) return;
    let cancelled = false;
    const address = `/api/courses/${encodeURIComponent(slug)}/progress`;
    const complete = (update: ProgressUpdate) =>
      apiJson(address, progressAnswerSchema, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(update) });
    void apiJson(`${address}?${new URLSearchParams({ locale })}`, progressAnswerSchema)
      .then((saved): ProgressAnswer | Promise<ProgressAnswer> => (saved.completed.includes(unit) ? saved : complete({ locale, unit })))
      .then(
        (answer) => !cancelled && setProgress({ kind: 'ready', completed: answer.completed }),
        () => !cancelled && setProgress({ kind: 'failed' }),
      );
    return () => {
      cancelled = true;
    };
  }, [user.isLoggedIn, slug, locale, unit, attempt]);

  const retry = () => {
    setProgress({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  const state = user.isLoading ? 'loading' : !user.isLoggedIn ? 'signed-out' : progress.kind;
  const completed = progress.kind === 'ready' && state === 'ready' ? progress.completed : [];
  const share = completedShare(completed, unitCount);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);

  return (
    <div className={styles.player}>
      <aside aria-labelledby={modulesHeadingId} className={styles.sidebar}>
        <h2 id={modulesHeadingId} className={typography.h6}>
          {labels.modules}
        </h2>
        {state === 'ready' && <ProgressMeter percent={share * 100} label={{ text: labels.progressLabel }} valueText={percent} />}
        <ol className={cx(layout.plainList, styles.modules)}>
          {modules.map((module, index) => {
            const done = completed.includes(index);
            return (
              <li key={module.href}>
                <a href={module.href} aria-current={index === unit ? 'step' : undefined} className={cx(styles.module, styles.moduleLink, index === unit && styles.moduleCurrent)}>
                  <span aria-hidden="true" className={cx(styles.number, done && styles.numberDone)}>
                    {index + 1}
                  </span>
                  <span>
                    {module.title}
                    {done && <span className={layout.visuallyHidden}> ({labels.completed})</span>}
                  </span>
                </a>
              </li>
            );
          })}
        </ol>
      </aside>
      <div>
        <section aria-label={labels.progressLabel} className={styles.banner}>
          {state === 'loading' && (
            <p role="status" className={styles.bannerLine}>
              <span className={layout.visuallyHidden}>{labels.progressLoading}</span>
              <span aria-hidden="true" className={cx(skeleton.shape, skeleton.line, styles.bannerShape)} />
            </p>
          )}
          {state === 'signed-out' && (
            <>
              <p className={cx(typography.body1, styles.bannerLine)}>{labels.signInHint}</p>
              <p className={styles.bannerLine}>
                <a href={signInHref} className={buttonClasses({ variant: 'outlined', size: 'small' })}>
                  {labels.signIn}
                </a>
              </p>
            </>
          )}
          {state === 'failed' && (
            <>
              <p role="alert" className={cx(typography.body1, styles.bannerLine)}>
                {labels.progressError}
              </p>
              <p className={styles.bannerLine}>
                <button type="button" onClick={retry} className={buttonClasses({ variant: 'outlined', size: 'small' })}>
                  {labels.retry}
                </button>
              </p>
            </>
          )}
          {state === 'ready' && (
            <>
              <p id={bannerTextId} role="status" className={cx(typography.body1, styles.bannerLine)}>
                {labels.progress[completed.length]} ({percent})
              </p>
              <ProgressMeter percent={share * 100} label={{ labelledBy: bannerTextId }} valueText={percent} />
            </>
          )}
        </section>
        {children}
      </div>
    </div>
  );
}
