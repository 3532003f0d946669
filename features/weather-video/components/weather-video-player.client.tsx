'use client';
import { useTranslations } from 'next-intl';
import { useId, useSyncExternalStore } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { DEFAULT_REGION, weatherRegions, type WeatherRegion } from '@/lib/youtube/constants';
import { regionCookie, regionOfCookies } from '../logic/region-cookie';
import { PlaylistView, type InitialPlaylist } from './playlist-view.client';
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
  /** The default region's playlist as the server read it. */
  initial?: InitialPlaylist | null;
}

/**
 * The regional weather player (spec §5): the region select, kept in the `user-region` cookie
 * (Centro-Oeste by default), and that region's playlist. The server knows no visitor's region (a
 * cached page is everyone's): it renders the default region's first video, with the select
 * disabled; the browser reads the cookie and shows the visitor's region if it is another.
 */
export function WeatherVideoPlayer({ playlists, initial }: WeatherVideoPlayerProps) {
  const t = useTranslations('WeatherVideo');
  const selectId = useId();
  const region = useSyncExternalStore(subscribe, () => regionOfCookies(document.cookie), () => DEFAULT_REGION);
  const hydrated = useHydrated();
  return (
    <div className={styles.block}>
      <div className={styles.regionField}>
        <label htmlFor={selectId}>{t('region')}</label>
        <select id={selectId} value={region} disabled={!hydrated} onChange={(event) => chooseRegion(event.target.value as WeatherRegion)}>
          {weatherRegions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <PlaylistView key={region} playlistId={playlists[region]} initial={initial} emptyText={t('empty')} headingLevel="h3" />
    </div>
  );
}
