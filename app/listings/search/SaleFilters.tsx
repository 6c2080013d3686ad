import { useTranslation } from '../../i18n/use-translation';
import { Form, useSubmit } from 'react-router';
import { FEATURE_FLAGS, PROPERTY_TYPES, type PropertyType, QUICK_SEARCH_TYPES } from '../../../domain/listings/listing';
import { CENTRE_SORTS, PROXIMITY_KM, SORTS } from '../../../domain/listings/search-criteria';
import { FilterDropdown, Stepper, withoutParams } from './Dropdown';
import { PlaceField } from './PlaceField';

const MORE_FLAGS = ['exclu', 'moins7', 'visites', 'baisse'] as const;

const PLACE_PARAMS = ['q', 'dep', 'depNom', 'region', 'regionNom', 'commune', 'insee', 'cp', 'zip', 'city', 'ville', 'location', 'proximite', 'rayon'];
const FLAG_PARAMS = [...FEATURE_FLAGS, ...MORE_FLAGS];

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base';
const on = (v: string | undefined) => v === '1' || v === 'true' || v === 'on' || v === 'oui';

/**
 * The sale search's filters (spec §2): a GET form, so everything works without JavaScript; with it,
 * choosing a type, a flag or a sort applies at once. Any change drops the page number.
 */
export function SaleFilters({ pathname, query, values }: { pathname: string; query: string; values: Record<string, string> }) {
  const { t: tr } = useTranslation('listings');
  const submit = useSubmit();
  const clear = (names: readonly string[]) => withoutParams(pathname, query, names);
  const type = (values.types ?? values.type ?? '').split(',')[0] ?? '';
  // A type the quick search does not offer (typed in the URL) shows as written.
  const typeLabel = (value: string) => ((QUICK_SEARCH_TYPES as readonly string[]).includes(value) ? tr(`filters.types.${value as (typeof QUICK_SEARCH_TYPES)[number]}`) : (PROPERTY_TYPES as readonly string[]).includes(value) ? tr(`propertyTypes.${value as PropertyType}`) : value);
  const flagsOn = FLAG_PARAMS.filter((f) => on(values[f])).length;
  return (
    <Form
      method="get"
      action={pathname}
      className="flex flex-wrap items-center gap-2"
      aria-label={tr('filters.label')}
      onChange={(event) => {
        const target = event.target as HTMLInputElement | HTMLSelectElement;
        if (target.type === 'radio' || target.type === 'checkbox' || target.tagName === 'SELECT') void submit(event.currentTarget);
      }}
    >
      {values.mode ? <input type="hidden" name="mode" value={values.mode} /> : null}
      {values.zone ? <input type="hidden" name="zone" value={values.zone} /> : null}
      <FilterDropdown label={tr('filters.location')} active={PLACE_PARAMS.some((p) => values[p])} clearHref={clear(PLACE_PARAMS)} wide>
        <PlaceField values={values} />
        <label className="mt-3 block text-sm text-slate-800">
          {tr('filters.proximity')}
          <select name="proximite" defaultValue={values.proximite ?? ''} className={INPUT}>
            <option value="">{tr('filters.townOnly')}</option>
            {PROXIMITY_KM.map((km) => (
              <option key={km} value={km}>
                {tr('filters.radius', { km })}
              </option>
            ))}
          </select>
        </label>
      </FilterDropdown>
      <FilterDropdown label={type ? typeLabel(type) : tr('filters.type')} active={!!type} clearHref={clear(['types', 'type'])}>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{tr('filters.typeLegend')}</legend>
          {['', ...QUICK_SEARCH_TYPES].map((t) => (
            <label key={t || 'all'} className="mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="types" value={t} defaultChecked={type === t} className="h-4 w-4" />
              {t ? typeLabel(t) : tr('filters.allTypes')}
            </label>
          ))}
        </fieldset>
      </FilterDropdown>
      <FilterDropdown label={tr('filters.budget')} active={!!(values.min || values.max)} clearHref={clear(['min', 'max'])}>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm text-slate-800">
            {tr('filters.min')}
            <input name="min" inputMode="numeric" pattern="[0-9 ]*" defaultValue={values.min ?? ''} className={INPUT} />
          </label>
          <label className="text-sm text-slate-800">
            {tr('filters.max')}
            <input name="max" inputMode="numeric" pattern="[0-9 ]*" defaultValue={values.max ?? ''} className={INPUT} />
          </label>
        </div>
      </FilterDropdown>
      <FilterDropdown label={tr('filters.surface')} active={!!(values.surfHabMin || values.surfTerMin)} clearHref={clear(['surfHabMin', 'surfTerMin', 'surface'])}>
        <label className="block text-sm text-slate-800">
          {tr('filters.livingAreaMin')}
          <input name="surfHabMin" inputMode="numeric" pattern="[0-9]*" defaultValue={values.surfHabMin ?? values.surface ?? ''} className={INPUT} />
        </label>
        <label className="mt-2 block text-sm text-slate-800">
          {tr('filters.landAreaMin')}
          <input name="surfTerMin" inputMode="numeric" pattern="[0-9]*" defaultValue={values.surfTerMin ?? ''} className={INPUT} />
        </label>
      </FilterDropdown>
      <FilterDropdown label={tr('filters.rooms')} active={!!(values.pieces || values.chambres || values.sdb)} clearHref={clear(['pieces', 'chambres', 'sdb'])}>
        <Stepper name="pieces" label={tr('filters.roomsMin')} defaultValue={values.pieces ?? ''} />
        <Stepper name="chambres" label={tr('filters.bedsMin')} defaultValue={values.chambres ?? ''} />
        <Stepper name="sdb" label={tr('filters.bathsMin')} defaultValue={values.sdb ?? ''} />
      </FilterDropdown>
      <FilterDropdown label={flagsOn ? tr('filters.moreCount', { count: flagsOn }) : tr('filters.more')} active={flagsOn > 0} clearHref={clear(FLAG_PARAMS)} wide>
        <fieldset className="grid grid-cols-2 gap-x-3">
          <legend className="text-sm font-semibold text-slate-900">{tr('filters.criteria')}</legend>
          {FEATURE_FLAGS.map((f) => (
            <label key={f} className="mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={f} value="1" defaultChecked={on(values[f])} className="h-4 w-4" />
              {tr(`features.${f}`)}
            </label>
          ))}
          {MORE_FLAGS.map((f) => (
            <label key={f} className="col-span-2 mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={f} value="1" defaultChecked={on(values[f])} className="h-4 w-4" />
              {tr(`filters.flags.${f}`)}
            </label>
          ))}
        </fieldset>
      </FilterDropdown>
      <label className="ml-auto flex items-center gap-2 text-sm text-slate-800">
        {tr('filters.sortBy')}
        <select name="sort" defaultValue={values.sort ?? 'recent'} className="rounded-md border border-slate-400 bg-white px-2 py-2 text-sm">
          {SORTS.filter((s) => values.proximite || !(CENTRE_SORTS as readonly string[]).includes(s)).map((s) => (
            <option key={s} value={s}>
              {tr(`filters.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900">
        {tr('filters.submit')}
      </button>
    </Form>
  );
}
