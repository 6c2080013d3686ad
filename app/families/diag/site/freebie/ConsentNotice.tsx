import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../ui/Link';
import { useLocalizedHref } from '../../../../i18n/hooks';

/** The consent notice of the freebie form (spec §5), matching the privacy section of the legal page. */
export function ConsentNotice({ email }: { email?: string | undefined }) {
  const { t } = useTranslation('diag');
  const href = useLocalizedHref();
  // Texts around the links, not one text with tags: the browser answers `t` from the page's recorded
  // texts (decision 0060), without react-i18next's Trans and the i18next it needs.
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      {t('freebie.consentRights')} {email ? <a href={`mailto:${email}`}>{email}</a> : t('freebie.consentNoEmailAddress')}. {t('freebie.consentSee')}{' '}
      <Link to={href('/mentions-legales#donnees-personnelles')}>{t('freebie.consentPrivacyLink')}</Link>.
    </p>
  );
}
