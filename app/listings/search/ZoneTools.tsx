import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { LatLng, MapController } from '../../ui/map/types';

const BUTTON = 'rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 shadow hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';

/**
 * 'Dessiner une zone' (clicks on the map add the vertices, 'Terminer la zone' from the third) and
 * 'Rechercher dans cette zone' (the rectangle the map shows) over the search map (issue 39 item 1).
 * Shown only once the map has loaded: without JavaScript or consent there is no map to draw on.
 */
export function ZoneTools({ controller, onZone }: { controller: MapController; onZone: (points: LatLng[]) => void }) {
  const { t } = useTranslation('listings');
  const [vertices, setVertices] = useState<number | null>(null);
  const drawing = vertices !== null;
  const finish = () => {
    const points = controller.stopDrawing();
    setVertices(null);
    if (points.length >= 3) onZone(points);
  };
  const cancel = () => {
    controller.stopDrawing();
    setVertices(null);
  };
  return (
    <div className="pointer-events-none absolute top-2 right-2 left-14 z-10 flex flex-col items-end gap-1" data-testid="zone-tools">
      <div className="pointer-events-auto flex flex-wrap justify-end gap-1">
        {drawing ? (
          <>
            <button type="button" className={BUTTON} disabled={vertices < 3} onClick={finish}>
              {t('search.zone.finish')}
            </button>
            <button type="button" className={BUTTON} onClick={cancel}>
              {t('search.zone.cancel')}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={BUTTON} onClick={() => controller.startDrawing(setVertices)}>
              {t('search.zone.draw')}
            </button>
            <button type="button" className={BUTTON} onClick={() => onZone(controller.visibleArea())}>
              {t('search.zone.searchHere')}
            </button>
          </>
        )}
      </div>
      <p role="status" className={drawing ? 'pointer-events-auto rounded-md bg-white/95 px-2 py-1 text-xs text-slate-900 shadow' : 'sr-only'}>
        {drawing ? t('search.zone.hint', { count: vertices }) : ''}
      </p>
    </div>
  );
}
