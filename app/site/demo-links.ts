/** Pages worth opening on a demo site, listed under it on the localhost directory (README too). */
export type DemoLinkKey = 'directorySevran' | 'directoryEmpty' | 'directoryPage2' | 'profile' | 'profileNoReviews' | 'contact';

export const DEMO_LINKS: Readonly<Record<string, ReadonlyArray<{ path: string; label: DemoLinkKey }>>> = {
  reseau: [
    { path: '/conseillers-immobiliers?cp=93270', label: 'directorySevran' },
    { path: '/conseillers-immobiliers?name=xyz', label: 'directoryEmpty' },
    { path: '/conseillers-immobiliers?page=2', label: 'directoryPage2' },
    { path: '/conseiller/lea-garnier', label: 'profile' },
    { path: '/conseiller/romain-roussel', label: 'profileNoReviews' },
    { path: '/contact-conseiller/lea-garnier', label: 'contact' },
  ],
};
