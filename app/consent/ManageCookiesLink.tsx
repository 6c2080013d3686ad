import { Link, useLocation } from 'react-router';
import { consentPageHref } from './ConsentBanner';

/** 'Gérer les cookies': every family's footer carries it (the choice can change at any time). */
export function ManageCookiesLink({ className }: { className?: string }) {
  const location = useLocation();
  return (
    <Link to={consentPageHref(`${location.pathname}${location.search}`)} className={className} rel="nofollow">
      Gérer les cookies
    </Link>
  );
}
