import { getTranslations } from 'next-intl/server';
import { WidgetSection } from '@/components/widget-section/widget-section';
import type { BlockProps } from '@/lib/cms/blocks';
import { clientIntl } from '@/lib/i18n/client-intl';
import type { VideoGalleryProps, WeatherVideoPlayerProps } from '../schema';
import { WeatherVideoRoot } from './weather-video-root-island.client';

const NAMESPACE = 'WeatherVideo';

/** The `weather-video-player` block: heading from the server; the region and its videos are the browser's. */
export async function WeatherVideoPlayerBlock({ props, context, nodeId }: BlockProps<WeatherVideoPlayerProps>) {
  const [t, intl] = await Promise.all([getTranslations({ locale: context.locale, namespace: NAMESPACE }), clientIntl(context.locale, [NAMESPACE])]);
  const idPrefix = nodeId ?? 'weather-video-player';
  return (
    <WidgetSection heading={props.heading ?? t('playerHeading')} headingId={`${idPrefix}-heading`}>
      <WeatherVideoRoot intl={intl} kind="player" playlists={props.playlists} />
    </WidgetSection>
  );
}

/** The `video-gallery` block: one playlist, its first 10 videos, previous/next wrapping. */
export async function VideoGalleryBlock({ props, context, nodeId }: BlockProps<VideoGalleryProps>) {
  const [t, intl] = await Promise.all([getTranslations({ locale: context.locale, namespace: NAMESPACE }), clientIntl(context.locale, [NAMESPACE])]);
  const idPrefix = nodeId ?? 'video-gallery';
  return (
    <WidgetSection heading={props.heading ?? t('galleryHeading')} headingId={`${idPrefix}-heading`}>
      <WeatherVideoRoot intl={intl} kind="gallery" playlistId={props.playlistId} emptyText={t('galleryEmpty')} />
    </WidgetSection>
  );
}
