import { Trans } from 'react-i18next';
import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../ui/Link';
import { useLocalizedHref } from '../../../../i18n/hooks';

/** The consent notice of the freebie form (spec §5), matching the privacy section of the legal page. */
export function ConsentNotice({ email }: { email?: string | undefined }) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  const privacy = <Link to={href('/mentions-legales#donnees-personnelles')} />;
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      {email ? (
        <Trans t={t} i18nKey="freebie.consent" values={{ email }} components={{ mail: <a href={`mailto:${email}`} />, privacy }} />
      ) : (
        <Trans t={t} i18nKey="freebie.consentNoEmail" components={{ privacy }} />
      )}
    </p>
  );
}
