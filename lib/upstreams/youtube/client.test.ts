// @vitest-environment node
import { env } from '@/lib/env';
import { weatherRegions } from '@/lib/youtube/constants';
import { sandbox } from '@/tests/sandbox-control';
import { upstreamFailureOf } from '@/tests/upstream-failure';
import { describeUpstreamFaults } from '@/tests/upstream-faults';
import { fetchThumbnail, getPlaylistVideos, getVideo } from './client';
import { EMPTY_PLAYLIST_ID, sandboxPlaylistIds } from './sandbox/playlists';

const ITEMS_PATH = '/youtube/v3/playlistItems';
const VIDEOS_PATH = '/youtube/v3/videos';
const THUMBNAILS = '/youtube/vi';
const PLAYLIST = sandboxPlaylistIds['Centro-Oeste'];

describe('the YouTube client on the sandbox', () => {
  beforeEach(() => sandbox.reset());

  it.each(weatherRegions)('answers the %s playlist: several videos, the first published now, with durations and posters at our route', async (region) => {
    const started = Date.now();
    const videos = await getPlaylistVideos(sandboxPlaylistIds[region]);
    expect(videos.length).toBeGreaterThanOrEqual(3);
    expect(Date.parse(videos[0]!.publishedAt)).toBeGreaterThanOrEqual(started - 1000);
    for (const video of videos) {
      expect(video.id).toHaveLength(11);
      expect(video.duration).toMatch(/^PT/);
      expect(Object.keys(video.thumbnails)).toEqual(['maxres', 'high', 'medium']);
      expect(video.thumbnails.maxres).toBe(`/api/youtube/thumbnail/${video.id}/maxres`);
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

describe("the YouTube client's thumbnails on the sandbox", () => {
  beforeEach(() => sandbox.reset());

  it("fetches a size's image from the thumbnail host, by YouTube's file name", async () => {
    const image = await fetchThumbnail('wxCOE-00001', 'high');
    expect(image.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(image.bytes)).toContain('<svg');
    expect(await sandbox.requests(`${THUMBNAILS}/wxCOE-00001/hqdefault.jpg`)).toHaveLength(1);
  });

  it('fails as not found for a video the host has no image of', async () => {
    expect(await upstreamFailureOf(fetchThumbnail('wxCOE-00099', 'maxres'))).toMatchObject({ failure: 'not_found' });
  });

  it('fails without calling anything when no thumbnail host is configured', async () => {
    expect(await upstreamFailureOf(fetchThumbnail('wxCOE-00001', 'high', { ...env.youtube, thumbnailUrl: null }))).toMatchObject({ failure: 'unreachable' });
  });
});

describeUpstreamFaults('the playlist', { path: ITEMS_PATH }, (timeoutMs) => getPlaylistVideos(PLAYLIST, { ...env.youtube, timeoutMs }), { retries: 1 });
describeUpstreamFaults('a single video', { path: VIDEOS_PATH }, (timeoutMs) => getVideo('wxCOE-00001', { ...env.youtube, timeoutMs }), { retries: 1 });
describeUpstreamFaults('a thumbnail', { path: `${THUMBNAILS}/wxCOE-00001/mqdefault.jpg` }, (timeoutMs) => fetchThumbnail('wxCOE-00001', 'medium', { ...env.youtube, timeoutMs }));
