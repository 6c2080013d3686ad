import { useTranslation } from '../i18n/use-translation';
import { ConsentGate } from '../consent/ConsentGate';
import { LeafletMap, type MapMarker } from '../ui/map/LeafletMap';

/**
 * A listing map behind the shared consent gate (purpose 'maps', decision 0013): the tiles come from a
 * third party, so nothing is fetched before consent. The placeholder and the map fill the same box
 * of fixed height (`boxClassName`, a literal Tailwind height), so nothing moves when it appears.
 */
export function ListingMap({ tilesUrl, markers, label, boxClassName }: { tilesUrl: string; markers: readonly MapMarker[]; label: string; boxClassName: string }) {
  const { t } = useTranslation('consent');
  return (
    <ConsentGate purpose="maps" label={t('gate.map')} className={`${boxClassName} w-full overflow-hidden rounded-lg border border-slate-200`}>
      <LeafletMap tilesUrl={tilesUrl} markers={markers} label={label} heightClass="h-full" />
    </ConsentGate>
  );
}
