import { describe, expect, it } from 'vitest';
import { encodeZone, parseZone, zoneContains } from './search-zone';

// A concave 'U' (lat, lng): the notch between lng 1 and 2 goes down to lat 1.
const U: Array<[number, number]> = [
  [0, 0], [0, 3], [3, 3], [3, 2], [1, 2], [1, 1], [3, 1], [3, 0],
];
const zone = parseZone(encodeZone(U))!;

describe('a zone drawn on the map, read from the URL', () => {
  it('round-trips through the encoded polyline (Google algorithm, precision 5)', () => {
    expect(zone.points).toEqual(U);
    expect(zone.bbox).toEqual({ minLat: 0, maxLat: 3, minLng: 0, maxLng: 3 });
    expect(encodeZone([[38.5, -120.2], [40.7, -120.95], [43.252, -126.453]])).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it.each([
    ['a vertex', { lat: 0, lng: 0 }, true],
    ['a vertex inside the notch', { lat: 1, lng: 1 }, true],
    ['on an outer edge', { lat: 0, lng: 1.5 }, true],
    ['on the notch floor', { lat: 1, lng: 1.5 }, true],
    ['inside the left arm', { lat: 2, lng: 0.5 }, true],
    ['inside the base', { lat: 0.5, lng: 1.5 }, true],
    ['in the notch of the concave shape (inside the bounding box, outside the zone)', { lat: 2, lng: 1.5 }, false],
    ['outside the bounding box', { lat: 4, lng: 1 }, false],
    ['just outside an edge', { lat: -0.00001, lng: 1.5 }, false],
  ])('%s → %s', (_label, point, expected) => {
    expect(zoneContains(zone, point)).toBe(expected);
  });

  it.each([
    ['no parameter', null],
    ['two points only', encodeZone([[0, 0], [1, 1]])],
    ['characters outside the polyline alphabet', 'abc def'],
    ['a latitude beyond the pole', encodeZone([[95, 0], [96, 1], [97, 0]])],
    ['too many vertices', encodeZone(Array.from({ length: 41 }, (_, i) => [Math.cos(i) , Math.sin(i)] as [number, number]))],
  ])('refuses %s', (_label, value) => {
    expect(parseZone(value)).toBeNull();
  });

  it('a closed ring (first point repeated at the end) is the same zone', () => {
    expect(parseZone(encodeZone([...U, U[0]!]))?.points).toEqual(U);
  });
});
