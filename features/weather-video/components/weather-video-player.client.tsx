'use client';
import { useTranslations } from 'next-intl';
import { useId, useSyncExternalStore } from 'react';
import { weatherRegions, type WeatherRegion } from '@/lib/youtube/constants';
import { regionCookie, regionOfCookies } from '../logic/region-cookie';
import { PlaylistView } from './playlist-view.client';
import styles from './weather-video.module.css';

// The cookie is the store; these let every player on the page follow a change made in one.
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => void listeners.delete(onChange);
};
function chooseRegion(region: WeatherRegion) {
  document.cookie = regionCookie(region);
  for (const listener of listeners) listener();
}

export interface WeatherVideoPlayerProps {
  playlists: Record<WeatherRegion, string>;
}

/**
 * The regional weather player (spec §5): the region select, kept in the `user-region` cookie
 * (Centro-Oeste by default), and that region's playlist. The server knows no region (a cached page
 * is everyone's), so it renders the skeleton; the browser reads the cookie.
 */
export function WeatherVideoPlayer({ playlists }: WeatherVideoPlayerProps) {
  const t = useTranslations('WeatherVideo');
  const selectId = useId();
  const region = useSyncExternalStore(subscribe, () => regionOfCookies(document.cookie), () => null);
  return (
    <div className={styles.block}>
      <div className={styles.regionField}>
        <label htmlFor={selectId}>{t('region')}</label>
        <select id={selectId} value={region ?? ''} disabled={region === null} onChange={(event) => chooseRegion(event.target.value as WeatherRegion)}>
          {region === null && <option value="" />}
          {weatherRegions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <PlaylistView key={region} playlistId={region && playlists[region]} emptyText={t('empty')} headingLevel="h3" />
    </div>
  );
}
