'use client';
import { NextIntlClientProvider } from 'next-intl';
import { QueryProvider } from '@/components/providers/query-provider.client';
import type { ClientIntl } from '@/lib/i18n/client-intl';
import type { WeatherRegion } from '@/lib/youtube/constants';
import { GALLERY_MAX } from '../api/playlist';
import { PlaylistView } from './playlist-view.client';
import { WeatherVideoPlayer } from './weather-video-player.client';

/** What a block's island gets: its messages, and either the regional playlists or one playlist. */
export type WeatherVideoRootProps = { intl: ClientIntl } & ({ kind: 'player'; playlists: Record<WeatherRegion, string> } | { kind: 'gallery'; playlistId: string; emptyText: string });

/** The player or the gallery with what they need around them: their messages and TanStack Query. */
export function WeatherVideoRoot({ intl, ...props }: WeatherVideoRootProps) {
  return (
    <NextIntlClientProvider locale={intl.locale} timeZone={intl.timeZone} messages={intl.messages}>
      <QueryProvider>
        {props.kind === 'player' ? (
          <WeatherVideoPlayer playlists={props.playlists} />
        ) : (
          <PlaylistView playlistId={props.playlistId} max={GALLERY_MAX} emptyText={props.emptyText} headingLevel="h3" />
        )}
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
