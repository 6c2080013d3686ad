import { Form } from 'react-router';
import { CHARGES_MODES, DPE_EXEMPTIONS, ENERGY_LETTERS, FEATURE_FLAGS, FEES_PAYERS, type ListingPhoto, PROPERTY_TYPES } from '../../../domain/listings/listing';
import { EDITOR_STATES, TRANSACTIONS } from '../../../domain/listings/listing-form';
import { describedBy, inputClass } from './site-fields';
import { useText } from './text';

/**
 * The listing editor's form (issue 32 item 1): every field of the listing model, grouped, one column
 * at 390 px; a plain POST (no script). Each field shows its error (red) or, for a draft, what the
 * compliance gate still misses to publish it (amber), tied to its input by aria-describedby.
 */
type Kind = 'text' | 'number' | 'textarea' | 'checkbox' | { options: readonly string[] };
interface FieldSpec {
  name: string;
  kind: Kind;
  wide?: boolean;
}

const GROUPS: Array<{ legend: string; fields: FieldSpec[] }> = [
  {
    legend: 'advert',
    fields: [
      { name: 'state', kind: { options: EDITOR_STATES } },
      { name: 'transaction', kind: { options: TRANSACTIONS } },
      { name: 'type', kind: { options: PROPERTY_TYPES } },
      { name: 'title', kind: 'text', wide: true },
      { name: 'highlight', kind: 'text' },
      { name: 'exclusive', kind: 'checkbox' },
      { name: 'description', kind: 'textarea', wide: true },
    ],
  },
  {
    legend: 'price',
    fields: [
      { name: 'price', kind: 'number' },
      { name: 'sale.feePercent', kind: 'number' },
      { name: 'sale.feesPaidBy', kind: { options: FEES_PAYERS } },
      { name: 'sale.priceWithoutFees', kind: 'number' },
      { name: 'rent.charges', kind: 'number' },
      { name: 'rent.chargesMode', kind: { options: CHARGES_MODES } },
      { name: 'rent.deposit', kind: 'number' },
      { name: 'rent.tenantFees', kind: 'number' },
      { name: 'rent.inventoryFee', kind: 'number' },
      { name: 'rent.furnished', kind: 'checkbox' },
    ],
  },
  { legend: 'place', fields: [{ name: 'zip', kind: 'text' }, { name: 'city', kind: 'text' }] },
  {
    legend: 'property',
    fields: [
      { name: 'area', kind: 'number' },
      { name: 'land', kind: 'number' },
      { name: 'rooms', kind: 'number' },
      { name: 'beds', kind: 'number' },
      { name: 'baths', kind: 'number' },
      { name: 'floor', kind: 'number' },
      { name: 'parking', kind: 'number' },
      { name: 'year', kind: 'number' },
      { name: 'heating', kind: 'text' },
      { name: 'virtualTourUrl', kind: 'text' },
    ],
  },
  {
    legend: 'energy',
    fields: [
      { name: 'energy.kind', kind: { options: ['none', 'dpe', 'exempt'] } },
      { name: 'energy.reason', kind: { options: DPE_EXEMPTIONS } },
      { name: 'energy.ademeNumber', kind: 'text' },
      { name: 'energy.kwhPerM2', kind: 'number' },
      { name: 'energy.dpeLetter', kind: { options: ENERGY_LETTERS } },
      { name: 'energy.co2KgPerM2', kind: 'number' },
      { name: 'energy.gesLetter', kind: { options: ENERGY_LETTERS } },
      { name: 'energy.costMin', kind: 'number' },
      { name: 'energy.costMax', kind: 'number' },
      { name: 'energy.costReferenceYear', kind: 'number' },
      { name: 'energy.highAltitude', kind: 'checkbox' },
    ],
  },
  {
    legend: 'coownership',
    fields: [
      { name: 'coownership.lots', kind: 'number' },
      { name: 'coownership.yearlyCharges', kind: 'number' },
      { name: 'coownership.procedureUnderway', kind: 'checkbox' },
      { name: 'coownership.procedureDetails', kind: 'text' },
    ],
  },
  { legend: 'mentions', fields: [{ name: 'georisquesMention', kind: 'checkbox', wide: true }] },
];

