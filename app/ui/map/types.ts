/** A point on a map, with an optional popup (text only: it is written with textContent, never as HTML). */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** Marker's accessible name and tooltip ("Agence de Sevran"). */
  title: string;
  popup?: {
    title: string;
    lines?: string[];
    href?: string;
    linkLabel?: string;
  };
}

export interface LeafletMapOptions {
  tilesUrl: string;
  attribution: string;
  clusterRadius: number;
}

/** A circle on the map: centre and radius in metres. */
export interface MapArea {
  lat: number;
  lng: number;
  radiusMetres: number;
}

/** A vertex as [lat, lng]. */
export type LatLng = [number, number];

export interface MapController {
  setMarkers(markers: readonly MapMarker[]): void;
  /** An approximate location: a circle, the map fitted to it (the property page: never the exact address). */
  showArea(area: MapArea | null): void;
  /** Outlines a zone (the search's, from the URL); null removes it. */
  showZone(points: readonly LatLng[] | null): void;
  /** Drawing mode: each click on the map adds a vertex (markers are hidden meanwhile); `onChange` gets the count. */
  startDrawing(onChange: (count: number) => void): void;
  /** Leaves drawing mode and gives the vertices placed. */
  stopDrawing(): LatLng[];
  /** The rectangle the map shows now, as four vertices. */
  visibleArea(): LatLng[];
  destroy(): void;
}
