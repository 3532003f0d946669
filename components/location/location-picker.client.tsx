'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { buttonClasses } from '@/components/theme/button-classes';
import { cx } from '@/components/theme/class-names';
import controls from '@/components/theme/controls.module.css';
import typography from '@/components/theme/typography.module.css';
import styles from './location-picker.module.css';
import { useVisitorLocation } from './use-visitor-location.client';
import type { VisitorCountry } from '@/lib/location/postal-codes';
import { countryOfLocale, locateByPostalCode, locateFromBrowser, type PostalCodeOutcome } from './visitor-location';

type Problem = Exclude<PostalCodeOutcome, { ok: true }>['problem'];

/**
 * The location picker (the content of a modal): the browser's position, or a postal code of the
 * page's country (or of `country`, for a widget about one country's places, like the US trials).
 * Calls `onPicked` once the location is known. Needs the `LocationPicker` messages.
 */
export function LocationPicker({ onPicked, country: onlyCountry }: { onPicked: () => void; country?: VisitorCountry }) {
  const t = useTranslations('LocationPicker');
  const localeCountry = countryOfLocale(useLocale());
  const country = onlyCountry ?? localeCountry;
  const location = useVisitorLocation();
  const ids = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const notice = location.status === 'denied' ? t('denied') : location.status === 'postal-code-missing' ? t('noPostalCode') : null;
  const errorId = problem ? `${ids}-error` : undefined;

  async function locateHere() {
    setProblem(null);
    const found = await locateFromBrowser();
    if (found.status === 'known') onPicked();
  }

  return (
    <div className={styles.picker}>
      <p className={typography.body2}>{t('intro')}</p>
      {notice && (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      )}
      <button type="button" className={buttonClasses({ variant: 'outlined' })} disabled={location.status === 'locating'} onClick={() => void locateHere()}>
        {location.status === 'locating' ? t('locating') : t('useMyLocation')}
      </button>
      <p className={styles.or}>{t('or')}</p>
      <form
        noValidate
        className={styles.form}
        aria-busy={busy}
        onSubmit={async (event) => {
          event.preventDefault();
          if (busy) return;
          setBusy(true);
          const outcome = await locateByPostalCode(country, typed);
          setBusy(false);
          if (outcome.ok) onPicked();
          else setProblem(outcome.problem);
        }}
      >
        <div className={controls.field}>
          <label htmlFor={`${ids}-postal-code`}>{t(`postalCodes.${country}`)}</label>
          <input
            id={`${ids}-postal-code`}
            className={controls.input}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={country === 'BR' ? 9 : country === 'AR' ? 4 : 5}
            value={typed}
            aria-invalid={problem ? true : undefined}
            aria-describedby={cx(`${ids}-hint`, errorId)}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
          />
          <span id={`${ids}-hint`} className={styles.hint}>
            {t(`postalCodeHints.${country}`)}
          </span>
          {problem && (
            <p id={errorId} role="alert" className={controls.fieldError}>
              {problem === 'invalid' ? t(`invalidByCountry.${country}`) : t(problem === 'not-found' ? 'notFound' : 'failed')}
            </p>
          )}
        </div>
        <button type="submit" className={buttonClasses({ variant: 'contained' })} disabled={busy}>
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
