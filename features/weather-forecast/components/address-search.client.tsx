'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import controls from '@/components/theme/controls.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { VisitorCountry } from '@/lib/location/postal-codes';
import { AUTOCOMPLETE_DEBOUNCE_MS, type PlacePrediction } from '@/lib/places/contract';
import { fetchPlaceDetails } from '../api/places';
import { usePlacePredictions } from '../api/use-place-predictions';
import { useDebounced } from '@/lib/browser/use-debounced';
import styles from './weather-forecast.module.css';

export interface PickedPlace {
  latitude: number;
  longitude: number;
  /** What the widget says the forecast is for; null: 'your location'. */
  label: string | null;
}

export interface AddressSearchProps {
  idPrefix: string;
  country: VisitorCountry;
  /** Spec §8: shown with a red border when Enter finds no prediction. */
  inlineErrorMessage: string;
  /** Spec §8: shown above the input when a call fails (the suggestions, the picked place, or `failedElsewhere`). */
  serverErrorMessage: string;
  /** The widget's own call failed (the forecast, the browser's position): the server error shows too. */
  failedElsewhere: boolean;
  /** The place of the prediction picked. */
  onPicked: (place: PickedPlace) => void;
}

/**
 * The address input (discovery spec §4, §5, §8, §9): a WAI-ARIA combobox whose suggestions are
 * the maps service's predictions in the page's country, asked for 300 ms after the visitor stops
 * typing (our `/api/places/autocomplete`). A prediction is picked with a click, or Enter (the
 * highlighted one, else the first); Enter with none shows the inline error. No predictions is not
 * an error, only a hint; a failed call is the form's server error.
 */
export function AddressSearch({ idPrefix, country, inlineErrorMessage, serverErrorMessage, failedElsewhere, onPicked }: AddressSearchProps) {
  const t = useTranslations('WeatherForecast');
  const locale = useLocale() as Locale;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [inlineError, setInlineError] = useState(false);
  const [picking, setPicking] = useState(false);
  const [detailsFailed, setDetailsFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Mounted over the server's markup with what the visitor typed there put back: ask for its suggestions.
  useEffect(() => {
    const carried = input.current?.value ?? '';
    if (carried) {
      setTyped(carried);
      setOpen(true);
    }
  }, []);
  const settled = useDebounced(typed, AUTOCOMPLETE_DEBOUNCE_MS);
  const query = usePlacePredictions(settled, country, locale);
  // What the list shows is for the settled text: nothing while the box is blank.
  const predictions = typed.trim() && query.isSuccess ? query.data : [];
  const noneFound = typed.trim() !== '' && settled === typed && query.isSuccess && !query.isPlaceholderData && query.data.length === 0;
  const expanded = open && predictions.length > 0;

  // Spec §8: an autocomplete failure (other than zero results, which is an answer) is a server error.
  const serverError = failedElsewhere || detailsFailed || (query.isError && typed.trim() !== '');

  const ids = { input: `${idPrefix}-address`, list: `${idPrefix}-predictions`, error: `${idPrefix}-address-error`, hint: `${idPrefix}-address-hint` };
  const optionId = (index: number) => `${idPrefix}-prediction-${index}`;

  async function pick(prediction: PlacePrediction) {
    setOpen(false);
    setPicking(true);
    setDetailsFailed(false);
    try {
      const place = await fetchPlaceDetails(prediction.placeId, locale);
      onPicked({ latitude: place.latitude, longitude: place.longitude, label: prediction.description });
    } catch {
      setDetailsFailed(true);
    } finally {
      setPicking(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (predictions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + predictions.length) % predictions.length);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const prediction = predictions[active] ?? predictions[0];
      // Spec §5: "empty prediction on Enter gives inline error".
      if (!prediction) setInlineError(true);
      else void pick(prediction);
    }
  }

  return (
    <div className={controls.field}>
      {serverError && (
        <p role="alert" className={styles.serverError}>
          {serverErrorMessage}
        </p>
      )}
      <label htmlFor={ids.input}>{t('addressLabel')}</label>
      <div className={styles.combobox}>
        <input
          ref={input}
          id={ids.input}
          type="text"
          role="combobox"
          autoComplete="off"
          className={controls.input}
          placeholder={t('addressPlaceholder')}
          value={typed}
          // Read-only, not disabled, while the place is read: the focus stays in the box.
          readOnly={picking}
          aria-busy={picking || undefined}
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={inlineError || undefined}
          aria-describedby={inlineError ? ids.error : noneFound ? ids.hint : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
            setInlineError(false);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul id={ids.list} role="listbox" aria-label={t('suggestions')} hidden={!expanded} className={styles.predictions}>
          {predictions.map((prediction, index) => (
            <li
              key={prediction.placeId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.prediction}
              // Keeps the focus in the input, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => void pick(prediction)}
            >
              {prediction.mainText}
              {prediction.secondaryText && <span>, {prediction.secondaryText}</span>}
            </li>
          ))}
        </ul>
      </div>
      {inlineError && (
        <p id={ids.error} role="alert" className={controls.fieldError}>
          {inlineErrorMessage}
        </p>
      )}
      {noneFound && !inlineError && (
        <p id={ids.hint} role="status" className={styles.hint}>
          {t('noSuggestions')}
        </p>
      )}
    </div>
  );
}
