import type { ParseKeys } from 'i18next';
import type { FamilyNavigation } from '../../site/navigation';

/**
 * The diagnostics site's navigation (decision 0162). The header's service dropdowns come from the
 * site's catalogue (domain/diag/catalogue.ts), the tariff link from its CRM record; no site map page.
 */
export const DIAG_NAVIGATION: FamilyNavigation<ParseKeys<'diag'> | `common:${ParseKeys<'common'>}`> = {
  menu: [
    { label: 'layout.news', href: '/actualites' },
    { label: 'layout.contact', href: '/contact' },
  ],
  footer: [
    {
      links: [
        { label: 'layout.contact', href: '/contact' },
        { label: 'layout.becomeFranchisee', href: '/franchise' },
        { label: 'layout.professionals', href: '/professionnel' },
      ],
    },
  ],
  legal: [
    { label: 'common:legalNotice', href: '/mentions-legales' },
    { label: 'layout.personalData', href: '/mentions-legales#donnees-personnelles' },
  ],
};
