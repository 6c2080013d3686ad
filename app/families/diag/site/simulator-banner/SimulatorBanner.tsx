import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../ui/Link';
import type { BlockProps } from '../../../../blocks/types';
import { useLocalizedHref } from '../../../../i18n/hooks';
import type { DiagPublicSite } from '../../../../../domain/diag/site';

/** The simulator announcement, shown when the CRM flag ActivShowHomeNotifBanner is true. */
export function SimulatorBanner({ site }: BlockProps<Record<string, never>, undefined, DiagPublicSite>) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  if (site.crm.ActivShowHomeNotifBanner !== true) return null;
  return (
    <aside aria-label={t('simulatorBanner.label')} className="bg-amber-100 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 sm:flex-row sm:items-center sm:justify-between lg:px-6">
        <p>
          {/* Two keys rather than <Trans>: react-i18next's Trans (4.6 KB) stays off the home (decision 58). */}
          <strong>{t('simulatorBanner.headline')}</strong> {t('simulatorBanner.text')}
        </p>
        <Link to={href('/dpe-2026-simulateur')} className="shrink-0 rounded-lg bg-amber-900 px-4 py-2 font-semibold text-white no-underline hover:bg-amber-950">
          {t('simulatorBanner.cta')}
        </Link>
      </div>
    </aside>
  );
}
