import type { ReportStatus } from '../../../../domain/quote/existing-status';
import { useTranslation } from '../../../i18n/use-translation';

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (French and British order alike). */
const shown = (day: string) => day.split('-').reverse().join('/');

/**
 * What step 2 says of one report declared in step 1 (issue 33 item 5): still valid until when (and
 * so not charged), or expired on which day, or to redo; then the rule from the texts (decision 0118).
 */
export function ExistingStatus({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('diag');
  const { report, validity } = status;
  const values = { label: t(`quote.diagnostic.${report.key}`), doneOn: shown(report.doneOn), until: validity.validUntil ? shown(validity.validUntil) : '' };
  const which = validity.valid ? (validity.validUntil ? 'validUntil' : 'validUnlimited') : validity.validUntil ? 'expired' : 'redo';
  return (
    <p className={`mt-1 text-sm ${validity.valid ? 'text-green-900' : 'text-amber-900'}`} data-testid={`existing-${report.key}`}>
      <span className="font-medium">{t(`quote.existing.status.${which}`, values)}</span> {t(`quote.existing.rule.${validity.rule}`)}
    </p>
  );
}
