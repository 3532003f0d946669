import { http, HttpResponse } from 'msw';
import { sandboxSecrets } from '@/lib/env';
import { SANDBOX_ORIGIN } from '../origin';

/**
 * A Static Maps API stand-in: the same query (center, zoom, size, scale, maptype, markers, key),
 * a 403 for a wrong key like the real one, and an SVG "map" of the asked size with the pin.
 */
export const mapsHandlers = [
  http.get(`${SANDBOX_ORIGIN}/maps/staticmap`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('key') !== sandboxSecrets.maps) return new HttpResponse('The provided API key is invalid.', { status: 403 });
    const size = query.get('size')?.match(/^(\d{1,4})x(\d{1,4})$/);
    const center = query.get('center') ?? '';
    if (!size || !/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/.test(center)) return new HttpResponse('Invalid request.', { status: 400 });
    const scale = query.get('scale') === '2' ? 2 : 1;
    const [width, height] = [Number(size[1]) * scale, Number(size[2]) * scale];
    const [x, y] = [width / 2, height / 2];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#e8efe4"/>
<path d="M0 ${height * 0.3} C ${width * 0.3} ${height * 0.2}, ${width * 0.6} ${height * 0.6}, ${width} ${height * 0.5}" stroke="#ffffff" stroke-width="${12 * scale}" fill="none"/>
<path d="M${width * 0.35} 0 L ${width * 0.45} ${height}" stroke="#ffffff" stroke-width="${8 * scale}" fill="none"/>
<path d="M${x} ${y} c ${-10 * scale} ${-14 * scale} ${-14 * scale} ${-20 * scale} ${-14 * scale} ${-26 * scale} a ${14 * scale} ${14 * scale} 0 1 1 ${28 * scale} 0 c 0 ${6 * scale} ${-4 * scale} ${12 * scale} ${-14 * scale} ${26 * scale} z" fill="#c62828"/>
<text x="${8 * scale}" y="${height - 8 * scale}" font-family="sans-serif" font-size="${11 * scale}" fill="#44524d">Sandbox map · ${center} · zoom ${query.get('zoom') ?? ''}</text>
</svg>`;
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } });
  }),
];
