import { useTranslation } from '../../../i18n/use-translation';

/** The option groups of quote step 1 whose labels are words (rooms and DPE grades are mostly figures). */
export type OptionGroup = 'projet' | 'bien' | 'ouiNon' | 'construction' | 'gaz' | 'electricite' | 'pieces' | 'dpeNote';

/**
 * An option's label in the page's language: the catalogue's `quote.option.<group>.<value>`; values
 * that read the same in every language (the figures 1-9, the grades A-G) keep the domain's label.
 */
export function useOptionLabel(): (group: OptionGroup, options: readonly { value: string; label: string }[], value: string) => string {
  const { t } = useTranslation('diag');
  return (group, options, value) => {
    const option = options.find((o) => o.value === value);
    if (!option) return '';
    return t(`quote.option.${group}.${value}`, { defaultValue: option.label });
  };
}
