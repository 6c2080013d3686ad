import { Link } from 'react-router';

/** The consent notice of the freebie form (spec §5), matching the privacy section of the legal page. */
export function ConsentNotice({ email }: { email?: string | undefined }) {
  return (
    <p className="text-xs leading-relaxed text-slate-600">
      En envoyant ce formulaire, vous acceptez de recevoir des communications électroniques de notre part. Vous disposez d’un droit
      d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition sur vos données, que vous pouvez exercer
      en écrivant à {email ? <a href={`mailto:${email}`}>{email}</a> : 'l’adresse indiquée dans nos mentions légales'}. Voir{' '}
      <Link to="/mentions-legales#donnees-personnelles">données personnelles</Link>.
    </p>
  );
}