const key = (name: string) => name.replaceAll('.', '_');
const idOf = (name: string) => `field-${key(name)}`;

function Note({ name, error, missing, note }: { name: string; error: string | undefined; missing: string | undefined; note?: string }) {
  const t = useText();
  if (error)
    return (
      <span id={`${key(name)}-error`} className="mt-1 block font-normal text-red-800">
        {error}
      </span>
    );
  // What the ADEME check filled or flagged (decision 0144's sibling, issue 32 item 3): said, never an error.
  if (note)
    return (
      <span id={`${key(name)}-note`} className="mt-1 block font-normal text-sky-900">
        {note}
      </span>
    );
  if (missing)
    return (
      <span id={`${key(name)}-error`} className="mt-1 block font-normal text-amber-900">
        {t('listingEditor.missing', { message: missing })}
      </span>
    );
  return null;
}

function Field({ spec, value, error, missing, note, optionLabel }: { spec: FieldSpec; value: string; error?: string; missing?: string; note?: string; optionLabel?: (option: string) => string }) {
  const t = useText();
  const label = t(`listingEditor.field.${key(spec.name)}`);
  const described = !error && note ? { 'aria-describedby': `${key(spec.name)}-note` } : describedBy(key(spec.name), error ?? missing);
  const wide = spec.wide ? 'sm:col-span-2' : '';
  if (spec.kind === 'checkbox')
    return (
      <div className={`text-sm font-semibold ${wide}`}>
        <label className="flex items-center gap-2">
          <input type="checkbox" id={idOf(spec.name)} name={spec.name} defaultChecked={value === 'on'} className="h-5 w-5 shrink-0" {...described} />
          {label}
        </label>
        <Note name={spec.name} error={error} missing={missing} note={note} />
      </div>
    );
  const kind = spec.kind;
  return (
    <div className={`text-sm font-semibold ${wide}`}>
      <label htmlFor={idOf(spec.name)}>{label}</label>
      {typeof kind === 'object' ? (
        <select id={idOf(spec.name)} name={spec.name} defaultValue={value} className={inputClass} {...described}>
          {!['state', 'transaction', 'type', 'energy.kind'].includes(spec.name) && <option value="">{t('listingEditor.choose')}</option>}
          {kind.options.map((o) => (
            <option key={o} value={o}>
              {optionLabel ? optionLabel(o) : spec.name === 'type' ? t(`walk.propertyType.${o}`) : spec.name.endsWith('Letter') ? o : t(`listingEditor.option.${key(spec.name)}.${o}`)}
            </option>
          ))}
        </select>
      ) : kind === 'textarea' ? (
        <textarea id={idOf(spec.name)} name={spec.name} defaultValue={value} rows={6} className={inputClass} {...described} />
      ) : (
        <input id={idOf(spec.name)} name={spec.name} defaultValue={value} inputMode={kind === 'number' ? 'decimal' : undefined} className={inputClass} {...described} />
      )}
      <Note name={spec.name} error={error} missing={missing} note={note} />
    </div>
  );
}

export interface ListingFormProps {
  values: Record<string, string>;
  features: readonly string[];
  photos: readonly ListingPhoto[];
  errors: Record<string, string>;
  missing: Record<string, string>;
  advisers: ReadonlyArray<{ id: string; name: string }> | null;
  submitLabel: string;
  /** The site's media library (uploaded on /gestion/sites/:siteId/medias): a new photo is picked from it. */
  library?: ReadonlyArray<{ src: string; alt: string }>;
  /** The edit page: a button next to the ADEME number fills or checks the DPE fields from ADEME's open data. */
  ademeCheck?: boolean;
  /** What that check filled or flagged, by field. */
  notes?: Record<string, string>;
}

