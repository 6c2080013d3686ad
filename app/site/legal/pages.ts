import type { SiteMapSection } from '../navigation';

type Link = { label: string; href: string };

/**
 * The legal pages every immo, agence and recrutement site has (network spec §2 'Legal pages' and the
 * footer's cookie policy, site map and CGU links), for a family's page table. Site-map titles and
 * labels are catalogue keys (translated by the block); the sections come from the family's navigation record.
 */
export function legalPages(siteMap: readonly SiteMapSection[]) {
  return {
    '/mentions-legales': { title: 'Mentions légales · {site}', description: 'Éditeur, hébergeur, carte professionnelle, garantie financière, assurance et médiateur de {site}.', blocks: [{ type: 'legal.notice' as const }] },
    '/protection-donnees': { title: 'Protection des données · {site}', description: 'Comment {site} traite vos données personnelles et comment exercer vos droits.', blocks: [{ type: 'legal.privacy' as const }] },
    '/politique-cookies': { title: 'Politique cookies · {site}', description: 'Les cookies du site {site} et comment les gérer.', blocks: [{ type: 'legal.cookies' as const }] },
    '/cgu': { title: 'Conditions générales d’utilisation · {site}', description: 'Les conditions d’utilisation du site {site}.', blocks: [{ type: 'legal.terms' as const }] },
    '/plan-du-site': {
      title: 'Plan du site · {site}',
      description: 'Toutes les pages du site {site}.',
      blocks: [{ type: 'legal.siteMap' as const, props: { sections: [...siteMap.map((s) => ({ title: s.title, links: [...s.links] })), { title: 'common:legal.siteMap.legalTitle', links: LEGAL_LINKS } ] } }],
    },
  };
}

export const LEGAL_LINKS: Link[] = [
  { label: 'common:legal.links.notice', href: '/mentions-legales' },
  { label: 'common:legal.links.privacy', href: '/protection-donnees' },
  { label: 'common:legal.links.cookies', href: '/politique-cookies' },
  { label: 'common:legal.links.consent', href: '/gestion-des-cookies' },
  { label: 'common:legal.links.terms', href: '/cgu' },
];
