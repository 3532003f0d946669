import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { PLAYLIST_ITEMS_PATH, THUMBNAIL_FILES, VIDEOS_PATH, type PlaylistItemsAnswer, type VideosAnswer } from '../contract';
import { SANDBOX_THUMBNAILS, sandboxPlaylists, sandboxPosterOf } from './playlists';

const thumbnailFiles = new Set(Object.values(THUMBNAIL_FILES));

const BASE = `${SANDBOX_ORIGIN}/youtube/v3`;

/** YouTube's error envelope. */
const youtubeError = (status: number, reason: string, message: string) =>
  HttpResponse.json({ error: { code: status, message, errors: [{ reason, message }] } }, { status });

/**
 * A stand-in for the YouTube Data API v3: `playlistItems` (404 `playlistNotFound` for an unknown
 * playlist, as YouTube) and `videos` (unknown ids are simply missing from `items`). Both refuse a
 * request without `key`, as YouTube does. And for its thumbnail host: `{id}/{size file}` answers
 * the video's region poster, 404 for a video or file it has not.
 */
export const youtubeHandlers = [
  http.get(`${BASE}${PLAYLIST_ITEMS_PATH}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!query.get('key')) return youtubeError(403, 'forbidden', 'The request is missing a valid API key.');
    const videos = sandboxPlaylists(Date.now()).get(query.get('playlistId') ?? '');
    if (!videos) return youtubeError(404, 'playlistNotFound', 'The playlist identified with the request cannot be found.');
    const items = videos.map(({ id, snippet }, position) => ({ id: `item-${position}-${id}`, snippet: { ...snippet, resourceId: { kind: 'youtube#video', videoId: id } } }));
    return HttpResponse.json<PlaylistItemsAnswer>({ items });
  }),
  http.get(`${BASE}${VIDEOS_PATH}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (!query.get('key')) return youtubeError(403, 'forbidden', 'The request is missing a valid API key.');
    const wanted = new Set((query.get('id') ?? '').split(','));
    const items = [...sandboxPlaylists(Date.now()).values()].flat().filter((video) => wanted.has(video.id));
    return HttpResponse.json<VideosAnswer>({ items });
  }),
  http.get(`${SANDBOX_THUMBNAILS}/:id/:file`, async ({ params }) => {
    const poster = sandboxPosterOf(String(params.id));
    if (!poster || !thumbnailFiles.has(String(params.file))) return new HttpResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
    const svg = await readFile(path.join(process.cwd(), 'public/images/weather-videos', poster));
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
  }),
];
