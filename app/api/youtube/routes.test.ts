// @vitest-environment node
import { env } from '@/lib/env';
import { playlistAnswerSchema, videoSchema } from '@/lib/youtube/contract';
import { sandbox } from '@/tests/sandbox-control';
import { routeFaults, withShortTimeout } from '@/tests/upstream-faults';
import { GET as getPlaylist } from './playlist-item/[playlistId]/route';
import { GET as getSingle } from './single-video/[id]/route';
import { GET as getThumbnail } from './thumbnail/[id]/[size]/route';

/** The sandbox's playlists (lib/upstreams/youtube/sandbox/playlists.ts). */
const SUL = 'PLclima-sul';
const NORTE = 'PLclima-norte';
const EMPTY = 'PLclima-vazia';
const ITEMS_PATH = '/youtube/v3/playlistItems';
const VIDEOS_PATH = '/youtube/v3/videos';
const playlist = (playlistId: string) => getPlaylist(new Request(`http://localhost/api/youtube/playlist-item/${playlistId}`), { params: Promise.resolve({ playlistId }) });
const thumbnail = (id: string, size: string) =>
  getThumbnail(new Request(`http://localhost/api/youtube/thumbnail/${id}/${size}`), { params: Promise.resolve({ id, size }) });
const single = (id: string) => getSingle(new Request(`http://localhost/api/youtube/single-video/${id}`), { params: Promise.resolve({ id }) });

// A YouTube 404 names the playlist or video asked for, so it is answered as our 404 (tested below), not as a gateway failure.
const gatewayFaults = routeFaults.filter(([name]) => name !== 'a 404');

describe('GET /api/youtube/playlist-item/{playlistId}', () => {
  beforeEach(() => sandbox.reset());
  withShortTimeout(env.youtube);

  it("answers the region's videos in our shape, cached for everyone", async () => {
    const response = await playlist(SUL);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=900');
    const { videos } = playlistAnswerSchema.parse(await response.json());
    expect(videos.length).toBeGreaterThanOrEqual(3);
    expect(videos[0]).toMatchObject({ id: 'wxSUL-00001', duration: 'PT4M13S' });
  });

  it('answers an empty list for an empty playlist', async () => {
    expect(await (await playlist(EMPTY)).json()).toEqual({ videos: [] });
  });

  it('answers 404 for a playlist YouTube does not know', async () => {
    expect((await playlist('PLnao-existe')).status).toBe(404);
  });

  it.each(['', 'a b', 'x'.repeat(65), '../videos'])('answers 400 for the id %j without calling YouTube', async (id) => {
    const response = await playlist(id);
    expect(response.status).toBe(400);
    expect(await sandbox.requests(ITEMS_PATH)).toHaveLength(0);
  });

  it.each(gatewayFaults)('answers %s from YouTube as a gateway failure', async (_name, fault, status, code) => {
    await sandbox.fault({ path: ITEMS_PATH, ...fault, times: 0 });
    const response = await playlist(NORTE);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: code });
  });
});

describe('GET /api/youtube/single-video/{id}', () => {
  beforeEach(() => sandbox.reset());
  withShortTimeout(env.youtube);

  it('answers the video in our shape, cached for everyone', async () => {
    const response = await single('wxNDE-00002');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=3600');
    expect(videoSchema.parse(await response.json())).toMatchObject({ id: 'wxNDE-00002', title: 'Sertão: umidade muito baixa', duration: 'PT1M50S' });
  });

  it('answers 404 for an unknown video and 400 for a malformed id', async () => {
    expect((await single('zzzzzzzzzzz')).status).toBe(404);
    expect((await single('not an id')).status).toBe(400);
  });

  it.each(gatewayFaults)('answers %s from YouTube as a gateway failure', async (_name, fault, status, code) => {
    await sandbox.fault({ path: VIDEOS_PATH, ...fault, times: 0 });
    const response = await single('wxNDE-00002');
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: code });
  });
});

describe('GET /api/youtube/thumbnail/{videoId}/{size}', () => {
  beforeEach(() => sandbox.reset());
  withShortTimeout(env.youtube);

  it("answers the video's image from YouTube's thumbnail host, cached a day, as nothing but an image", async () => {
    const response = await thumbnail('wxSUL-00001', 'maxres');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('<svg');
    expect(await sandbox.requests('/youtube/vi/wxSUL-00001/maxresdefault.jpg')).toHaveLength(1);
  });

  it('answers 404 for an image YouTube has not, and 400 for a malformed id or size without calling it', async () => {
    expect((await thumbnail('wxSUL-00099', 'maxres')).status).toBe(404);
    expect((await thumbnail('not an id', 'maxres')).status).toBe(400);
    expect((await thumbnail('wxSUL-00001', 'huge')).status).toBe(400);
    expect(await sandbox.requests('/youtube/vi/not an id/maxresdefault.jpg')).toHaveLength(0);
  });

  it.each(gatewayFaults)('answers %s from the thumbnail host as a gateway failure', async (_name, fault, status, code) => {
    await sandbox.fault({ path: '/youtube/vi/wxSUL-00001/hqdefault.jpg', ...fault, times: 0 });
    const response = await thumbnail('wxSUL-00001', 'high');
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: code });
  });
});
