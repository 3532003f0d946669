import { http, HttpResponse } from 'msw';
import { SANDBOX_ORIGIN } from '@/lib/sandbox/origin';
import { sandboxMapsKey } from '../config';
import { staticMapQuerySchema } from '../contract';

/**
 * A Static Maps API stand-in: the same query (center, zoom, size, scale, maptype, markers, key),
 * a 403 for a wrong key like the real one, and an SVG "map" of the asked size with the pin.
 */
export const mapsHandlers = [
  http.get(`${SANDBOX_ORIGIN}/maps/staticmap`, ({ request }) => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    if (raw.key !== sandboxMapsKey) return new HttpResponse('The provided API key is invalid.', { status: 403 });
    const query = staticMapQuerySchema.safeParse(raw);
    if (!query.success) return new HttpResponse('Invalid request.', { status: 400 });
    const { center, zoom, size } = query.data;
    const scale = Number(query.data.scale);
    const [width, height] = size.split('x').map((side) => Number(side) * scale) as [number, number];
    const [x, y] = [width / 2, height / 2];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#e8efe4"/>
<path d="M0 ${height * 0.3} C ${width * 0.3} ${height * 0.2}, ${width * 0.6} ${height * 0.6}, ${width} ${height * 0.5}" stroke="#ffffff" stroke-width="${12 * scale}" fill="none"/>
<path d="M${width * 0.35} 0 L ${width * 0.45} ${height}" stroke="#ffffff" stroke-width="${8 * scale}" fill="none"/>
<path d="M${x} ${y} c ${-10 * scale} ${-14 * scale} ${-14 * scale} ${-20 * scale} ${-14 * scale} ${-26 * scale} a ${14 * scale} ${14 * scale} 0 1 1 ${28 * scale} 0 c 0 ${6 * scale} ${-4 * scale} ${12 * scale} ${-14 * scale} ${26 * scale} z" fill="#c62828"/>
<text x="${8 * scale}" y="${height - 8 * scale}" font-family="sans-serif" font-size="${11 * scale}" fill="#44524d">Sandbox map · ${center} · zoom ${zoom}</text>
</svg>`;
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
  }),
];
