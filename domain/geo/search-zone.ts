import * as polylineCodec from '@googlemaps/polyline-codec';
import pointInPolygon from 'point-in-polygon-hao';

/**
 * A zone drawn on the map (issue 39 item 1), kept in the URL as an encoded polyline (Google's
 * algorithm, `@googlemaps/polyline-codec`, precision 5 ≈ 1 m). The server filters a bounding box
 * through the lat/lng index, then tests each point (`point-in-polygon-hao`: robust predicates, a point
 * on an edge or a vertex counts as inside). Pure.
 */

// UMD package: Node's ESM loader exposes its functions on the default export, a bundler by name.
const codec: typeof polylineCodec = (polylineCodec as unknown as { default?: typeof polylineCodec }).default ?? polylineCodec;

/** At most this many vertices (an encoded zone stays under ~400 characters in the URL). */
export const MAX_ZONE_POINTS = 40;
export const MAX_ZONE_PARAM_LENGTH = 600;

export interface SearchZone {
  /** Vertices as [lat, lng], the ring not repeated at the end. */
  points: Array<[number, number]>;
  bbox: { minLat: number; maxLat: number; minLng: number; maxLng: number };
}

/** The zone of a `zone` URL parameter, or null when it is not a polygon of 3 to 40 points on Earth. */
export function parseZone(encoded: string | null | undefined): SearchZone | null {
  if (!encoded || encoded.length > MAX_ZONE_PARAM_LENGTH || !/^[\x3f-\x7e]+$/.test(encoded)) return null;
  let points: Array<[number, number]>;
  try {
    points = codec.decode(encoded, 5).map(([lat, lng]) => [lat, lng] as [number, number]);
  } catch {
    return null;
  }
  const last = points[points.length - 1];
  if (points.length > 1 && last && points[0]![0] === last[0] && points[0]![1] === last[1]) points = points.slice(0, -1);
  if (points.length < 3 || points.length > MAX_ZONE_POINTS) return null;
  if (points.some(([lat, lng]) => !(Math.abs(lat) <= 90 && Math.abs(lng) <= 180))) return null;
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return { points, bbox: { minLat: Math.min(...lats), maxLat: Math.max(...lats), minLng: Math.min(...lngs), maxLng: Math.max(...lngs) } };
}

/** The `zone` parameter of a polygon's vertices ([lat, lng]). */
export function encodeZone(points: ReadonlyArray<readonly [number, number]>): string {
  return codec.encode(points.map(([lat, lng]) => [lat, lng]), 5);
}

/** Inside the zone, its edges and vertices included. */
export function zoneContains(zone: SearchZone, point: { lat: number; lng: number }): boolean {
  const { bbox } = zone;
  if (point.lat < bbox.minLat || point.lat > bbox.maxLat || point.lng < bbox.minLng || point.lng > bbox.maxLng) return false;
  return pointInPolygon([point.lng, point.lat], ringOf(zone)) !== false;
}

/** The zone as the library reads it ([lng, lat], closed), built once per zone: the database tests thousands of rows. */
const rings = new WeakMap<SearchZone, number[][][]>();
function ringOf(zone: SearchZone): number[][][] {
  let ring = rings.get(zone);
  if (!ring) rings.set(zone, (ring = [[...zone.points, zone.points[0]!].map(([lat, lng]) => [lng, lat])]));
  return ring;
}
