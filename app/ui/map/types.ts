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

export interface MapController {
  setMarkers(markers: readonly MapMarker[]): void;
  destroy(): void;
}
