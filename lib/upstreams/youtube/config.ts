import { z } from 'zod';
import { envSlice, requireVariables, timeoutMs } from '@/lib/env-slice';

export interface YoutubeSettings {
  /** The YouTube Data API v3 base (`…/youtube/v3`). Null: no service (the players show their error). */
  baseUrl: string | null;
  /** The API key sent as `key=`; the sandbox ignores it. */
  apiKey: string;
  /** Where the thumbnails are (`https://i.ytimg.com/vi`), fetched by our thumbnail route. Null with no service. */
  thumbnailUrl: string | null;
  timeoutMs: number;
}

const SANDBOX_KEY = 'sandbox-youtube-key';

/** Where YouTube keeps every video's thumbnails. */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com/vi';

export const youtubeConfig = envSlice({
  variables: z.object({
    /** The YouTube Data API v3 (`https://www.googleapis.com/youtube/v3`); the sandbox's when unset and the sandbox is on. */
    YOUTUBE_API_URL: z.url().optional(),
    YOUTUBE_API_KEY: z.string().min(1).optional(),
    /** YouTube's thumbnail host, `https://i.ytimg.com/vi` when unset with a real API. */
    YOUTUBE_THUMBNAIL_URL: z.url().optional(),
    YOUTUBE_TIMEOUT_MS: timeoutMs(5000),
  }),
  // A real API answers nothing without a key: say so at start rather than on the first video.
  problems: ({ present }) => (present.YOUTUBE_API_URL ? requireVariables(present, ['YOUTUBE_API_KEY'], 'YOUTUBE_API_URL is set') : []),
  settings: (values, { sandbox, sandboxUrl }): YoutubeSettings => ({
    baseUrl: values.YOUTUBE_API_URL ?? (sandbox ? sandboxUrl('/youtube/v3') : null),
    apiKey: values.YOUTUBE_API_KEY ?? SANDBOX_KEY,
    thumbnailUrl: values.YOUTUBE_THUMBNAIL_URL ?? (values.YOUTUBE_API_URL ? YOUTUBE_THUMBNAILS : sandbox ? sandboxUrl('/youtube/vi') : null),
    timeoutMs: values.YOUTUBE_TIMEOUT_MS,
  }),
});
