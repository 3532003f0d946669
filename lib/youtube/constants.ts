/**
 * The weather videos' names that browser code needs, without zod (./contract.ts has the schemas):
 * the player's island imports these, and zod's runtime would weigh more than the island itself.
 */

/** Spec §5: the weather player's regions, in the select's order. */
export const weatherRegions = ['Sul', 'Sudeste', 'Centro-Oeste', 'Mapitoba', 'Nordeste', 'Norte'] as const;
export type WeatherRegion = (typeof weatherRegions)[number];
export const DEFAULT_REGION: WeatherRegion = 'Centro-Oeste';
/** Spec §5: the cookie the region is kept in. */
export const REGION_COOKIE = 'user-region';

/** Where the player's iframe comes from once the visitor presses play (the CSP's frame-src lists it). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The thumbnail sizes YouTube has, best first (a video has some of them). */
export const thumbnailSizes = ['maxres', 'standard', 'high', 'medium', 'default'] as const;
export type ThumbnailSize = (typeof thumbnailSizes)[number];

/**
 * Where the browser gets a video's thumbnail: our own route, which fetches YouTube's image on the
 * server, so a page asks nothing of YouTube before the visitor presses play (and the CSP's img-src
 * stays 'self').
 */
export const thumbnailPath = (videoId: string, size: ThumbnailSize) => `/api/youtube/thumbnail/${encodeURIComponent(videoId)}/${size}`;
