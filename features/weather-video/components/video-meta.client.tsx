'use client';
import { useFormatter, useNow, useTranslations } from 'next-intl';
import layout from '@/components/theme/layout.module.css';
import type { Video } from '@/lib/youtube/contract';
import { formatDuration } from '../logic/duration';
import { publishedToday, VIDEO_TIME_ZONE } from '../logic/today';
import { truncate } from '../logic/truncate';
import { useTextLimits } from './use-text-limits.client';
import styles from './weather-video.module.css';

/**
 * A video's title and description, cut to the viewport's lengths (the full text stays for screen
 * readers), its date ('Hoje' for today's, spec §5) and its duration.
 */
export function VideoMeta({ video, headingLevel: Heading }: { video: Video; headingLevel: 'h3' | 'h4' }) {
  const t = useTranslations('WeatherVideo');
  const format = useFormatter();
  const now = useNow();
  const limits = useTextLimits();
  const duration = formatDuration(video.duration);
  const title = truncate(video.title, limits.title);
  const description = truncate(video.description, limits.description);
  return (
    <div className={styles.meta}>
      <p className={styles.facts}>
        <time dateTime={video.publishedAt}>
          {publishedToday(video.publishedAt, now) ? t('today') : format.dateTime(new Date(video.publishedAt), { dateStyle: 'medium', timeZone: VIDEO_TIME_ZONE })}
        </time>
        {duration && <span aria-label={t('duration', { duration })}>{duration}</span>}
      </p>
      <Heading className={styles.title} title={title === video.title ? undefined : video.title}>
        {title === video.title ? (
          title
        ) : (
          <>
            <span aria-hidden="true">{title}</span>
            <span className={layout.visuallyHidden}>{video.title}</span>
          </>
        )}
      </Heading>
      {description && (
        <p className={styles.description}>
          {description === video.description ? (
            description
          ) : (
            <>
              <span aria-hidden="true">{description}</span>
              <span className={layout.visuallyHidden}>{video.description}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
