import { describe, expect, it } from 'vitest';
import { nextMapView, placeablePoints } from './map-view';

const SEVRAN = { lat: 48.94, lng: 2.53 };
const BREST = { lat: 48.39, lng: -4.49 };

describe('nextMapView (network spec §9: centre France 46.8, 2.2, zoom 5, 6 when empty, max zoom 15, 15 % padding)', () => {
  it.each([
    ['no markers, first time', [], true, { kind: 'centre', center: [46.8, 2.2], zoom: 6 }],
    ['no markers, later', [], false, { kind: 'centre', center: [46.8, 2.2], zoom: 6 }],
    ['markers, first time', [SEVRAN, BREST], true, { kind: 'centre', center: [46.8, 2.2], zoom: 5 }],
    ['markers, later', [SEVRAN, BREST], false, { kind: 'fit', bounds: [[48.39, -4.49], [48.94, 2.53]], padding: 0.15, maxZoom: 15 }],
    ['one marker, later', [SEVRAN], false, { kind: 'fit', bounds: [[48.94, 2.53], [48.94, 2.53]], padding: 0.15, maxZoom: 15 }],
    ['only unplaceable markers', [{ lat: Number.NaN, lng: 2 }, { lat: 95, lng: 2 }], false, { kind: 'centre', center: [46.8, 2.2], zoom: 6 }],
  ])('%s', (_title, points, first, expected) => {
    expect(nextMapView(points, first)).toEqual(expected);
  });

  it('placeablePoints drops missing or out-of-range coordinates', () => {
    expect(placeablePoints([SEVRAN, { lat: 0, lng: 181 }, { lat: Number.POSITIVE_INFINITY, lng: 0 }, BREST])).toEqual([SEVRAN, BREST]);
  });
});
