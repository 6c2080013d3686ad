import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../ui/Link';
import { useLocalizedHref } from '../i18n/hooks';
import { consentPageHref } from './ConsentBanner';

/** 'Gérer les cookies': every family's footer carries it (the choice can change at any time). */
export function ManageCookiesLink({ className }: { className?: string }) {
  const { t } = useTranslation('consent');
  const location = useLocation();
  const href = useLocalizedHref();
  return (
    <Link to={href(consentPageHref(`${location.pathname}${location.search}`))} className={className} rel="nofollow">
      {t('manage')}
    </Link>
  );
}
