import { useTranslation } from '../../i18n/use-translation';
import type { ServiceEntry } from '../../../domain/diag/catalogue';

/** A catalogue service's name in the page's language (the French one is the catalogue's own label). */
export function useServiceLabel(): (entry: ServiceEntry) => string {
  const { t } = useTranslation('diag');
  // The slug is data: the catalogue test checks every slug has its key.
  const translate = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return (entry) => translate(`services.${entry.slug}`, { defaultValue: entry.label });
}
