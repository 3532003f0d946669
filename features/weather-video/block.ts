import { block, defineFeature } from '@/lib/cms/blocks';
import { videoGallerySchema, weatherVideoPlayerSchema } from './schema';

/**
 * The regional weather video player and the video gallery (discovery spec §2, §5, §9): playlists
 * through `/api/youtube/*`; YouTube itself (its frame, scripts, cookies) only after the visitor
 * presses play, from youtube-nocookie.com.
 */
export const weatherVideo = defineFeature({
  blocks: {
    'weather-video-player': block(weatherVideoPlayerSchema, () => import('./components/weather-video-blocks').then((module) => module.WeatherVideoPlayerBlock)),
    'video-gallery': block(videoGallerySchema, () => import('./components/weather-video-blocks').then((module) => module.VideoGalleryBlock)),
  },
});
