/**
 * The contact map's view (spec §9): centred on the country at zoom 7 until a contact is chosen,
 * then on that contact at zoom 17; and where each contact's marker falls on the static image.
 */

export const mapCountries = ['BR', 'AR', 'US'] as const;
export type MapCountry = (typeof mapCountries)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

export const DEFAULT_ZOOM = 7;
export const SELECTED_ZOOM = 17;

/** The image the map asks of /api/static-map: at most 640 px a side, so it comes at scale 1 and its pixels are the map's. */
export const MAP_IMAGE = { width: 640, height: 600 } as const;

/** Each country's default centre: where its farming contacts are (cerrado, the pampas, the corn belt). */
export const countryCentres: Record<MapCountry, LatLng> = {
  BR: { lat: -18.5, lng: -49.5 },
  AR: { lat: -33.5, lng: -61.5 },
  US: { lat: 41.6, lng: -91.5 },
};

/** A 'lat lng' location field ("-17.79 -50.92", a comma also accepted); null for anything else. */
export function parseLocation(text: string | undefined): LatLng | null {
  const parts = text?.trim().split(/[\s,]+/) ?? [];
  if (parts.length !== 2 || !parts.every((part) => /^-?\d+(\.\d+)?$/.test(part))) return null;
  const [lat, lng] = parts.map(Number) as [number, number];
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

export interface MapView {
  centre: LatLng;
  zoom: number;
}

/** The country's centre at zoom 7, or the selected contact's place at zoom 17. */
export function mapView(country: MapCountry, selected: LatLng | null): MapView {
  return selected ? { centre: selected, zoom: SELECTED_ZOOM } : { centre: countryCentres[country], zoom: DEFAULT_ZOOM };
}

const TILE = 256;

/** Web Mercator world pixels at a zoom: the projection of the map images. */
function worldPixels({ lat, lng }: LatLng, zoom: number) {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** A point's offset in image pixels from the centre of a view; null when it falls outside the image. */
export function markerOffset(point: LatLng, view: MapView, image: { width: number; height: number } = MAP_IMAGE): { x: number; y: number } | null {
  const centre = worldPixels(view.centre, view.zoom);
  const at = worldPixels(point, view.zoom);
  const x = Math.round(at.x - centre.x);
  const y = Math.round(at.y - centre.y);
  return Math.abs(x) <= image.width / 2 && Math.abs(y) <= image.height / 2 ? { x, y } : null;
}
