import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PlaceCombobox, type PlaceSuggestion } from '../../ui/PlaceCombobox';

/** Initial text of the place box from the URL: q, else the department or region name. */
export function placeTextOf(values: Record<string, string>): string {
  if (values.q) return values.q;
  if (values.dep) return values.depNom ? `${values.depNom} (${values.dep})` : values.dep;
  if (values.region) return values.regionNom ?? values.region;
  return '';
}

/**
 * Place box of the searches: the typed text goes as q ('Sevran (93270)', '93270', 'Bondy'); a chosen
 * department or region also sets dep/depNom or region/regionNom, which the search reads first.
 * Editing the text afterwards clears the choice (spec §4).
 */
export function PlaceField({ values, label }: { values: Record<string, string>; label?: string }) {
  const { t } = useTranslation('listings');
  const [area, setArea] = useState<Record<string, string | undefined>>({ dep: values.dep, depNom: values.depNom, region: values.region, regionNom: values.regionNom });
  const onSelect = (place: PlaceSuggestion | null) => {
    if (!place || place.type === 'commune') setArea({});
    else if (place.type === 'departement') setArea({ dep: place.code, depNom: place.nom });
    else setArea({ region: place.code, regionNom: place.nom });
  };
  return (
    <>
      <PlaceCombobox name="q" label={label ?? t('filters.location')} defaultValue={placeTextOf(values)} onSelect={onSelect} onValueChange={() => setArea({})} placeholder={t('filters.placePlaceholder')} />
      {Object.entries(area).map(([key, value]) => (value ? <input key={key} type="hidden" name={key} value={value} /> : null))}
    </>
  );
}
