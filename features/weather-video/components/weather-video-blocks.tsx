import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import { getPlaylistVideos } from '@/lib/upstreams/youtube/client';
import { DEFAULT_REGION } from '@/lib/youtube/constants';
import type { VideoGalleryProps, WeatherVideoPlayerProps } from '../schema';
import type { InitialPlaylist } from './playlist-view.client';
import { WeatherVideoRoot } from './weather-video-root-island.client';

const NAMESPACE = 'WeatherVideo';

/**
 * A playlist read for the server's markup, so the page's HTML has its first video (the poster is
 * the page's largest image: the browser finds it in the HTML instead of after the island's code and
 * a request of its own). Null when YouTube fails: the browser asks again and shows the error state.
 */
async function readPlaylist(playlistId: string): Promise<InitialPlaylist | null> {
  try {
    return { playlistId, videos: await getPlaylistVideos(playlistId), readAt: Date.now() };
  } catch {
    return null;
  }
}

/** The `weather-video-player` block: the default region's videos from the server; the visitor's region is the browser's. */
export async function WeatherVideoPlayerBlock({ props, context, nodeId }: BlockProps<WeatherVideoPlayerProps>) {
  const [t, intl, initial] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: NAMESPACE }),
    clientIntl(context.locale, [NAMESPACE]),
    readPlaylist(props.playlists[DEFAULT_REGION]),
  ]);
  const idPrefix = nodeId ?? 'weather-video-player';
  return (
    <WidgetSection heading={props.heading ?? t('playerHeading')} headingId={`${idPrefix}-heading`}>
      <WeatherVideoRoot intl={intl} kind="player" playlists={props.playlists} initial={initial} />
    </WidgetSection>
  );
}

/** The `video-gallery` block: one playlist, its first 10 videos, previous/next wrapping. */
export async function VideoGalleryBlock({ props, context, nodeId }: BlockProps<VideoGalleryProps>) {
  const [t, intl, initial] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: NAMESPACE }),
    clientIntl(context.locale, [NAMESPACE]),
    readPlaylist(props.playlistId),
  ]);
  const idPrefix = nodeId ?? 'video-gallery';
  return (
    <WidgetSection heading={props.heading ?? t('galleryHeading')} headingId={`${idPrefix}-heading`}>
      <WeatherVideoRoot intl={intl} kind="gallery" playlistId={props.playlistId} emptyText={t('galleryEmpty')} initial={initial} />
    </WidgetSection>
  );
}
