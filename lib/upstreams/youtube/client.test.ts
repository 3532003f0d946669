// @vitest-environment node
import { env } from '@/lib/env';
import { weatherRegions } from '@/lib/youtube/contract';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { getPlaylistVideos, getVideo } from './client';
import { EMPTY_PLAYLIST_ID, sandboxPlaylistIds } from './sandbox/playlists';

const ITEMS_PATH = '/youtube/v3/playlistItems';
const VIDEOS_PATH = '/youtube/v3/videos';
const PLAYLIST = sandboxPlaylistIds['Centro-Oeste'];

describe('the YouTube client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it.each(weatherRegions)('answers the %s playlist: several videos, the first published now, with durations and local posters', async (region) => {
    const started = Date.now();
    const videos = await getPlaylistVideos(sandboxPlaylistIds[region]);
    expect(videos.length).toBeGreaterThanOrEqual(3);
    expect(Date.parse(videos[0]!.publishedAt)).toBeGreaterThanOrEqual(started - 1000);
    for (const video of videos) {
      expect(video.id).toHaveLength(11);
      expect(video.duration).toMatch(/^PT/);
      expect(Object.keys(video.thumbnails)[0]).toBe('maxres');
      expect(video.thumbnails.maxres).toMatch(/^\/images\/weather-videos\/[\w-]+\.svg$/);
    }
  });

  it('asks playlistItems, then videos for the durations, both with the key', async () => {
    const videos = await getPlaylistVideos(PLAYLIST);
    const [items] = await sandbox.requests(ITEMS_PATH);
    const [details] = await sandbox.requests(VIDEOS_PATH);
    expect(items!.query).toEqual({ part: 'snippet', playlistId: PLAYLIST, maxResults: '50', key: env.youtube.apiKey });
    expect(details!.query).toMatchObject({ part: 'snippet,contentDetails', id: videos.map((video) => video.id).join(',') });
  });

  it('answers an empty playlist without asking for videos', async () => {
    expect(await getPlaylistVideos(EMPTY_PLAYLIST_ID)).toEqual([]);
    expect(await sandbox.requests(VIDEOS_PATH)).toHaveLength(0);
  });

  it('fails as not found for an unknown playlist', async () => {
    expect(await upstreamFailureOf(getPlaylistVideos('PLnao-existe'))).toMatchObject({ failure: 'not_found' });
  });

  it('answers one video, or null for an id YouTube does not know', async () => {
    const [first] = await getPlaylistVideos(PLAYLIST);
    // Dated at each request, so only the date may differ between the two calls.
    expect(await getVideo(first!.id)).toEqual({ ...first, publishedAt: expect.any(String) });
    expect(await getVideo('xxxxxxxxxxx')).toBeNull();
  });

  it('fails without calling anything when no API is configured', async () => {
    expect(await upstreamFailureOf(getPlaylistVideos(PLAYLIST, { ...env.youtube, baseUrl: null }))).toMatchObject({ failure: 'unreachable' });
    expect(await sandbox.requests(ITEMS_PATH)).toHaveLength(0);
  });
});

describeUpstreamFaults('the playlist', { path: ITEMS_PATH }, (timeoutMs) => getPlaylistVideos(PLAYLIST, { ...env.youtube, timeoutMs }), { retries: 1 });
describeUpstreamFaults('a single video', { path: VIDEOS_PATH }, (timeoutMs) => getVideo('wxCOE-00001', { ...env.youtube, timeoutMs }), { retries: 1 });
