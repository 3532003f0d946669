import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/components/theme/class-names';
import layout from '@/components/theme/layout.module.css';
import skeleton from '@/components/theme/skeleton.module.css';
import { SvgIcon } from '@/components/theme/svg-icon';
import typography from '@/components/theme/typography.module.css';
import { WEATHER_DAYS, type WeatherWidgetAnswer } from '@/lib/weather-widget/contract';
import { forecastDays, type ForecastDay } from '../logic/days';
import { windArrowTurn } from '../logic/wind';
import { ARROW_PATH, WeatherIcon } from './weather-icon';
import styles from './weather-forecast.module.css';

/** The Intl formats of a forecast in the page's locale and the answer's units (°F, mph and inches in en-US). */
function formats(locale: string, units: WeatherWidgetAnswer['units']) {
  const metric = units === 'm';
  const number = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options);
  // Dates are the place's calendar days: read and written in UTC, so no time zone moves them.
  const dayOf = (date: string) => Date.parse(`${date}T12:00:00Z`);
  return {
    weekday: (date: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(dayOf(date)),
    date: (date: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(dayOf(date)),
    temperature: number({ style: 'unit', unit: metric ? 'celsius' : 'fahrenheit', maximumFractionDigits: 0 }),
    percent: (value: number) => number({ style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    rain: number({ style: 'unit', unit: metric ? 'millimeter' : 'inch', maximumFractionDigits: metric ? 1 : 2 }),
    speed: number({ style: 'unit', unit: metric ? 'kilometer-per-hour' : 'mile-per-hour', maximumFractionDigits: 0 }),
    hours: number({ style: 'unit', unit: 'hour', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  };
}

/** The seven days of a forecast, today first. Needs the `WeatherForecast` messages. */
export function WeatherDays({ answer }: { answer: WeatherWidgetAnswer }) {
  const locale = useLocale();
  const format = formats(locale, answer.units);
  return (
    <ol className={cx(layout.plainList, styles.days)}>
      {forecastDays(answer.data).map((day, index) => (
        <WeatherDay key={day.date} day={day} today={index === 0} format={format} />
      ))}
    </ol>
  );
}

function WeatherDay({ day, today, format }: { day: ForecastDay; today: boolean; format: ReturnType<typeof formats> }) {
  const t = useTranslations('WeatherForecast');
  const missing = t('notAvailable');
  return (
    <li className={styles.day}>
      <h3 className={cx(typography.h6, styles.dayName)}>
        {today ? t('today') : format.weekday(day.date)} <span className={styles.date}>{format.date(day.date)}</span>
      </h3>
      <WeatherIcon kind={day.icon} className={styles.icon} />
      <p className={styles.phrase}>{day.phrase ?? missing}</p>
      {/* A paragraph cannot take an aria-label: the spoken 'high …, low …' is hidden text beside the shown figures. */}
      <p className={styles.temperatures}>
        <strong aria-hidden>{format.temperature.format(day.temperatureMax)}</strong> <span aria-hidden>{format.temperature.format(day.temperatureMin)}</span>
        <span className={layout.visuallyHidden}>{t('maxMin', { max: format.temperature.format(day.temperatureMax), min: format.temperature.format(day.temperatureMin) })}</span>
      </p>
      <dl className={styles.facts}>
        <dt>{t('rain')}</dt>
        <dd>{t('rainValue', { chance: day.precipChance === null ? missing : format.percent(day.precipChance), amount: format.rain.format(day.qpf) })}</dd>
        <dt>{t('wind')}</dt>
        <dd>
          {day.wind && (
            <span className={styles.arrow} style={{ rotate: `${windArrowTurn(day.wind.degrees)}deg` }}>
              <SvgIcon path={ARROW_PATH} size="inherit" />
            </span>
          )}
          {day.wind && day.windSpeed !== null ? t('windValue', { point: t(`compass.${day.wind.point}`), speed: format.speed.format(day.windSpeed) }) : missing}
        </dd>
        <dt>{t('humidity')}</dt>
        <dd>{day.relativeHumidity === null ? missing : format.percent(day.relativeHumidity)}</dd>
        <dt>{t('daylight')}</dt>
        <dd>{day.daylightHours === null ? missing : format.hours.format(day.daylightHours)}</dd>
      </dl>
    </li>
  );
}

/** The days' skeleton, of their final size: while the place is found and its forecast asked for. */
export function WeatherDaysLoading({ label }: { label: string }) {
  return (
    <div role="status" className={styles.days}>
      <span className={layout.visuallyHidden}>{label}</span>
      {Array.from({ length: WEATHER_DAYS }, (_, index) => (
        <span key={index} aria-hidden className={cx(skeleton.shape, styles.dayShape)} />
      ))}
    </div>
  );
}
