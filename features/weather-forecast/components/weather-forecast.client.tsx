'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { countryOfLocale, locateFromBrowser } from '@/components/location/visitor-location';
import { buttonClasses } from '@/components/theme/button-classes';
import { SvgIcon } from '@/components/theme/svg-icon';
import typography from '@/components/theme/typography.module.css';
import type { Locale } from '@/lib/i18n/locales';
import { useWeatherWidget } from '../api/use-weather-widget';
import { AddressSearch, type PickedPlace } from './address-search.client';
import { WeatherDays, WeatherDaysLoading } from './weather-days';
import { MY_LOCATION_PATH } from './weather-icon';
import styles from './weather-forecast.module.css';

export interface WeatherForecastProps {
  idPrefix: string;
  /** Spec §8: the configured messages. */
  serverErrorMessage: string;
  inlineErrorMessage: string;
}

/** Spec §4: "location mode: none, then location (browser geolocation) or address (picked from autocomplete)". */
type LocationMode = { kind: 'none' } | { kind: 'location' | 'address'; place: PickedPlace };

/** Where the browser's position stands, for the 'use my location' button. */
type Geolocation = 'idle' | 'locating' | 'denied' | 'failed';

/**
 * Focuses an element as it mounts (a stable ref callback, so not again on each render): the
 * control the visitor used goes away when the mode changes, and the focus follows to the new view.
 */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * The seven-day weather widget (discovery spec §2, §4, §8, §9). With no place yet (mode none) it
 * offers 'use my location' (the browser's position, named by its town through our `/api/location`)
 * or a town from the suggestions; with one, the place, a 'change location' link back to none, and
 * the seven days (`/api/weather-widget`). A failed forecast goes back to the form with the server
 * error above the input. Needs the `WeatherForecast` messages and TanStack Query.
 */
export function WeatherForecast({ idPrefix, serverErrorMessage, inlineErrorMessage }: WeatherForecastProps) {
  const t = useTranslations('WeatherForecast');
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LocationMode>({ kind: 'none' });
  const [geolocation, setGeolocation] = useState<Geolocation>('idle');
  // Back to no place from the link: the focus goes to the first control of the form (not on page load).
  const [changedLocation, setChangedLocation] = useState(false);
  const place = mode.kind === 'none' ? null : mode.place;
  const weather = useWeatherWidget(place, locale);
  const forecastFailed = place !== null && weather.isError;

  function choose(kind: 'location' | 'address', picked: PickedPlace) {
    // A failed forecast is forgotten, so choosing the same place again asks again.
    queryClient.removeQueries({ queryKey: ['weather-widget'], predicate: (query) => query.state.status === 'error' });
    setGeolocation('idle');
    setMode({ kind, place: picked });
  }

  async function locate() {
    setGeolocation('locating');
    const found = await locateFromBrowser();
    if (found.status === 'known') choose('location', { latitude: found.place.latitude, longitude: found.place.longitude, label: found.place.locality || null });
    // A position whose town is unknown still has its weather.
    else if (found.status === 'postal-code-missing') choose('location', { ...found.point, label: null });
    else setGeolocation(found.status === 'denied' ? 'denied' : 'failed');
  }

  if (place && !forecastFailed) {
    return (
      <div className={styles.widget}>
        <div className={styles.where}>
          <p ref={focusOnMount} tabIndex={-1} className={typography.body1}>
            {t('forecastFor', { place: place.label ?? t('yourLocation') })}
          </p>
          <button
            type="button"
            className={styles.changeLocation}
            onClick={() => {
              setChangedLocation(true);
              setMode({ kind: 'none' });
            }}
          >
            {t('changeLocation')}
          </button>
        </div>
        {weather.data ? <WeatherDays answer={weather.data} /> : <WeatherDaysLoading label={t('loading')} />}
      </div>
    );
  }

  const tooltipId = `${idPrefix}-geolocation`;
  const geolocationNote = geolocation === 'denied' ? t('geolocationDenied') : geolocation === 'failed' ? t('geolocationFailed') : null;
  return (
    <div className={styles.form}>
      <div className={styles.locate}>
        <button
          ref={changedLocation ? focusOnMount : undefined}
          type="button"
          className={buttonClasses({ variant: 'outlined' })}
          disabled={geolocation === 'locating'}
          aria-describedby={geolocationNote ? tooltipId : undefined}
          onClick={() => void locate()}
        >
          <SvgIcon path={MY_LOCATION_PATH} size="small" /> {geolocation === 'locating' ? t('locating') : t('useMyLocation')}
        </button>
        {/* Spec §8: geolocation denied (code 1) shows a tooltip about denied access; announced as it appears. */}
        <div role="status">
          {geolocationNote && (
            <p id={tooltipId} role="tooltip" className={styles.tooltip}>
              {geolocationNote}
            </p>
          )}
        </div>
      </div>
      <p className={styles.or}>{t('or')}</p>
      <AddressSearch
        idPrefix={idPrefix}
        country={countryOfLocale(locale)}
        inlineErrorMessage={inlineErrorMessage}
        serverErrorMessage={serverErrorMessage}
        failedElsewhere={forecastFailed}
        onPicked={(picked) => choose('address', picked)}
      />
    </div>
  );
}
