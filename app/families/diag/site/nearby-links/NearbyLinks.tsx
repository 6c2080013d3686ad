import { useTranslation } from '../../../../i18n/use-translation';
import type { BlockProps } from '../../../../blocks/types';
import { ChevronDownIcon } from '../../../../ui/icons';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/** Links to nearby towns' local pages (CRM list ActivNearbyLinks), in a collapsible list. */
export function NearbyLinks({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const links = (site.crm.ActivNearbyLinks ?? []).filter((l) => l.url && l.label);
  if (links.length === 0) return null;
  return (
    <section aria-label={t('nearby.label')} className="border-t border-slate-200 bg-white">
      <details className="group mx-auto max-w-7xl px-4 py-6 lg:px-6">
        {/* A chevron and a count say that the line opens (issue 17 item 10). */}
        <summary className="flex cursor-pointer list-none items-center gap-2 text-lg font-semibold text-diag-900 [&::-webkit-details-marker]:hidden">
          <span>{t('nearby.summary')}</span>
          <span className="text-sm font-normal text-slate-600">{t('nearby.towns', { count: links.length })}</span>
          <ChevronDownIcon className="h-5 w-5 transition-transform group-open:rotate-180" />
          <span className="ml-auto text-sm font-medium text-diag-700 underline group-open:hidden">{t('nearby.show')}</span>
          <span className="ml-auto hidden text-sm font-medium text-diag-700 underline group-open:inline">{t('nearby.hide')}</span>
        </summary>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {links.map((l) => (
            <li key={l.url}>
              <a href={l.url}>{l.label}</a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
