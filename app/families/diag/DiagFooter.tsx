import { Link } from 'react-router';
import { parseDiagCrm, splitCrmList } from '../../../domain/diag/crm';
import type { PublicSite } from '../../site/public-site';
import { ManageCookiesLink } from '../../consent/ManageCookiesLink';
import { logoFor } from './certification-logos';

function Mark({ name }: { name: string }) {
  const src = logoFor(name);
  return src ? (
    <img src={src} alt={name} width={120} height={40} className="h-10 w-[120px] rounded bg-white object-contain p-1" loading="lazy" />
  ) : (
    <span className="rounded border border-white/30 px-3 py-2 text-sm">{name}</span>
  );
}

function MarkGroup({ title, names }: { title: string; names: string[] }) {
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-white/80 uppercase">{title}</h2>
      <ul className="flex flex-wrap items-center gap-3">
        {names.map((n) => (
          <li key={n}>
            <Mark name={n} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const SOCIALS: Array<[keyof ReturnType<typeof parseDiagCrm>, string]> = [
  ['SocialFacebookUrl', 'Facebook'],
  ['SocialTwitterUrl', 'X (Twitter)'],
  ['SocialInstagramUrl', 'Instagram'],
  ['SocialLinkedinUrl', 'LinkedIn'],
  ['SocialYoutubeUrl', 'YouTube'],
];

export function DiagFooter({ site }: { site: PublicSite }) {
  const crm = parseDiagCrm(site.crm);
  const certifiers = splitCrmList(crm.ActivOrganismeCertificateur);
  const insurers = splitCrmList(crm.ActivAssurance);
  const oneLine = certifiers.length === 1 && insurers.length === 1;
  const socials = SOCIALS.map(([key, label]) => [crm[key], label] as const).filter((s): s is readonly [string, string] => typeof s[0] === 'string' && s[0] !== '');

  return (
    <footer className="bg-diag-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-3 lg:px-6">
        <div className="lg:col-span-2">
          {oneLine ? (
            <div>
              <h2 className="mb-2 text-sm font-semibold tracking-wide text-white/80 uppercase">Certification et assurance</h2>
              <ul className="flex flex-wrap items-center gap-3">
                <li>
                  <Mark name={certifiers[0] as string} />
                </li>
                <li>
                  <Mark name={insurers[0] as string} />
                </li>
              </ul>
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              {certifiers.length > 0 && <MarkGroup title="Organismes certificateurs" names={certifiers} />}
              {insurers.length > 0 && <MarkGroup title="Assurances" names={insurers} />}
            </div>
          )}
        </div>
        <div className="flex flex-col gap-2 text-sm">
          {crm.ActivTarifs && (
            <a href={crm.ActivTarifs} className="underline" target="_blank" rel="noopener">
              Nos tarifs
            </a>
          )}
          <Link to="/contact" className="underline">
            Contact
          </Link>
          <Link to="/franchise" className="underline">
            Devenir franchisé
          </Link>
          <Link to="/professionnel" className="underline">
            Espace professionnels
          </Link>
          {socials.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-3" aria-label="Réseaux sociaux">
              {socials.map(([href, label]) => (
                <li key={label}>
                  <a href={href} className="underline" target="_blank" rel="noopener">
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-white/80 sm:flex-row sm:justify-between lg:px-6">
          <span>
            © {new Date().getFullYear()} {site.name}
          </span>
          <span className="flex gap-4">
            <Link to="/mentions-legales" className="underline">
              Mentions légales
            </Link>
            <Link to="/mentions-legales#donnees-personnelles" className="underline">
              Données personnelles
            </Link>
            <ManageCookiesLink className="underline" />
          </span>
        </div>
      </div>
    </footer>
  );
}
