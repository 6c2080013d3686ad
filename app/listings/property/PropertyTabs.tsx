import { type KeyboardEvent, useState } from 'react';
import type { Listing } from '../../../domain/listings/listing';
import { FLAT_TYPES } from '../../../domain/listings/listing';
import { ListingMap } from '../ListingMap';

const CLAMP = 500;
const TABS = ['Description', 'Détails', 'Localisation', 'Documents'] as const;
const FEATURE_LABELS: Record<string, string> = { jardin: 'Jardin', terrasse: 'Terrasse', balcon: 'Balcon', parking: 'Parking', cave: 'Cave', ascenseur: 'Ascenseur', piscine: 'Piscine', clim: 'Climatisation', handi: 'Accès handicapé' };

function Description({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > CLAMP;
  return (
    <div>
      <p className="whitespace-pre-line text-slate-800">{long && !expanded ? `${text.slice(0, CLAMP).trimEnd()}…` : text}</p>
      {long ? (
        <button type="button" className="mt-2 text-sm font-semibold text-teal-900 underline print:hidden" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Voir moins' : 'Lire plus'}
        </button>
      ) : null}
    </div>
  );
}

/** Tabs Description (500 characters, 'Lire plus'/'Voir moins'), Détails, Localisation (a real map), Documents. */
export function PropertyTabs({ listing, mapTilesUrl }: { listing: Listing; mapTilesUrl: string }) {
  const [active, setActive] = useState(0);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = (active + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    setActive(next);
    document.getElementById(`tab-${next}`)?.focus();
  };
  const features = Object.entries(listing.features).filter(([, v]) => v).map(([k]) => FEATURE_LABELS[k] ?? k);
  const panels = [
    <Description key="d" text={listing.description} />,
    <dl key="x" className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <div>
        <dt className="font-semibold">Équipements</dt>
        <dd>{features.length ? features.join(', ') : '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold">Surface du terrain</dt>
        <dd>{listing.land ? `${listing.land.toLocaleString('fr-FR')} m²` : '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold">Visite virtuelle</dt>
        <dd>{listing.virtualTourUrl ? <a href={listing.virtualTourUrl} className="text-teal-900 underline" rel="noopener">Voir la visite virtuelle</a> : '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold">Date de publication</dt>
        <dd>{new Date(listing.publishedAt).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' })}</dd>
      </div>
    </dl>,
    <div key="l">
      <p className="mb-3 text-slate-800">{`${listing.city} (${listing.zip}) — emplacement approximatif.`}</p>
      {listing.coords ? <ListingMap tilesUrl={mapTilesUrl} label={`Carte de ${listing.city}`} boxClassName="h-[18rem]" markers={[{ id: listing.id, lat: listing.coords.lat, lng: listing.coords.lng, title: `${listing.city} (${listing.zip})` }]} /> : null}
    </div>,
    <ul key="o" className="list-disc space-y-1 pl-5 text-sm text-slate-800">
      <li>Dossier de diagnostics techniques : sur demande auprès du conseiller.</li>
      <li>Plans du bien : sur demande.</li>
      {FLAT_TYPES.includes(listing.type) ? <li>Règlement de copropriété et procès-verbaux des dernières assemblées : sur demande.</li> : null}
      <li>
        État des risques :{' '}
        <a href="https://www.georisques.gouv.fr" className="text-teal-900 underline" rel="noopener">
          Géorisques
        </a>
      </li>
    </ul>,
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <div role="tablist" aria-label="Informations sur le bien" className="flex flex-wrap gap-1 border-b border-slate-200 print:hidden" onKeyDown={onKey}>
        {TABS.map((label, i) => (
          <button key={label} id={`tab-${i}`} type="button" role="tab" aria-selected={active === i} aria-controls={`panel-${i}`} tabIndex={active === i ? 0 : -1} onClick={() => setActive(i)} className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${active === i ? 'border-teal-800 text-teal-900' : 'border-transparent text-slate-700'}`}>
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div key={TABS[i]} id={`panel-${i}`} role="tabpanel" aria-labelledby={`tab-${i}`} hidden={active !== i} className="pt-4 print:block">
          {panel}
        </div>
      ))}
    </div>
  );
}
