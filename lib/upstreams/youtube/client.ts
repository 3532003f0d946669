import 'server-only';
import { env } from '@/lib/env';
import { type Video } from '@/lib/youtube/contract';
import { thumbnailPath, thumbnailSizes, type ThumbnailSize } from '@/lib/youtube/constants';
import { requestFile, requestJson, UpstreamError, type UpstreamFile } from '../http';
import type { YoutubeSettings } from './config';
import { MAX_RESULTS, PLAYLIST_ITEMS_PATH, playlistItemsAnswerSchema, THUMBNAIL_FILES, VIDEOS_PATH, videosAnswerSchema, type Thumbnails, type VideoResource } from './contract';

/** The YouTube Data API v3 (its wire format in ./contract.ts): the only code that speaks to it. */

const SERVICE = 'youtube';

function baseOf(settings: YoutubeSettings): string {
  if (!settings.baseUrl) throw new UpstreamError(SERVICE, 'unreachable', 'No YouTube API is configured.');
  return settings.baseUrl.replace(/\/+$/, '');
}

/** The sizes the video has, best first, each at our thumbnail route (YouTube's address stays on the server). */
const thumbnailUrls = (id: string, thumbnails: Thumbnails): Record<string, string> =>
  Object.fromEntries(thumbnailSizes.flatMap((size) => (thumbnails[size] ? [[size, thumbnailPath(id, size)]] : [])));

const videoOf = ({ id, snippet, contentDetails }: VideoResource): Video => ({
  id,
  title: snippet.title,
  publishedAt: snippet.publishedAt,
  description: snippet.description,
  thumbnails: thumbnailUrls(id, snippet.thumbnails),
  duration: contentDetails.duration,
});

async function videosList(operation: string, ids: readonly string[], settings: YoutubeSettings): Promise<VideoResource[]> {
  const query = new URLSearchParams({ part: 'snippet,contentDetails', id: ids.join(','), key: settings.apiKey });
  const answer = await requestJson({
    service: SERVICE,
    operation,
    url: `${baseOf(settings)}${VIDEOS_PATH}?${query}`,
    init: { headers: { accept: 'application/json' } },
    schema: videosAnswerSchema,
    timeoutMs: settings.timeoutMs,
    retries: 1,
  });
  return answer.items;
}

/**
 * A playlist's videos, in the playlist's order, with their durations (a playlist item has none,
 * so `videos.list` is asked for them). Items whose video is gone (private, deleted) are left out.
 */
export async function getPlaylistVideos(playlistId: string, settings: YoutubeSettings = env.youtube): Promise<Video[]> {
  const query = new URLSearchParams({ part: 'snippet', playlistId, maxResults: String(MAX_RESULTS), key: settings.apiKey });
  const playlist = await requestJson({
    service: SERVICE,
    operation: 'playlistItems.list',
    url: `${baseOf(settings)}${PLAYLIST_ITEMS_PATH}?${query}`,
    init: { headers: { accept: 'application/json' } },
    schema: playlistItemsAnswerSchema,
    timeoutMs: settings.timeoutMs,
    retries: 1,
  });
  const ids = playlist.items.map((item) => item.snippet.resourceId.videoId);
  if (ids.length === 0) return [];
  const byId = new Map((await videosList('videos.list', ids, settings)).map((video) => [video.id, video]));
  return ids.flatMap((id) => {
    const video = byId.get(id);
    return video ? [videoOf(video)] : [];
  });
}

/** One video; null when YouTube has no (public) video of that id (it answers an empty list, not a 404). */
export async function getVideo(id: string, settings: YoutubeSettings = env.youtube): Promise<Video | null> {
  const [video] = await videosList('videos.list', [id], settings);
  return video ? videoOf(video) : null;
}

/** A video's thumbnail image in one size, from YouTube's thumbnail host (`not_found` when it has none). */
export function fetchThumbnail(videoId: string, size: ThumbnailSize, settings: YoutubeSettings = env.youtube): Promise<UpstreamFile> {
  if (!settings.thumbnailUrl) return Promise.reject(new UpstreamError(SERVICE, 'unreachable', 'No YouTube thumbnails are configured.'));
  return requestFile({
    service: SERVICE,
    operation: 'thumbnail',
    url: `${settings.thumbnailUrl.replace(/\/+$/, '')}/${encodeURIComponent(videoId)}/${THUMBNAIL_FILES[size]}`,
    timeoutMs: settings.timeoutMs,
    contentType: /^image\//,
  });
}
