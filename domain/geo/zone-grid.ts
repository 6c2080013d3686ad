import { parseZone, type SearchZone, zoneContains } from './search-zone';

/**
 * A fast point-in-zone test for the database to call on every listing of a zone's bounding box
 * (decision 0146): the box is cut into a grid of GRID_SIZE × GRID_SIZE cells; a cell that no edge
 * of the polygon touches is wholly inside or wholly outside (decided once, from one point of it), and
 * only a point in a cell an edge touches is tested by `zoneContains` (point-in-polygon-hao, edges and
 * vertices inside). The answer is always `zoneContains`'s: the grid only skips the tests it can. Pure.
 */

export const GRID_SIZE = 64;

const BORDER = 1;
const INSIDE = 2;
const OUTSIDE = 3;

export type ZoneTester = (lat: number, lng: number) => boolean;

export function zoneTester(zone: SearchZone): ZoneTester {
  const { minLat, maxLat, minLng, maxLng } = zone.bbox;
  const h = (maxLat - minLat) / GRID_SIZE;
  const w = (maxLng - minLng) / GRID_SIZE;
  // A flat zone (every vertex on one line) has no cell to speak of: every point is tested.
  if (!(h > 0 && w > 0)) return (lat, lng) => zoneContains(zone, { lat, lng });
  const cells = new Uint8Array(GRID_SIZE * GRID_SIZE);
  const row = (lat: number) => Math.min(GRID_SIZE - 1, Math.max(0, Math.floor((lat - minLat) / h)));
  const col = (lng: number) => Math.min(GRID_SIZE - 1, Math.max(0, Math.floor((lng - minLng) / w)));

  // Every cell an edge passes through is a border cell, with a margin of half a cell in latitude and
  // one cell in longitude (rounding never lets an edge slip between two cells marked wholly inside).
  const points = zone.points;
  for (let i = 0; i < points.length; i += 1) {
    const [aLat, aLng] = points[i]!;
    const [bLat, bLng] = points[(i + 1) % points.length]!;
    const eMin = Math.min(aLat, bLat);
    const eMax = Math.max(aLat, bLat);
    for (let r = row(eMin) - 1; r <= row(eMax) + 1; r += 1) {
      if (r < 0 || r >= GRID_SIZE) continue;
      const lo = Math.max(eMin, minLat + (r - 0.5) * h);
      const hi = Math.min(eMax, minLat + (r + 1.5) * h);
      if (lo > hi) continue;
      const lngAt = (lat: number) => (bLat === aLat ? null : aLng + ((lat - aLat) * (bLng - aLng)) / (bLat - aLat));
      const l1 = lngAt(lo);
      const l2 = lngAt(hi);
      const from = l1 === null || l2 === null ? Math.min(aLng, bLng) : Math.min(l1, l2);
      const to = l1 === null || l2 === null ? Math.max(aLng, bLng) : Math.max(l1, l2);
      for (let c = Math.max(0, col(from) - 1); c <= Math.min(GRID_SIZE - 1, col(to) + 1); c += 1) cells[r * GRID_SIZE + c] = BORDER;
    }
  }

  // Side by side cells no edge touches are on the same side of the polygon: one test per run of them.
  for (let r = 0; r < GRID_SIZE; r += 1) {
    let c = 0;
    while (c < GRID_SIZE) {
      if (cells[r * GRID_SIZE + c] === BORDER) {
        c += 1;
        continue;
      }
      const centre = { lat: minLat + (r + 0.5) * h, lng: minLng + (c + 0.5) * w };
      const state = zoneContains(zone, centre) ? INSIDE : OUTSIDE;
      while (c < GRID_SIZE && cells[r * GRID_SIZE + c] !== BORDER) cells[r * GRID_SIZE + c++] = state;
    }
  }

  return (lat, lng) => {
    if (!(lat >= minLat && lat <= maxLat && lng >= minLng && lng <= maxLng)) return false;
    const state = cells[row(lat) * GRID_SIZE + col(lng)];
    return state === BORDER ? zoneContains(zone, { lat, lng }) : state === INSIDE;
  };
}

const testers = new Map<string, ZoneTester | null>();

/**
 * The tester of a `zone` URL parameter, kept for the next rows and searches (the database calls it
 * once per row of the box); null when the parameter is not a zone.
 */
export function zoneTesterOf(encoded: string): ZoneTester | null {
  const known = testers.get(encoded);
  if (known !== undefined) return known;
  const zone = parseZone(encoded);
  const tester = zone ? zoneTester(zone) : null;
  if (testers.size >= 200) testers.delete(testers.keys().next().value!);
  testers.set(encoded, tester);
  return tester;
}
