import { useTranslation } from '../../i18n/use-translation';
import { Form } from 'react-router';
import { withoutParams } from './Dropdown';
import { PlaceField } from './PlaceField';
import { CENTRE_SORTS, RENT_SORTS } from '../../../domain/listings/search-criteria';

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base';

const TABS = ['', 'Maison', 'Appartement'] as const;

/**
 * The rental search's filters (spec §2 'Rental search'): location box, tabs Tous/Maison/Appartement
 * (links: each keeps the place and budget and goes back to page 1), maximum rent; minimum surface,
 * rooms, furnished and the sort (issue 39 item 5). A GET form: works without JavaScript.
 */
export function RentFilters({ pathname, query, values }: { pathname: string; query: string; values: Record<string, string> }) {
  const { t: tr } = useTranslation('listings');
  const type = (values.types ?? values.type ?? '').split(',')[0] ?? '';
  const tabHref = (t: string) => {
    const base = withoutParams(pathname, query, ['types', 'type']);
    if (!t) return base;
    return `${base}${base.includes('?') ? '&' : '?'}types=${encodeURIComponent(t)}`;
  };
  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={tr('filters.rentTabs')}>
        <ul className="flex gap-2">
          {TABS.map((t) => (
            <li key={t || 'all'}>
              <a href={tabHref(t)} aria-current={type === t ? 'page' : undefined} className={`inline-block rounded-full border px-4 py-2 text-sm font-medium ${type === t ? 'border-teal-800 bg-teal-800 text-white' : 'border-slate-400 bg-white text-slate-800'}`}>
                {t ? tr(`filters.types.${t}`) : tr('filters.rentAll')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" action={pathname} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" aria-label={tr('filters.rentLabel')}>
        {type ? <input type="hidden" name="types" value={type} /> : null}
        {values.proximite ? <input type="hidden" name="proximite" value={values.proximite} /> : null}
        {values.zone ? <input type="hidden" name="zone" value={values.zone} /> : null}
        <div>
          <PlaceField values={values} label={tr('filters.rentPlace')} />
        </div>
        <label className="text-sm text-slate-800">
          {tr('filters.rentMax')}
          <input name="max" inputMode="numeric" pattern="[0-9 ]*" defaultValue={values.max ?? ''} className={INPUT} />
        </label>
        <button type="submit" className="order-last rounded-md bg-teal-800 px-4 py-2.5 text-sm font-semibold text-white hover:bg-teal-900 sm:order-none">
          {tr('filters.submit')}
        </button>
        <div className="grid grid-cols-2 gap-3 sm:col-span-3 sm:grid-cols-4">
          <label className="text-sm text-slate-800">
            {tr('filters.livingAreaMin')}
            <input name="surfHabMin" inputMode="numeric" pattern="[0-9]*" defaultValue={values.surfHabMin ?? values.surface ?? ''} className={INPUT} />
          </label>
          <label className="text-sm text-slate-800">
            {tr('filters.roomsMin')}
            <select name="pieces" defaultValue={values.pieces ?? ''} className={INPUT}>
              <option value="">{tr('filters.any')}</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={n}>
                  {tr('filters.roomsAtLeast', { count: n })}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm text-slate-800">
            {tr('filters.furnished')}
            <select name="meuble" defaultValue={values.meuble ?? ''} className={INPUT}>
              <option value="">{tr('filters.any')}</option>
              <option value="oui">{tr('filters.furnishedOnly')}</option>
              <option value="non">{tr('filters.unfurnishedOnly')}</option>
            </select>
          </label>
          <label className="text-sm text-slate-800">
            {tr('filters.sortBy')}
            <select name="sort" defaultValue={values.sort ?? 'recent'} className={INPUT}>
              {[...RENT_SORTS, ...(values.proximite ? CENTRE_SORTS : [])].map((s) => (
                <option key={s} value={s}>
                  {tr(`filters.sorts.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </Form>
    </div>
  );
}
