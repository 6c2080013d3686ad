import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ConsentGate } from '../consent/ConsentGate';
import { LeafletMap, type MapMarker } from '../ui/map/LeafletMap';
import type { LatLng, MapArea, MapController } from '../ui/map/types';

/**
 * A listing map behind the shared consent gate (purpose 'maps', decision 0013): the tiles come from a
 * third party, so nothing is fetched before consent. The placeholder and the map fill the same box
 * of fixed height (`boxClassName`, a literal Tailwind height), so nothing moves when it appears.
 */
export function ListingMap({
  tilesUrl,
  markers,
  label,
  boxClassName,
  zone = null,
  area = null,
  tools,
  gateLabel,
}: {
  tilesUrl: string;
  markers: readonly MapMarker[];
  label: string;
  boxClassName: string;
  /** The search's zone, outlined on the map. */
  zone?: readonly LatLng[] | null;
  /** An approximate location, drawn as a circle (the property page). */
  area?: MapArea | null;
  /** Controls drawn over the map once it has loaded (the search's zone tools, issue 39 item 1). */
  tools?: (controller: MapController) => ReactNode;
  /** What the consent placeholder says is held back; 'la carte' by default. */
  gateLabel?: string;
}) {
  const { t } = useTranslation('consent');
  const [controller, setController] = useState<MapController | null>(null);
  return (
    <ConsentGate purpose="maps" label={gateLabel ?? t('gate.map')} className={`${boxClassName} relative w-full overflow-hidden rounded-lg border border-slate-200`}>
      <LeafletMap tilesUrl={tilesUrl} markers={markers} label={label} heightClass="h-full" zone={zone} area={area} onReady={tools ? setController : undefined} />
      {tools && controller ? tools(controller) : null}
    </ConsentGate>
  );
}