export function ListingForm({ values, features, photos, errors, missing, advisers, submitLabel, library = [], ademeCheck = false, notes = {} }: ListingFormProps) {
  const t = useText();
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="mt-4 grid gap-4">
      <input type="hidden" name="intent" value="save" />
      {GROUPS.map((group) => (
        <fieldset key={group.legend} className="grid gap-3 rounded border border-slate-300 bg-white p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-bold">{t(`listingEditor.group.${group.legend}`)}</legend>
          {group.legend === 'advert' && advisers && (
            <div className="text-sm font-semibold">
              <label htmlFor="field-adviserId">{t('listingEditor.field.adviserId')}</label>
              <select id="field-adviserId" name="adviserId" defaultValue={values.adviserId ?? ''} className={inputClass} {...describedBy('adviserId', errors.adviserId)}>
                {advisers.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
              <Note name="adviserId" error={errors.adviserId} missing={undefined} />
            </div>
          )}
          {group.fields.map((spec) => (
            <Field key={spec.name} spec={spec} value={values[spec.name] ?? ''} error={errors[spec.name]} missing={missing[spec.name]} note={notes[spec.name]} />
          ))}
          {group.legend === 'property' && (
            <fieldset className="sm:col-span-2" {...describedBy('features', errors.features)}>
              <legend className="text-sm font-semibold">{t('listingEditor.field.features')}</legend>
              <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {FEATURE_FLAGS.map((f) => (
                  <label key={f} className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="features" value={f} defaultChecked={features.includes(f)} className="h-5 w-5" />
                    {t(`listingEditor.option.features.${f}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </fieldset>
      ))}
      <fieldset className="grid gap-3 rounded border border-slate-300 bg-white p-4" {...describedBy('photos', errors.photos ?? missing.photos)}>
        <legend className="px-1 text-lg font-bold">{t('listingEditor.group.photos')}</legend>
        <Note name="photos" error={errors.photos} missing={missing.photos} />
        {photos.length === 0 && <p className="text-sm">{t('listingEditor.noPhoto')}</p>}
        <ol className="grid gap-3">
          {photos.map((p, i) => (
            <li key={p.id} className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-[6rem_1fr_auto] sm:items-end">
              <input type="hidden" name="photo.id" value={p.id} />
              <label className="text-sm font-semibold">
                {t('listingEditor.photoPosition')}
                <input name={`photo.${p.id}.position`} defaultValue={String(i + 1)} inputMode="numeric" className={inputClass} />
              </label>
              <label className="text-sm font-semibold">
                {t('listingEditor.photoAlt')} <span className="font-normal break-all text-slate-700">({p.src.split('/').pop()})</span>
                <input name={`photo.${p.id}.alt`} defaultValue={p.alt} className={inputClass} />
              </label>
              <label className="flex items-center gap-2 text-sm font-semibold">
                <input type="checkbox" name={`photo.${p.id}.remove`} className="h-5 w-5" />
                {t('listingEditor.photoRemove')}
              </label>
            </li>
          ))}
        </ol>
        <div className="grid gap-3 sm:grid-cols-2">
          {library.length > 0 ? (
            <Field spec={{ name: 'newPhoto.src', kind: { options: library.map((image) => image.src) } }} value={values['newPhoto.src'] ?? ''} error={errors['newPhoto.src']} optionLabel={(src) => library.find((image) => image.src === src)?.alt ?? src} />
          ) : (
            <Field spec={{ name: 'newPhoto.src', kind: 'text' }} value={values['newPhoto.src'] ?? ''} error={errors['newPhoto.src']} />
          )}
          <div className="text-sm font-semibold">
            <label htmlFor="field-newPhoto_file">{t('listingEditor.field.newPhoto_file')}</label>
            <input type="file" id="field-newPhoto_file" name="newPhoto.file" accept="image/jpeg,image/png,image/webp,image/avif" className={inputClass} {...describedBy('newPhoto_file', errors['newPhoto.file'])} />
            <Note name="newPhoto.file" error={errors['newPhoto.file']} missing={undefined} />
          </div>
          <Field spec={{ name: 'newPhoto.alt', kind: 'text' }} value={values['newPhoto.alt'] ?? ''} error={errors['newPhoto.alt']} />
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="w-full rounded bg-slate-900 px-4 py-3 font-semibold text-white sm:w-auto">
          {submitLabel}
        </button>
        {/* After the save button: Enter in a field still saves (the first submit button is the default one). */}
        {ademeCheck && (
          <button type="submit" name="ademe" value="check" className="w-full rounded border border-slate-900 bg-white px-4 py-3 font-semibold sm:w-auto">
            {t('listingAdeme.check')}
          </button>
        )}
      </div>
    </Form>
  );
}
