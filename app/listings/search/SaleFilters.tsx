import { Form, useSubmit } from 'react-router';
import { FEATURE_FLAGS, QUICK_SEARCH_TYPES } from '../../../domain/listings/listing';
import { PROXIMITY_KM, SORTS } from '../../../domain/listings/search-criteria';
import { FilterDropdown, Stepper, withoutParams } from './Dropdown';
import { PlaceField } from './PlaceField';

export const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  recent: 'Les plus récents',
  prixAsc: 'Prix croissant',
  prixDesc: 'Prix décroissant',
  surfDesc: 'Surface décroissante',
};

const FEATURE_LABELS: Record<(typeof FEATURE_FLAGS)[number], string> = {
  jardin: 'Jardin',
  terrasse: 'Terrasse',
  balcon: 'Balcon',
  parking: 'Parking',
  cave: 'Cave',
  ascenseur: 'Ascenseur',
  piscine: 'Piscine',
  clim: 'Climatisation',
  handi: 'Accès handicapé',
};
const MORE_FLAGS = [
  ['exclu', 'Exclusivités'],
  ['moins7', 'Publiés depuis moins de 7 jours'],
  ['visites', 'Visite virtuelle'],
] as const;

const PLACE_PARAMS = ['q', 'dep', 'depNom', 'region', 'regionNom', 'commune', 'insee', 'cp', 'zip', 'city', 'ville', 'location', 'proximite', 'rayon'];
const FLAG_PARAMS = [...FEATURE_FLAGS, ...MORE_FLAGS.map(([name]) => name)];

const INPUT = 'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base';
const on = (v: string | undefined) => v === '1' || v === 'true' || v === 'on' || v === 'oui';

/**
 * The sale search's filters (spec §2): a GET form, so everything works without JavaScript; with it,
 * choosing a type, a flag or a sort applies at once. Any change drops the page number.
 */
export function SaleFilters({ pathname, query, values }: { pathname: string; query: string; values: Record<string, string> }) {
  const submit = useSubmit();
  const clear = (names: readonly string[]) => withoutParams(pathname, query, names);
  const type = (values.types ?? values.type ?? '').split(',')[0] ?? '';
  const flagsOn = FLAG_PARAMS.filter((f) => on(values[f])).length;
  return (
    <Form
      method="get"
      action={pathname}
      className="flex flex-wrap items-center gap-2"
      aria-label="Filtres de recherche"
      onChange={(event) => {
        const target = event.target as HTMLInputElement | HTMLSelectElement;
        if (target.type === 'radio' || target.type === 'checkbox' || target.tagName === 'SELECT') void submit(event.currentTarget);
      }}
    >
      {values.mode ? <input type="hidden" name="mode" value={values.mode} /> : null}
      <FilterDropdown label="Localisation" active={PLACE_PARAMS.some((p) => values[p])} clearHref={clear(PLACE_PARAMS)} wide>
        <PlaceField values={values} />
        <label className="mt-3 block text-sm text-slate-800">
          Proximité
          <select name="proximite" defaultValue={values.proximite ?? ''} className={INPUT}>
            <option value="">La commune seulement</option>
            {PROXIMITY_KM.map((km) => (
              <option key={km} value={km}>
                {`Dans un rayon de ${km} km`}
              </option>
            ))}
          </select>
        </label>
      </FilterDropdown>
      <FilterDropdown label={type || 'Type'} active={!!type} clearHref={clear(['types', 'type'])}>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Type de bien</legend>
          {['', ...QUICK_SEARCH_TYPES].map((t) => (
            <label key={t || 'all'} className="mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="types" value={t} defaultChecked={type === t} className="h-4 w-4" />
              {t || 'Tous les types'}
            </label>
          ))}
        </fieldset>
      </FilterDropdown>
      <FilterDropdown label="Budget" active={!!(values.min || values.max)} clearHref={clear(['min', 'max'])}>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-sm text-slate-800">
            Minimum (€)
            <input name="min" inputMode="numeric" pattern="[0-9 ]*" defaultValue={values.min ?? ''} className={INPUT} />
          </label>
          <label className="text-sm text-slate-800">
            Maximum (€)
            <input name="max" inputMode="numeric" pattern="[0-9 ]*" defaultValue={values.max ?? ''} className={INPUT} />
          </label>
        </div>
      </FilterDropdown>
      <FilterDropdown label="Surface" active={!!(values.surfHabMin || values.surfTerMin)} clearHref={clear(['surfHabMin', 'surfTerMin', 'surface'])}>
        <label className="block text-sm text-slate-800">
          Surface habitable minimum (m²)
          <input name="surfHabMin" inputMode="numeric" pattern="[0-9]*" defaultValue={values.surfHabMin ?? values.surface ?? ''} className={INPUT} />
        </label>
        <label className="mt-2 block text-sm text-slate-800">
          Surface du terrain minimum (m²)
          <input name="surfTerMin" inputMode="numeric" pattern="[0-9]*" defaultValue={values.surfTerMin ?? ''} className={INPUT} />
        </label>
      </FilterDropdown>
      <FilterDropdown label="Pièces" active={!!(values.pieces || values.chambres || values.sdb)} clearHref={clear(['pieces', 'chambres', 'sdb'])}>
        <Stepper name="pieces" label="Pièces (minimum)" defaultValue={values.pieces ?? ''} />
        <Stepper name="chambres" label="Chambres (minimum)" defaultValue={values.chambres ?? ''} />
        <Stepper name="sdb" label="Salles de bain (minimum)" defaultValue={values.sdb ?? ''} />
      </FilterDropdown>
      <FilterDropdown label={flagsOn ? `Plus de filtres (${flagsOn})` : 'Plus de filtres'} active={flagsOn > 0} clearHref={clear(FLAG_PARAMS)} wide>
        <fieldset className="grid grid-cols-2 gap-x-3">
          <legend className="text-sm font-semibold text-slate-900">Critères</legend>
          {FEATURE_FLAGS.map((f) => (
            <label key={f} className="mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={f} value="1" defaultChecked={on(values[f])} className="h-4 w-4" />
              {FEATURE_LABELS[f]}
            </label>
          ))}
          {MORE_FLAGS.map(([f, label]) => (
            <label key={f} className="col-span-2 mt-2 flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name={f} value="1" defaultChecked={on(values[f])} className="h-4 w-4" />
              {label}
            </label>
          ))}
        </fieldset>
      </FilterDropdown>
      <label className="ml-auto flex items-center gap-2 text-sm text-slate-800">
        Trier par
        <select name="sort" defaultValue={values.sort ?? 'recent'} className="rounded-md border border-slate-400 bg-white px-2 py-2 text-sm">
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900">
        Rechercher
      </button>
    </Form>
  );
}
