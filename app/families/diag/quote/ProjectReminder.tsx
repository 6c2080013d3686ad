import { Link } from 'react-router';
import {
  BIEN_OPTIONS,
  CONSTRUCTION_OPTIONS,
  ELECTRICITE_OPTIONS,
  GAZ_OPTIONS,
  optionLabel,
  OUI_NON_OPTIONS,
  PIECES_OPTIONS,
  PROJET_OPTIONS,
  type QuoteCriteria,
} from '../../../../domain/quote/criteria';
import { addressLine } from '../../../../domain/quote/address-line';
import { parseSlotParam } from '../../../../domain/quote/slots';

/** What the visitor answered in step 1, as a short definition list. */
export function ProjectReminder({ criteria: c, editHref }: { criteria: QuoteCriteria; editHref?: string }) {
  const slot = parseSlotParam(c.date);
  const rows: [string, string][] = [
    ['Projet', optionLabel(PROJET_OPTIONS, c.projet)],
    ['Bien', optionLabel(BIEN_OPTIONS, c.bien)],
    ['Copropriété', optionLabel(OUI_NON_OPTIONS, c.copropriete)],
    ['DPE existant', c.dpeDeja === 'oui' ? `Oui${c.dpeNote ? ` (${c.dpeNote === 'attente' ? 'résultat attendu' : `note ${c.dpeNote}`})` : ''}` : optionLabel(OUI_NON_OPTIONS, c.dpeDeja)],
    ['Construction', optionLabel(CONSTRUCTION_OPTIONS, c.construction)],
    ['Gaz', optionLabel(GAZ_OPTIONS, c.gaz)],
    ['Électricité', optionLabel(ELECTRICITE_OPTIONS, c.electricite)],
    ['Pièces', optionLabel(PIECES_OPTIONS, c.pieces)],
    ['Surface', c.surface ? `${c.surface} m²` : ''],
    ['Adresse', addressLine(c)],
  ];
  if (slot.kind === 'slot') rows.push(['Rendez-vous', slot.label]);
  if (slot.kind === 'autreDate') rows.push(['Rendez-vous', 'Une autre date (urgent)']);
  return (
    <section aria-labelledby="project-reminder" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="project-reminder" className="text-lg font-semibold text-slate-900">
          Mon projet
        </h2>
        {editHref && (
          <Link to={editHref} className="text-sm">
            Modifier mes réponses
          </Link>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
