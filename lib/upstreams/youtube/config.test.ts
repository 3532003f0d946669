import { youtubeConfig } from './config';

const context = (present: Record<string, string>, sandbox = true) => ({ sandbox, present, sandboxUrl: (path: string) => `http://sandbox.internal${path}` });
const settingsOf = (present: Record<string, string>, sandbox = true) => youtubeConfig.settings(youtubeConfig.variables.parse(present), context(present, sandbox));

describe('the YouTube env slice', () => {
  it("defaults to the sandbox's API and thumbnail host", () => {
    expect(settingsOf({})).toMatchObject({ baseUrl: 'http://sandbox.internal/youtube/v3', thumbnailUrl: 'http://sandbox.internal/youtube/vi' });
  });

  it("takes YouTube's thumbnail host with a real API, unless another is set", () => {
    const real = { YOUTUBE_API_URL: 'https://www.googleapis.com/youtube/v3', YOUTUBE_API_KEY: 'key' };
    expect(settingsOf(real)).toMatchObject({ baseUrl: real.YOUTUBE_API_URL, apiKey: 'key', thumbnailUrl: 'https://i.ytimg.com/vi' });
    expect(settingsOf({ ...real, YOUTUBE_THUMBNAIL_URL: 'https://thumbs.example/vi' }).thumbnailUrl).toBe('https://thumbs.example/vi');
  });

  it('has neither with the sandbox off and nothing configured', () => {
    expect(settingsOf({}, false)).toMatchObject({ baseUrl: null, thumbnailUrl: null });
  });

  it('wants the key of a real API', () => {
    expect(youtubeConfig.problems?.(context({ YOUTUBE_API_URL: 'https://www.googleapis.com/youtube/v3' }))).toHaveLength(1);
  });
});
