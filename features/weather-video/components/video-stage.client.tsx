'use client';
import { useEffect, useRef, useState } from 'react';
import type { Video } from '@/lib/youtube/contract';
import { videoIdOf } from '../logic/video-id';
import styles from './weather-video.module.css';
import { YOUTUBE_EMBED_ORIGIN } from '@/lib/youtube/constants';

/** The privacy-enhanced host: no YouTube cookies until the visitor plays. */

/** What the frame may do: YouTube's own player script, fullscreen, and opening YouTube in a new tab. */
const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

export interface VideoStageProps {
  video: Video;
  labels: { play: string; playerTitle: string };
}

/**
 * One video: its poster (from our thumbnail route) and a play button, and nothing of YouTube's, until the visitor
 * presses play; then the youtube-nocookie player, playing at once. The parent keys it by video, so
 * another video starts again at its poster.
 */
export function VideoStage({ video, labels }: VideoStageProps) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const poster = Object.values(video.thumbnails)[0];
  const src = `${YOUTUBE_EMBED_ORIGIN}/embed/${videoIdOf(video.id)}?autoplay=1&rel=0`;
  // The frame replaces the pressed button: keep the focus in the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className={styles.stage}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={src}
          title={labels.playerTitle}
          sandbox={EMBED_SANDBOX}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)} aria-label={labels.play}>
          {/* eslint-disable-next-line @next/next/no-img-element -- posters come from our thumbnail route, already sized (YouTube's JPEGs, the sandbox's SVGs): nothing to optimise */}
          {poster && <img src={poster} alt="" width={640} height={360} decoding="async" className={styles.posterImage} />}
          <span className={styles.playIcon} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
