import { describe, expect, it } from 'vitest';
import { countryCentres, DEFAULT_ZOOM, MAP_IMAGE, mapView, markerOffset, parseLocation, SELECTED_ZOOM } from './map-view';

describe('parseLocation', () => {
  it("reads 'lat lng' in decimal degrees (spaces or a comma between)", () => {
    expect(parseLocation('-17.7923 -50.9192')).toEqual({ lat: -17.7923, lng: -50.9192 });
    expect(parseLocation('  41.5868   -93.625 ')).toEqual({ lat: 41.5868, lng: -93.625 });
    expect(parseLocation('41.5868,-93.625')).toEqual({ lat: 41.5868, lng: -93.625 });
    expect(parseLocation('0 0')).toEqual({ lat: 0, lng: 0 });
  });

  it.each([[undefined], [''], ['-17.79'], ['-17.79 -50.91 3'], ['abc def'], ['1e3 2'], ['91 10'], ['10 -181'], ['-17,79 -50,91']])('has no place for %j', (text) => {
    expect(parseLocation(text)).toBeNull();
  });
});

describe('mapView', () => {
  it('centres on the country at zoom 7 when no contact is chosen', () => {
    expect(mapView('BR', null)).toEqual({ centre: countryCentres.BR, zoom: DEFAULT_ZOOM });
    expect(mapView('AR', null)).toEqual({ centre: countryCentres.AR, zoom: 7 });
    expect(mapView('US', null).centre).toEqual(countryCentres.US);
  });

  it('centres on the chosen contact at zoom 17', () => {
    expect(mapView('BR', { lat: -17.79, lng: -50.92 })).toEqual({ centre: { lat: -17.79, lng: -50.92 }, zoom: SELECTED_ZOOM });
    expect(SELECTED_ZOOM).toBe(17);
  });
});

describe('markerOffset', () => {
  const view = { centre: { lat: 0, lng: 0 }, zoom: 7 };

  it('puts the centre at the middle of the image', () => {
    expect(markerOffset({ lat: 0, lng: 0 }, view)).toEqual({ x: 0, y: 0 });
  });

  it('moves east to the right and north up, in Web Mercator pixels at the zoom', () => {
    // 256 * 2^7 px for 360 degrees of longitude.
    expect(markerOffset({ lat: 0, lng: 1 }, view)).toEqual({ x: 91, y: 0 });
    expect(markerOffset({ lat: 1, lng: 0 }, view)).toEqual({ x: 0, y: -91 });
    expect(markerOffset({ lat: -1, lng: -1 }, view)).toEqual({ x: -91, y: 91 });
  });

  it('leaves out a point beyond the image', () => {
    expect(markerOffset({ lat: 0, lng: 4 }, view)).toBeNull();
    expect(markerOffset({ lat: 0, lng: 3.5 }, view)).toEqual({ x: 319, y: 0 });
    expect(markerOffset({ lat: -17.79, lng: -50.92 }, { centre: { lat: -17.8, lng: -50.9 }, zoom: 17 })).toBeNull();
  });

  it('shows the Brazilian cerrado contacts around the default centre', () => {
    const brazil = mapView('BR', null);
    expect(markerOffset({ lat: -17.7923, lng: -50.9192 }, brazil)).not.toBeNull(); // Rio Verde
    expect(markerOffset({ lat: -28.262, lng: -52.4083 }, brazil)).toBeNull(); // Passo Fundo: beyond zoom 7
    expect(MAP_IMAGE).toEqual({ width: 640, height: 600 });
  });
});
