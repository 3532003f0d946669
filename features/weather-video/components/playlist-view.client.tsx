'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorCard } from '@/components/error-card/error-card';
import type { Video } from '@/lib/youtube/contract';
import { playlistQueryOptions } from '../api/playlist';
import { stepIndex, wrapIndex } from '../logic/wrap';
import { VideoMeta } from './video-meta.client';
import { VideoPager } from './video-pager.client';
import { VideoStage } from './video-stage.client';
import styles from './weather-video.module.css';

/** The skeleton, the same size as a loaded player, so nothing below moves. */
export function VideoSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.player} role="status" aria-label={label}>
      <div className={`${styles.stage} ${styles.skeleton}`} />
      <div className={styles.metaSkeleton} />
    </div>
  );
}

/** A playlist's videos as the server read them for its markup, and when. */
export interface InitialPlaylist {
  playlistId: string;
  videos: Video[];
  readAt: number;
}

export interface PlaylistViewProps {
  /** Null while the playlist is not known yet. */
  playlistId: string | null;
  /** The server's read, used while it is this playlist's (so the server's markup has the video, not a skeleton). */
  initial?: InitialPlaylist | null;
  /** How many videos to offer at most. */
  max?: number;
  emptyText: string;
  headingLevel: 'h3' | 'h4';
}

/**
 * A playlist as one video at a time with previous/next that wrap, in every state: loading
 * skeleton, error with retry, empty, the videos. The parent keys it by playlist, so another
 * playlist starts at its first video (spec §5: changing region resets to index 0).
 */
export function PlaylistView({ playlistId, initial, max, emptyText, headingLevel }: PlaylistViewProps) {
  const t = useTranslations('WeatherVideo');
  const [index, setIndex] = useState(0);
  const seed = initial && initial.playlistId === playlistId ? initial : null;
  // Read again in the browser once the server's read is older than the query's staleTime.
  const query = useQuery({ ...playlistQueryOptions(playlistId ?? ''), enabled: playlistId !== null, initialData: seed?.videos, initialDataUpdatedAt: seed?.readAt });

  if (query.isError) {
    return (
      <ErrorCard
        className={styles.player}
        title={t('errorTitle')}
        text={t('errorText')}
        action={{ label: t('retry'), retry: () => void query.refetch(), busy: query.isFetching }}
      />
    );
  }
  if (!query.data) return <VideoSkeleton label={t('loading')} />;
  const videos: Video[] = query.data.slice(0, max);
  if (videos.length === 0) return <p className={styles.empty}>{emptyText}</p>;

  const current = wrapIndex(index, videos.length);
  const video = videos[current]!;
  return (
    <div className={styles.player}>
      <VideoStage key={video.id} video={video} labels={{ play: t('play', { title: video.title }), playerTitle: t('playerTitle', { title: video.title }) }} />
      <VideoMeta video={video} headingLevel={headingLevel} />
      <VideoPager index={current} count={videos.length} onStep={(delta) => setIndex(stepIndex(current, delta, videos.length))} />
    </div>
  );
}
