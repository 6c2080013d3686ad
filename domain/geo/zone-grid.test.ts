import { describe, expect, it } from 'vitest';
import { encodeZone, parseZone, zoneContains } from './search-zone';
import { GRID_SIZE, zoneTester, zoneTesterOf } from './zone-grid';

// A concave 'U' (lat, lng), the notch between lng 1 and 2 down to lat 1; an L over Sevran and
// Aulnay-sous-Bois; most of Île-de-France; a thin diagonal sliver; a self-crossing bow tie.
const ZONES: Record<string, Array<[number, number]>> = {
  U: [[0, 0], [0, 3], [3, 3], [3, 2], [1, 2], [1, 1], [3, 1], [3, 0]],
  'Sevran–Aulnay L': [[48.915, 2.46], [48.965, 2.46], [48.965, 2.535], [48.94, 2.535], [48.94, 2.51], [48.915, 2.51]],
  'Île-de-France': [[49.2, 1.7], [49.1, 3.1], [48.5, 3.4], [48.3, 2.5], [48.6, 1.6]],
  sliver: [[0, 0], [1, 1.00001], [1, 1]],
  'bow tie': [[0, 0], [1, 1], [1, 0], [0, 1]],
};

/** A reproducible sequence in [0, 1) (mulberry32), so a failing point can be found again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the grid in front of the point-in-polygon test gives the same answer', () => {
  it.each(Object.keys(ZONES))('%s: 20,000 points of its box and beyond, every vertex, every edge midpoint and cell corner', (name) => {
    const zone = parseZone(encodeZone(ZONES[name]!))!;
    const test = zoneTester(zone);
    const { minLat, maxLat, minLng, maxLng } = zone.bbox;
    const next = random(name.length * 7919);
    const points: Array<{ lat: number; lng: number }> = [];
    for (let i = 0; i < 20_000; i += 1) points.push({ lat: minLat - 0.05 * (maxLat - minLat) + next() * 1.1 * (maxLat - minLat), lng: minLng - 0.05 * (maxLng - minLng) + next() * 1.1 * (maxLng - minLng) });
    zone.points.forEach(([lat, lng], i) => {
      const [bLat, bLng] = zone.points[(i + 1) % zone.points.length]!;
      points.push({ lat, lng }, { lat: (lat + bLat) / 2, lng: (lng + bLng) / 2 });
    });
    for (let r = 0; r <= GRID_SIZE; r += 4) for (let c = 0; c <= GRID_SIZE; c += 4) points.push({ lat: minLat + (r * (maxLat - minLat)) / GRID_SIZE, lng: minLng + (c * (maxLng - minLng)) / GRID_SIZE });
    const disagree = points.filter((p) => test(p.lat, p.lng) !== zoneContains(zone, p));
    expect(disagree).toEqual([]);
    // The sample is not trivial: both answers occur.
    expect(points.some((p) => test(p.lat, p.lng))).toBe(true);
    expect(points.some((p) => !test(p.lat, p.lng))).toBe(true);
  });

  it('the U: a vertex, an edge and the floor of the notch are inside, the notch and beyond the box are not', () => {
    const test = zoneTester(parseZone(encodeZone(ZONES.U!))!);
    expect([test(0, 0), test(1, 1), test(0, 1.5), test(1, 1.5), test(2, 1.5), test(4, 1), test(-0.00001, 1.5)]).toEqual([true, true, true, true, false, false, false]);
  });

  it('a flat zone (every vertex on one line) answers like the polygon test', () => {
    const zone = parseZone(encodeZone([[0, 0], [0, 1], [0, 2]]))!;
    const test = zoneTester(zone);
    expect([test(0, 0.5), test(0.1, 0.5)]).toEqual([zoneContains(zone, { lat: 0, lng: 0.5 }), false]);
  });

  it('a URL parameter gives its tester, kept for the next call; not a zone gives null', () => {
    const encoded = encodeZone(ZONES.U!);
    expect(zoneTesterOf(encoded)).toBe(zoneTesterOf(encoded));
    expect(zoneTesterOf(encoded)!(2, 1.5)).toBe(false);
    expect(zoneTesterOf('abc def')).toBeNull();
  });
});
