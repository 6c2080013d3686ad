import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { Link } from 'react-router';
import { formatPhonePairs, phoneHref } from '../../../domain/format/phone';
import type { PublicSite } from '../../site/public-site';
import { siblingSetting, siblingUrl } from '../../site/sibling';

const heading = 'mb-3 text-sm font-semibold tracking-wide text-gold-soft uppercase';
const link = 'block py-1 text-sm text-white/90 hover:text-white hover:underline';

export function ImmoFooter({ site }: { site: PublicSite }) {
  const brand = String(site.settings.brand ?? site.name);
  const phone = typeof site.settings.phone === 'string' ? site.settings.phone : '';
  const email = typeof site.settings.email === 'string' ? site.settings.email : '';
  const recruitment = siblingSetting(site.settings, 'recruitmentSite');
  const join = (path: string) => siblingUrl(site, recruitment, path);
  return (
    <footer className="bg-teal-dark text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
        <div>
          <h2 className={heading}>Choisir {brand}</h2>
          <Link className={link} to="/nos-services">Nos services</Link>
          <Link className={link} to="/a-propos">À propos</Link>
          <Link className={link} to="/conseillers-immobiliers">Trouver un conseiller</Link>
          <Link className={link} to="/actualites">Actualités</Link>
        </div>
        <div>
          <h2 className={heading}>Devenir conseiller</h2>
          {join('/') && <a className={link} href={join('/') as string}>Nous rejoindre</a>}
          {join('/tarifs') && <a className={link} href={join('/tarifs') as string}>Nos tarifs</a>}
          {join('/comparateur-revenus') && <a className={link} href={join('/comparateur-revenus') as string}>Simulez vos revenus</a>}
        </div>
        <div>
          <h2 className={heading}>Profil</h2>
          <Link className={link} to="/vendre">Vendre</Link>
          <Link className={link} to="/recherche-bien">Acheter</Link>
          <Link className={link} to="/recherche-location">Louer</Link>
          <Link className={link} to="/evaluation">Estimer mon bien</Link>
        </div>
        <div>
          <h2 className={heading}>Nous contacter</h2>
          {phone && <a className={link} href={phoneHref(phone)}>{formatPhonePairs(phone)}</a>}
          {email && <a className={link} href={`mailto:${email}`}>{email}</a>}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-white/80 sm:flex-row sm:justify-between lg:px-6">
          <span>© {new Date().getFullYear()} {brand}. Site réalisé avec vitrine.</span>
          <span className="flex gap-4">
            <Link to="/mentions-legales" className="underline">Mentions légales</Link>
            <Link to="/protection-donnees" className="underline">Protection des données</Link>
            <ManageCookiesLink className="underline" />
          </span>
        </div>
      </div>
    </footer>
  );
}
