'use client';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { WeatherRegion } from '@/lib/youtube/constants';
import { GALLERY_MAX } from '../api/playlist';
import { PlaylistView, type InitialPlaylist } from './playlist-view.client';
import { WeatherVideoPlayer } from './weather-video-player.client';

/**
 * What a block's island gets: its messages, either the regional playlists or one playlist, and the
 * playlist the server read for its markup (the default region's, the gallery's; null when that failed).
 */
export type WeatherVideoRootProps = { intl: ClientIntl; initial?: InitialPlaylist | null } & (
  | { kind: 'player'; playlists: Record<WeatherRegion, string> }
  | { kind: 'gallery'; playlistId: string; emptyText: string }
);

/** The player or the gallery with what they need around them: their messages and TanStack Query. */
export function WeatherVideoRoot({ intl, initial, ...props }: WeatherVideoRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        {props.kind === 'player' ? (
          <WeatherVideoPlayer playlists={props.playlists} initial={initial} />
        ) : (
          <PlaylistView playlistId={props.playlistId} initial={initial} max={GALLERY_MAX} emptyText={props.emptyText} headingLevel="h3" />
        )}
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
