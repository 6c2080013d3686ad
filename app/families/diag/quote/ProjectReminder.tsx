import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/Link';
import {
  BIEN_OPTIONS,
  CONSTRUCTION_OPTIONS,
  ELECTRICITE_OPTIONS,
  GAZ_OPTIONS,
  OUI_NON_OPTIONS,
  PIECES_OPTIONS,
  PROJET_OPTIONS,
  type QuoteCriteria,
} from '../../../../domain/quote/criteria';
import { addressLine } from '../../../../domain/quote/address-line';
import { parseSlotParam, slotLabel } from '../../../../domain/quote/slots';
import { useLocale } from '../../../i18n/hooks';
import { useOptionLabel } from './option-label';

/** What the visitor answered in step 1, as a short definition list. */
export function ProjectReminder({ criteria: c, editHref }: { criteria: QuoteCriteria; editHref?: string }) {
  const { t } = useTranslation('diag');
  const option = useOptionLabel();
  const locale = useLocale();
  const slot = parseSlotParam(c.date);
  const dpeNote = c.dpeNote ? ` (${c.dpeNote === 'attente' ? t('quote.reminder.dpeAwaited') : t('quote.reminder.dpeGrade', { grade: c.dpeNote })})` : '';
  const rows: [string, string][] = [
    [t('quote.reminder.project'), option('projet', PROJET_OPTIONS, c.projet)],
    [t('quote.reminder.property'), option('bien', BIEN_OPTIONS, c.bien)],
    [t('quote.reminder.coOwnership'), option('ouiNon', OUI_NON_OPTIONS, c.copropriete)],
    [t('quote.reminder.dpe'), c.dpeDeja === 'oui' ? `${t('quote.reminder.dpeYes')}${dpeNote}` : option('ouiNon', OUI_NON_OPTIONS, c.dpeDeja)],
    [t('quote.reminder.construction'), option('construction', CONSTRUCTION_OPTIONS, c.construction)],
    [t('quote.reminder.gas'), option('gaz', GAZ_OPTIONS, c.gaz)],
    [t('quote.reminder.electricity'), option('electricite', ELECTRICITE_OPTIONS, c.electricite)],
    [t('quote.reminder.rooms'), option('pieces', PIECES_OPTIONS, c.pieces)],
    [t('quote.reminder.surface'), c.surface ? `${c.surface} m²` : ''],
    [t('quote.reminder.address'), addressLine(c)],
  ];
  if (slot.kind === 'slot') rows.push([t('quote.reminder.appointment'), slotLabel(slot.date, locale)]);
  if (slot.kind === 'autreDate') rows.push([t('quote.reminder.appointment'), t('quote.reminder.otherDate')]);
  return (
    <section aria-labelledby="project-reminder" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="project-reminder" className="text-lg font-semibold text-slate-900">
          {t('quote.reminder.title')}
        </h2>
        {editHref && (
          <Link to={editHref} className="text-sm">
            {t('quote.reminder.edit')}
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
